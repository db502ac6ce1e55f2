import { useIntl } from 'react-intl';

/**
 * A calendar day as '2 October 2026' in the visitor's language, read in UTC (the API sends days, and
 * midnight UTC is the day before in the Americas). The words come from the catalogue rather than Intl,
 * because Chrome ships no Azerbaijani month names and would print '2026 M10 2'.
 */
export function LongDate({ value }: { value: string }) {
  const intl = useIntl();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={value}>
      {intl.formatMessage(
        { id: 'storefront.date.long' },
        // Strings, so the year is not grouped like a number (2,026).
        {
          day: String(date.getUTCDate()),
          month: `m${date.getUTCMonth() + 1}`,
          year: String(date.getUTCFullYear()),
        },
      )}
    </time>
  );
}
