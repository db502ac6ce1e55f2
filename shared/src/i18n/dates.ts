import { useIntl } from 'react-intl';
import { useLocale } from '../context/ShopContext';

/**
 * Dates as every remote writes them. Chrome ships no Azerbaijani date data and would print
 * '2026 M12 1', so az gets CLDR's own long form ('1 dekabr 2026') by hand; the other languages use Intl.
 */
const AZ_MONTHS = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avqust',
  'sentyabr',
  'oktyabr',
  'noyabr',
  'dekabr',
];

const pad = (value: number) => String(value).padStart(2, '0');

export interface DateFormats {
  /** A day in words: 'December 1, 2026'. `calendarDay` for a yyyy-mm-dd that is the same day everywhere. */
  long: (value: string, options?: { calendarDay?: boolean }) => string;
  /** A day, shorter: 'Dec 1, 2026'. */
  medium: (value: string) => string;
  /** A day and the time of day, for the full history. */
  withTime: (value: string) => string;
}

export function useDates(): DateFormats {
  const intl = useIntl();
  const locale = useLocale();
  if (locale === 'az') {
    const parts = (value: string, utc = false) => {
      const date = new Date(value);
      return utc
        ? { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() }
        : { day: date.getDate(), month: date.getMonth(), year: date.getFullYear() };
    };
    const long = (value: string, options: { calendarDay?: boolean } = {}) => {
      const { day, month, year } = parts(options.calendarDay ? `${value}T00:00:00Z` : value, options.calendarDay);
      return `${day} ${AZ_MONTHS[month]} ${year}`;
    };
    return {
      long,
      medium: (value) => long(value),
      withTime: (value) => {
        const date = new Date(value);
        return `${long(value)}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
      },
    };
  }
  return {
    long: (value, options = {}) =>
      options.calendarDay
        ? intl.formatDate(new Date(`${value}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })
        : intl.formatDate(value, { dateStyle: 'long' }),
    medium: (value) => intl.formatDate(value, { dateStyle: 'medium' }),
    withTime: (value) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
