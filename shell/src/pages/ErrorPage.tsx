import { Link, useHead, useShop } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';

export interface ErrorPageProps {
  status?: number;
  /** Short status message; defaults by status. */
  title?: string;
  description?: string;
}

/** The generic error page: status code, status message and description; default 500. */
export function ErrorPage({ status = 500, title, description }: ErrorPageProps) {
  const intl = useIntl();
  const { localize } = useShop();
  const notFound = status === 404;
  const heading =
    title ?? intl.formatMessage({ id: notFound ? 'common.error.pageNotFound' : 'common.error.serverError' });
  const text =
    description ??
    intl.formatMessage({
      id: notFound ? 'common.error.pageNotFoundDescription' : 'common.error.serverErrorDescription',
    });
  useHead({ title: heading, description: text, noindex: true, status });
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{heading}</h1>
      <p>{text}</p>
      <Link className="shop-button" to={localize('/')}>
        <FormattedMessage id="common.action.backToHome" />
      </Link>
    </section>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
