import { useDates } from '../i18n/dates';

export interface DateTextProps {
  value: string | null | undefined;
  /** Adds the time of day: tables and histories. */
  time?: boolean;
  /** The day in words ('March 8, 2025', '8 марта 2025 г.', '8 mart 2025'): running text, captions. */
  long?: boolean;
  /** With `long`: `value` is a yyyy-mm-dd day, the same day in every time zone (a review's date, a delivery estimate). */
  calendarDay?: boolean;
}

/**
 * A date in the shop's one date style (useDates, with its Azerbaijani fallback): medium in tables and
 * detail views, `long` in sentences; `time` adds the time of day. A missing or unreadable value is a dash.
 */
export function DateText({ value, time = false, long = false, calendarDay = false }: DateTextProps) {
  const dates = useDates();
  if (!value || Number.isNaN(new Date(value).getTime())) return '—';
  const text = long ? dates.long(value, { calendarDay }) : time ? dates.withTime(value) : dates.medium(value);
  return <time dateTime={value}>{text}</time>;
}
