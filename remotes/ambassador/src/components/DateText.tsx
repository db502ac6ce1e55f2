import { useLocale } from '@shop/shared';
import { useIntl } from 'react-intl';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date in the dashboard's tables. Chrome ships no Azerbaijani date data and would print '2026 M11 22',
 * so az gets its usual numeric form (22.11.2026) by hand; the other languages use Intl's medium style.
 */
export function DateText({ value }: { value: string | null }) {
  const intl = useIntl();
  const locale = useLocale();
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const text =
    locale === 'az'
      ? `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`
      : intl.formatDate(date, { dateStyle: 'medium' });
  return <time dateTime={value}>{text}</time>;
}
