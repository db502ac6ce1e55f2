import { ErrorNotice, Page, useSearchParams } from '@shop/shared';
import type { ReactNode } from 'react';
import { useUnsubscribeMutation } from '../api';
import { Message, useT } from '../intl';

/**
 * /unsubscribe?email=…&token=…: the page the link in every e-mail to a subscriber opens. It asks before it
 * acts, because mail scanners open links; the button deletes the address (POST /unsubscribe, the same call
 * as the e-mail's one-click List-Unsubscribe).
 */
export function UnsubscribePage() {
  const t = useT();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [unsubscribe, { isLoading, isSuccess, error }] = useUnsubscribeMutation();
  const submit = () => void unsubscribe({ email, token });

  let content: ReactNode;
  if (!email || !token) {
    content = (
      <p className="sf-lead">
        <Message id="storefront.unsubscribe.invalid" />
      </p>
    );
  } else if (isSuccess) {
    content = (
      <p className="sf-lead" role="status">
        <Message id="storefront.unsubscribe.done" values={{ email }} />
      </p>
    );
  } else {
    content = (
      <>
        <p className="sf-lead">
          <Message id="storefront.unsubscribe.question" values={{ email }} />
        </p>
        {error ? (
          <ErrorNotice error={error} onRetry={submit} />
        ) : (
          <button type="button" className="shop-button" disabled={isLoading} onClick={submit}>
            <Message id="storefront.unsubscribe.confirm" />
          </button>
        )}
      </>
    );
  }
  return (
    <Page title={t('storefront.unsubscribe.title')} noindex>
      {content}
    </Page>
  );
}
