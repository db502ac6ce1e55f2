/**
 * Small drawings the wizard shows instead of photographs of real people: the photo guidance of spec
 * section 2 (a good close-up selfie; a group, a hidden face, an animal, a blurry picture) and one swatch
 * per illustration style. Inline SVG: no requests, sharp at any size, and the same child in every
 * picture so the difference between them is the point being made. Decorative: the caller gives the
 * text alternative.
 */

import type { IllustrationStyle } from '@shop/shared/validation/limits';
import { useId } from 'react';

/** useId() gives ids with characters that url(#…) references would need escaped; letters and digits need none. */
function useSvgId(): string {
  return `co${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
}

const SKIN = '#f5c6a0';
const HAIR = '#6b3f24';
const INK = '#2d2440';
const CHEEK = '#f49a9a';

/** A smiling child's head centred on (cx, cy) with radius r; hair colour varies between children. */
function Face({
  cx,
  cy,
  r,
  hair = HAIR,
  skin = SKIN,
}: {
  cx: number;
  cy: number;
  r: number;
  hair?: string;
  skin?: string;
}) {
  const eye = r * 0.11;
  return (
    <g>
      <ellipse cx={cx} cy={cy - r * 0.25} rx={r * 1.08} ry={r * 0.95} fill={hair} />
      <circle cx={cx} cy={cy} r={r} fill={skin} />
      <path
        d={`M${cx - r} ${cy - r * 0.15} Q${cx - r * 0.2} ${cy - r * 1.35} ${cx + r} ${cy - r * 0.25} Q${cx + r * 0.3} ${cy - r * 0.55} ${cx - r} ${cy - r * 0.15}Z`}
        fill={hair}
      />
      <circle cx={cx - r * 0.35} cy={cy + r * 0.05} r={eye} fill={INK} />
      <circle cx={cx + r * 0.35} cy={cy + r * 0.05} r={eye} fill={INK} />
      <circle cx={cx - r * 0.55} cy={cy + r * 0.35} r={r * 0.13} fill={CHEEK} opacity="0.7" />
      <circle cx={cx + r * 0.55} cy={cy + r * 0.35} r={r * 0.13} fill={CHEEK} opacity="0.7" />
      <path
        d={`M${cx - r * 0.3} ${cy + r * 0.38} Q${cx} ${cy + r * 0.68} ${cx + r * 0.3} ${cy + r * 0.38}`}
        fill="none"
        stroke={INK}
        strokeWidth={r * 0.07}
        strokeLinecap="round"
      />
    </g>
  );
}

function Shoulders({ cx, y, width, colour }: { cx: number; y: number; width: number; colour: string }) {
  return (
    <path
      d={`M${cx - width / 2} 160 Q${cx - width / 2} ${y} ${cx} ${y} Q${cx + width / 2} ${y} ${cx + width / 2} 160Z`}
      fill={colour}
    />
  );
}

export type PhotoExample = 'good' | 'group' | 'hidden' | 'animal' | 'blurry';

/** One example picture of the photo guidance, 160 × 160. */
export function PhotoExampleArt({ example }: { example: PhotoExample }) {
  const blurId = useSvgId();
  return (
    <svg viewBox="0 0 160 160" width="160" height="160" aria-hidden="true" focusable="false">
      <rect width="160" height="160" fill={example === 'animal' ? '#e7f4e4' : '#e3eefc'} />
      {example === 'good' && (
        <>
          <Shoulders cx={80} y={128} width={120} colour="#8a6de0" />
          <Face cx={80} cy={76} r={46} />
        </>
      )}
      {example === 'group' && (
        <>
          <Shoulders cx={36} y={120} width={52} colour="#ff9f6b" />
          <Shoulders cx={80} y={116} width={56} colour="#8a6de0" />
          <Shoulders cx={124} y={120} width={52} colour="#4fb3a5" />
          <Face cx={36} cy={94} r={20} hair="#2f2a2a" />
          <Face cx={80} cy={88} r={22} />
          <Face cx={124} cy={94} r={20} hair="#d9a23b" />
        </>
      )}
      {example === 'hidden' && (
        <>
          <Shoulders cx={80} y={128} width={120} colour="#8a6de0" />
          <Face cx={80} cy={76} r={46} />
          {/* A picture book held up in front of the face. */}
          <rect x="36" y="58" width="88" height="62" rx="6" fill="#ff8a4c" />
          <rect x="78" y="58" width="4" height="62" fill="#e06a2c" />
          <circle cx="57" cy="84" r="9" fill="#ffe08a" />
          <circle cx="34" cy="100" r="10" fill={SKIN} />
          <circle cx="126" cy="100" r="10" fill={SKIN} />
        </>
      )}
      {example === 'animal' && (
        <g>
          <path d="M38 70 L48 26 L74 52Z M122 70 L112 26 L86 52Z" fill="#f0a04b" />
          <path d="M46 58 L50 38 L64 52Z M114 58 L110 38 L96 52Z" fill="#f7c9a0" />
          <ellipse cx="80" cy="92" rx="52" ry="46" fill="#f0a04b" />
          <ellipse cx="80" cy="108" rx="24" ry="18" fill="#fbe3c8" />
          <ellipse cx="60" cy="84" rx="7" ry="10" fill="#3c5a2a" />
          <ellipse cx="100" cy="84" rx="7" ry="10" fill="#3c5a2a" />
          <path d="M74 100 L86 100 L80 107Z" fill="#e0707a" />
          <path
            d="M80 107 Q80 114 72 114 M80 107 Q80 114 88 114 M40 100 L64 104 M40 112 L64 108 M120 100 L96 104 M120 112 L96 108"
            fill="none"
            stroke={INK}
            strokeWidth="2"
            strokeLinecap="round"
          />
        </g>
      )}
      {example === 'blurry' && (
        <>
          <filter id={blurId}>
            <feGaussianBlur stdDeviation="5" />
          </filter>
          <g filter={`url(#${blurId})`}>
            <Shoulders cx={86} y={128} width={120} colour="#8a6de0" />
            <Face cx={86} cy={76} r={46} />
          </g>
        </>
      )}
    </svg>
  );
}

/** A 64 × 64 sample of an illustration style: the same child drawn the way that style draws. */
export function StyleSwatch({ style }: { style: IllustrationStyle }) {
  const id = useSvgId();
  const ref = (name: string) => `url(#${id}${name})`;
  return (
    <svg className="co-swatch" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      {style === '3dPixar' && (
        <>
          <defs>
            <radialGradient id={`${id}skin`} cx="0.38" cy="0.35" r="0.75">
              <stop offset="0" stopColor="#ffe2c8" />
              <stop offset="0.7" stopColor="#f1b88c" />
              <stop offset="1" stopColor="#cf8d62" />
            </radialGradient>
            <radialGradient id={`${id}bg`} cx="0.5" cy="0.4" r="0.7">
              <stop offset="0" stopColor="#cfe3ff" />
              <stop offset="1" stopColor="#7aa6e8" />
            </radialGradient>
          </defs>
          <rect width="64" height="64" rx="12" fill={ref('bg')} />
          <ellipse cx="32" cy="24" rx="21" ry="16" fill="#7a4a2a" />
          <circle cx="32" cy="35" r="19" fill={ref('skin')} />
          <path d="M13 31 Q22 12 51 24 Q36 21 13 31Z" fill="#8b5631" />
          <circle cx="25" cy="36" r="4.5" fill="#fff" />
          <circle cx="39" cy="36" r="4.5" fill="#fff" />
          <circle cx="25.5" cy="36.5" r="2.6" fill={INK} />
          <circle cx="39.5" cy="36.5" r="2.6" fill={INK} />
          <circle cx="26.4" cy="35.4" r="0.9" fill="#fff" />
          <circle cx="40.4" cy="35.4" r="0.9" fill="#fff" />
          <path d="M26 44 Q32 49 38 44" fill="none" stroke="#8a3b2f" strokeWidth="2" strokeLinecap="round" />
        </>
      )}
      {style === '2dWarner' && (
        <g stroke={INK} strokeWidth="2.5" strokeLinejoin="round">
          <rect width="64" height="64" rx="12" fill="#ffd84d" stroke="none" />
          <path d="M12 30 Q16 8 34 10 Q54 10 52 30 Q44 20 30 22 Q20 22 12 30Z" fill="#222" />
          <circle cx="32" cy="36" r="18" fill="#ffd0a8" />
          <path d="M14 30 Q22 16 50 26 Q36 22 14 30Z" fill="#222" />
          <ellipse cx="25" cy="35" rx="4" ry="5.5" fill="#fff" />
          <ellipse cx="39" cy="35" rx="4" ry="5.5" fill="#fff" />
          <circle cx="26" cy="36" r="1.8" fill={INK} stroke="none" />
          <circle cx="38" cy="36" r="1.8" fill={INK} stroke="none" />
          <path d="M24 43 Q32 52 40 43Z" fill="#e0505a" />
        </g>
      )}
      {style === 'watercolor' && (
        <>
          <defs>
            <filter id={`${id}wash`} x="-20%" y="-20%" width="140%" height="140%">
              <feTurbulence type="fractalNoise" baseFrequency="0.06" numOctaves="2" seed="3" />
              <feDisplacementMap in="SourceGraphic" scale="5" />
              <feGaussianBlur stdDeviation="0.6" />
            </filter>
          </defs>
          <rect width="64" height="64" rx="12" fill="#fbf6ee" />
          <g filter={ref('wash')}>
            <circle cx="18" cy="50" r="14" fill="#9fd3c7" opacity="0.55" />
            <circle cx="50" cy="14" r="12" fill="#f7c59f" opacity="0.55" />
            <ellipse cx="32" cy="25" rx="19" ry="14" fill="#a0664a" opacity="0.75" />
            <circle cx="32" cy="35" r="17" fill="#f6cfb0" opacity="0.9" />
            <circle cx="25" cy="35" r="2.2" fill="#4a3b5c" opacity="0.85" />
            <circle cx="39" cy="35" r="2.2" fill="#4a3b5c" opacity="0.85" />
            <circle cx="21" cy="41" r="3.4" fill="#f19a9a" opacity="0.5" />
            <circle cx="43" cy="41" r="3.4" fill="#f19a9a" opacity="0.5" />
            <path d="M27 43 Q32 47 37 43" fill="none" stroke="#b0544c" strokeWidth="1.6" opacity="0.8" />
          </g>
        </>
      )}
      {style === 'anime' && (
        <>
          <rect width="64" height="64" rx="12" fill="#ffd6e8" />
          <path d="M10 34 L14 12 L22 20 L28 6 L34 18 L42 6 L46 20 L54 12 L54 34Z" fill="#3b3a7a" />
          <path d="M16 36 Q16 56 32 58 Q48 56 48 36 Q48 22 32 22 Q16 22 16 36Z" fill="#ffe4d2" />
          <path d="M14 30 L20 18 L24 28 L30 16 L34 28 L40 16 L44 28 L50 20 L50 32 Q32 22 14 30Z" fill="#3b3a7a" />
          <ellipse cx="25" cy="40" rx="4.5" ry="6.5" fill="#3a5fd0" />
          <ellipse cx="39" cy="40" rx="4.5" ry="6.5" fill="#3a5fd0" />
          <ellipse cx="25" cy="41" rx="2.6" ry="4" fill={INK} />
          <ellipse cx="39" cy="41" rx="2.6" ry="4" fill={INK} />
          <circle cx="26.5" cy="37.5" r="1.6" fill="#fff" />
          <circle cx="40.5" cy="37.5" r="1.6" fill="#fff" />
          <path d="M30 50 Q32 51.5 34 50" fill="none" stroke="#c0505a" strokeWidth="1.4" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
