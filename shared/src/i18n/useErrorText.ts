import { useIntl } from 'react-intl';

/**
 * The text of a field error in the visitor's language. Validation schemas give message ids
 * ('common.validation.email'); a server's details may give text it already worded, shown as it is.
 */
export function useErrorText(): (error: string | undefined) => string | undefined {
  const intl = useIntl();
  return (error) => {
    if (!error) return undefined;
    return Object.hasOwn(intl.messages, error) ? intl.formatMessage({ id: error }) : error;
  };
}
