/**
 * The one layout of the shop's e-mails: a message is a list of blocks, rendered once as plain text and
 * once as HTML with the same content. The HTML is written for mail clients, not browsers: nested
 * presentation tables (Outlook for Windows lays out nothing else), every style inline (Gmail drops
 * <style> in many cases), no external CSS, no web fonts (clients either block them or fall back anyway),
 * 600 px wide at most and fluid below that, so it reads on a phone without zooming. Pictures are
 * referenced by `cid:` (attached to the message, see order-confirmation.ts for why). Everything a
 * customer typed, and every other text, is escaped here and only here.
 */
import type { Locale } from '../db/schema';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One piece of an e-mail's body, rendered both as text and as HTML. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  /** Label and value pairs: "Carrier: DHL". */
  | { kind: 'facts'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** A link shown as a button in HTML and as "label: url" in text; `note` is a small line under it. */
  | { kind: 'button'; label: string; url: string; note?: string }
  /**
   * The subject of the message in large type with a line under it, under a picture across the content's
   * width when there is one (`src` is a `cid:` of an attachment of the same message). The text part has
   * the two lines only.
   */
  | {
      kind: 'feature';
      title: string;
      caption: string;
      picture?: { src: string; alt: string; width: number; height: number };
    }
  /** Amounts, right-aligned, and a total under a rule: "Shipping: $5.00" … "Total paid: $34.99". */
  | {
      kind: 'amounts';
      rows: ReadonlyArray<readonly [label: string, amount: string]>;
      total: readonly [label: string, amount: string];
    }
  /** A postal address: its lines as the customer wrote them. */
  | { kind: 'address'; label: string; lines: readonly string[] };

export interface MailContent {
  locale: Locale;
  siteName: string;
  /** The line mail clients show next to the subject in the inbox; hidden in the message itself. */
  preheader: string;
  greeting: string;
  blocks: readonly MailBlock[];
  /** "With love," and "The … team": lines of the sign-off. */
  signOff: readonly string[];
}

const INK = '#2d2a32';
const MUTED = '#6b6475';
const ACCENT = '#7c4dff';
const PAPER = '#faf7f2';
/** Fonts every phone and computer has; mail clients ignore or block web fonts. */
const FONT_FAMILY = "'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const TEXT = `font-family:${FONT_FAMILY};font-size:16px;line-height:1.5;color:${INK}`;
/** The content's width inside the card: 600 px less the card's padding. */
export const CONTENT_WIDTH = 552;

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'heading':
      return block.text;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
      return [`${block.label}: ${block.url}`, ...(block.note ? [block.note] : [])].join('\n');
    case 'feature':
      return [block.title, block.caption].join('\n');
    case 'amounts':
      return [...block.rows, block.total].map(([label, amount]) => `${label}: ${amount}`).join('\n');
    case 'address':
      return [`${block.label}:`, ...block.lines].join('\n');
  }
}

/** A table that only lays out (screen readers skip its structure). */
const layoutTable = (style: string, rows: string, width = '100%') =>
  `<table role="presentation" width="${width}" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;${style}">${rows}</table>`;

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3;color:${INK}">${escapeHtml(block.text)}</h2>`;
    case 'facts': {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><td valign="top" style="padding:4px 16px 4px 0;color:${MUTED}">${escapeHtml(label)}</td><td valign="top" style="padding:4px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
        )
        .join('');
      return layoutTable('margin:0 0 16px', rows, 'auto');
    }
    case 'button': {
      const button = layoutTable(
        'margin:8px 0 4px',
        // Outlook for Windows ignores a link's padding; mso-padding-alt gives it the same size there.
        `<tr><td bgcolor="${ACCENT}" style="border-radius:8px;background:${ACCENT};mso-padding-alt:12px 24px"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 24px;border-radius:8px;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(block.label)}</a></td></tr>`,
        'auto',
      );
      const note = block.note
        ? `<p style="margin:4px 0 16px;font-size:13px;color:${MUTED}">${escapeHtml(block.note)}</p>`
        : '<p style="margin:0 0 16px"></p>';
      return `${button}${note}`;
    }
    case 'feature': {
      const { picture } = block;
      return [
        ...(picture
          ? [
              `<img src="${escapeHtml(picture.src)}" alt="${escapeHtml(picture.alt)}" width="${CONTENT_WIDTH}" height="${Math.round((CONTENT_WIDTH * picture.height) / picture.width)}" style="display:block;width:100%;max-width:${CONTENT_WIDTH}px;height:auto;border:0;border-radius:8px;background:${PAPER};font-family:${FONT_FAMILY};font-size:16px;color:${MUTED}">`,
            ]
          : []),
        `<p style="margin:16px 0 4px;font-size:22px;line-height:1.3;font-weight:bold;text-align:center">${escapeHtml(block.title)}</p>`,
        `<p style="margin:0 0 24px;color:${MUTED};text-align:center">${escapeHtml(block.caption)}</p>`,
      ].join('\n');
    }
    case 'amounts': {
      const row = ([label, amount]: readonly [string, string]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:${MUTED}">${escapeHtml(label)}</td><td align="right" style="padding:4px 0;text-align:right;white-space:nowrap">${escapeHtml(amount)}</td></tr>`;
      const [totalLabel, totalAmount] = block.total;
      const total = `<tr><td style="padding:10px 16px 4px 0;border-top:1px solid #e6e1ea;font-weight:bold">${escapeHtml(totalLabel)}</td><td align="right" style="padding:10px 0 4px;border-top:1px solid #e6e1ea;text-align:right;white-space:nowrap;font-weight:bold;font-size:18px">${escapeHtml(totalAmount)}</td></tr>`;
      return layoutTable('margin:0 0 16px', `${block.rows.map(row).join('')}${total}`);
    }
    case 'address':
      return `<p style="margin:0 0 16px"><span style="color:${MUTED}">${escapeHtml(block.label)}</span><br>${block.lines.map(escapeHtml).join('<br>')}</p>`;
  }
}

/** The text and HTML parts of a message; the caller adds the recipient, subject and attachments. */
export function renderMail(content: MailContent): { text: string; html: string } {
  const text = [content.greeting, ...content.blocks.map(blockText), content.signOff.join('\n'), '']
    .join('\n\n')
    .replace(/\n+$/, '\n');
  const card = [
    `<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>`,
    ...content.blocks.map(blockHtml),
    `<p style="margin:24px 0 0">${content.signOff.map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${content.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light"><title>${escapeHtml(content.siteName)}</title></head>`,
    `<body style="margin:0;padding:0;background:${PAPER};-webkit-text-size-adjust:100%">`,
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all">${escapeHtml(content.preheader)}</div>`,
    layoutTable(
      `background:${PAPER}`,
      `<tr><td align="center" style="padding:24px 8px">${layoutTable(
        'width:100%;max-width:600px',
        [
          `<tr><td style="padding:0 24px 16px;font-family:${FONT_FAMILY};font-size:20px;font-weight:bold;color:${ACCENT}">${escapeHtml(content.siteName)}</td></tr>`,
          `<tr><td bgcolor="#ffffff" style="padding:24px;background:#ffffff;border-radius:12px;${TEXT}">\n${card}\n</td></tr>`,
        ].join(''),
        '600',
      )}</td></tr>`,
    ),
    '</body></html>',
  ].join('\n');
  return { text, html };
}
