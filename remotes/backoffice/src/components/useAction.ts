import { isApiError, messageFromBody } from '@shop/shared';
import { App } from 'antd';
import { type MessageId, useT } from '../intl';

/**
 * Runs a console action and tells the staff member how it went: a success message in their language,
 * or the server's own (translated) refusal. Returns whether it worked, so a dialog can stay open on failure.
 */
export function useAction() {
  const { message } = App.useApp();
  const t = useT();
  return async function run(action: () => Promise<unknown>, successId: MessageId): Promise<boolean> {
    try {
      await action();
      void message.success(t(successId));
      return true;
    } catch (error) {
      void message.error(errorText(error) ?? t('common.error.generic'));
      return false;
    }
  };
}

export function errorText(error: unknown): string | undefined {
  return isApiError(error) && typeof error.status === 'number' ? messageFromBody(error.body) : undefined;
}
