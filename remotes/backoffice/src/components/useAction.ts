import { isApiError, messageFromBody } from '@shop/shared';
import { App } from 'antd';
import { useIntl } from 'react-intl';

/**
 * Runs a console action and tells the staff member how it went: a success message in their language,
 * or the server's own (translated) refusal. Returns whether it worked, so a dialog can stay open on failure.
 */
export function useAction() {
  const { message } = App.useApp();
  const intl = useIntl();
  return async function run(action: () => Promise<unknown>, successId: string): Promise<boolean> {
    try {
      await action();
      void message.success(intl.formatMessage({ id: successId }));
      return true;
    } catch (error) {
      void message.error(errorText(error) ?? intl.formatMessage({ id: 'common.error.generic' }));
      return false;
    }
  };
}

export function errorText(error: unknown): string | undefined {
  return isApiError(error) && typeof error.status === 'number' ? messageFromBody(error.body) : undefined;
}
