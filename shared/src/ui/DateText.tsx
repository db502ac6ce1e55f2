import { useDates } from '../i18n/dates';

/**
 * A date in a table or a detail view, in the shop's one date style (useDates, with its Azerbaijani fallback);
 * `time` adds the time of day. A missing or unreadable value is a dash.
 */
export function DateText({ value, time = false }: { value: string | null | undefined; time?: boolean }) {
  const dates = useDates();
  if (!value || Number.isNaN(new Date(value).getTime())) return '—';
  return <time dateTime={value}>{time ? dates.withTime(value) : dates.medium(value)}</time>;
}
