import { DateText, isApiError, Page, useParams } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetPageQuery } from '../api';
import { FailedPage, LoadingPage, NotFoundPage } from './StatusPages';
import './content-page.css';

/** /page/:slug — a content page (about, terms, privacy …) with its sections. */
export function ContentPage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const { currentData: page, error, isFetching, refetch } = useGetPageQuery(slug);
  const loadingTitle = intl.formatMessage({ id: 'storefront.page.loadingTitle' });

  if (!page) {
    if (isFetching) return <LoadingPage title={loadingTitle} />;
    if (isApiError(error) && error.status === 404) {
      return (
        <NotFoundPage
          title={intl.formatMessage({ id: 'common.error.pageNotFound' })}
          text={intl.formatMessage({ id: 'common.error.pageNotFoundDescription' })}
          backTo="/"
          backLabel="common.action.backToHome"
        />
      );
    }
    return <FailedPage title={loadingTitle} error={error} onRetry={refetch} />;
  }

  return (
    <Page title={page.title} description={page.description} className="sf-content">
      {page.description && <p className="sf-lead">{page.description}</p>}
      <div className="sf-content__body">
        {page.sections.map((section) => (
          <section key={section.heading} aria-label={section.heading ? undefined : page.title}>
            {section.heading && <h2>{section.heading}</h2>}
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
      {page.updated_at && (
        <p className="sf-content__updated">
          <FormattedMessage id="storefront.page.updated" values={{ date: <DateText value={page.updated_at} long /> }} />
        </p>
      )}
    </Page>
  );
}
