/**
 * The picture a chat or a social network shows for an ambassador's link (og:image of /referrals/CODE): the shop's
 * share picture with "Aysel M. invites you" in the link's language, so a friend sees who recommends the shop
 * before opening it. 1200 × 630 PNG (what Facebook, Telegram and WhatsApp crop best), drawn from SVG with sharp.
 */
import sharp from 'sharp';
import type { Locale } from '../db/schema';
import { translateMessage } from '../lib/messages';

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Greedy word wrap by characters: enough for a headline in one font, and never cuts a word. */
export function wrapWords(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

function tspans(lines: string[], x: number, lineHeight: number): string {
  return lines.map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`).join('');
}

export function shareImageSvg(name: string, siteName: string, locale: Locale): string {
  const title = wrapWords(translateMessage('common.referral.shareImageTitle', locale, { name }), 15, 3);
  const text = wrapWords(translateMessage('common.referral.shareImageText', locale), 34, 2);
  // A word longer than a line (a double surname) is drawn smaller rather than running into the book.
  const longest = Math.max(...title.map((line) => line.length));
  const titleSize = Math.round(66 * Math.min(1, 15 / longest));
  const titleTop = 315 - ((title.length - 1) * titleSize * 1.12) / 2 - 40;
  const textTop = titleTop + (title.length - 1) * titleSize * 1.12 + 72;
  const { width, height } = SHARE_IMAGE_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#6d4ee0"/><stop offset="0.55" stop-color="#3b2a8c"/><stop offset="1" stop-color="#f0884a"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.4" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#ffd7a8"/><stop offset="1" stop-color="#f7a35c"/>
    </radialGradient>
    <pattern id="dots" width="60" height="60" patternUnits="userSpaceOnUse">
      <circle cx="30" cy="30" r="2" fill="#ffffff" fill-opacity="0.18"/>
    </pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#dots)"/>
  <g font-family="DejaVu Sans, Verdana, sans-serif" fill="#ffffff">
    <text x="110" y="118" font-size="30" font-weight="700" fill-opacity="0.85">${escapeXml(siteName)}</text>
    <text x="110" y="${titleTop}" font-size="${titleSize}" font-weight="700">${tspans(title, 110, titleSize * 1.12)}</text>
    <text x="110" y="${textTop}" font-size="32" fill-opacity="0.92">${tspans(text, 110, 42)}</text>
  </g>
  <g transform="rotate(5 960 310)">
    <rect x="810" y="110" width="310" height="400" rx="26" fill="#fffaf2"/>
    <circle cx="965" cy="255" r="84" fill="url(#sun)"/>
    <path d="M965 212 l12 37 h39 l-31 23 l12 37 l-32 -23 l-32 23 l12 -37 l-31 -23 h39 z" fill="#3b2a8c"/>
    <text x="965" y="408" text-anchor="middle" font-family="DejaVu Sans, Verdana, sans-serif" font-size="30" font-weight="700" fill="#3b2a8c">★ ★ ★</text>
  </g>
</svg>`;
}

export function shareImagePng(name: string, siteName: string, locale: Locale): Promise<Buffer> {
  return sharp(Buffer.from(shareImageSvg(name, siteName, locale)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
