import { useDates } from '@shop/shared';

/** A date in the dashboard's tables, in the shop's one date style (useDates, with its Azerbaijani fallback). */
export function DateText({ value }: { value: string | null }) {
  const dates = useDates();
  if (!value) return '—';
  if (Number.isNaN(new Date(value).getTime())) return '—';
  return <time dateTime={value}>{dates.medium(value)}</time>;
}
