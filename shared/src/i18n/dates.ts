import { useLocale } from '../context/ShopContext';
import { formatDate } from './formats';

/**
 * Dates as every remote writes them, through i18n/formats.ts (CLDR; its own Azerbaijani table, because
 * Chrome ships no Azerbaijani date data and would print '2026 M12 1').
 */
export interface DateFormats {
  /** A day in words: 'December 1, 2026'. `calendarDay` for a yyyy-mm-dd that is the same day everywhere. */
  long: (value: string, options?: { calendarDay?: boolean }) => string;
  /** A day, shorter: 'Dec 1, 2026'. */
  medium: (value: string) => string;
  /** A day and the time of day, for the full history. */
  withTime: (value: string) => string;
}

export function useDates(): DateFormats {
  const locale = useLocale();
  return {
    long: (value, options = {}) =>
      options.calendarDay ? formatDate(`${value}T00:00:00Z`, locale, 'long', 'UTC') : formatDate(value, locale, 'long'),
    medium: (value) => formatDate(value, locale, 'medium'),
    withTime: (value) => formatDate(value, locale, 'mediumWithTime'),
  };
}
