/**
 * The shop's small signs (the brand's sparkle, arrows, ticks, crosses), drawn in the text's colour at the
 * text's size. Never characters: none of these signs is in the shipped font, so each one as text sent the first
 * layout of its page looking through the system's fonts for it (in a trace at 4× CPU the ✦ and the currency signs
 * were half of the header's layout time), and drew it differently on every system. Always decorative: the words
 * beside the sign, or a visually hidden text, say what it means.
 */
const FILLED = {
  sparkle: 'M8 0C8.6 4.6 11.4 7.4 16 8 11.4 8.6 8.6 11.4 8 16 7.4 11.4 4.6 8.6 0 8 4.6 7.4 7.4 4.6 8 0Z',
} as const;

const STROKED = {
  'arrow-right': 'M2.5 8h11M9.5 4l4 4-4 4',
  'arrow-left': 'M13.5 8h-11M6.5 4l-4 4 4 4',
  check: 'M3 8.5l3.3 3.2L13 4.8',
  cross: 'M4.2 4.2l7.6 7.6M11.8 4.2l-7.6 7.6',
} as const;

export type IconName = keyof typeof FILLED | keyof typeof STROKED;

const filledPath: Partial<Record<IconName, string>> = FILLED;
const strokedPath: Partial<Record<IconName, string>> = STROKED;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const filled = filledPath[name];
  return (
    <svg
      className={className ? `shop-icon ${className}` : 'shop-icon'}
      aria-hidden="true"
      focusable="false"
      width="1em"
      height="1em"
      viewBox="0 0 16 16"
    >
      {filled ? (
        <path d={filled} fill="currentColor" />
      ) : (
        <path
          d={strokedPath[name]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
