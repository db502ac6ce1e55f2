import { DateText, isApiError, Page, useParams } from '@shop/shared';
import { useGetPageQuery } from '../api';
import { Message, useT } from '../intl';
import { FailedPage, LoadingPage, NotFoundPage } from './StatusPages';
import './content-page.css';

/** /page/:slug — a content page (about, terms, privacy …) with its sections. */
export function ContentPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const { currentData: page, error, isFetching, refetch } = useGetPageQuery(slug);
  const loadingTitle = t('storefront.page.loadingTitle');

  if (!page) {
    // Before isFetching: RTK Query asks again for a query that failed when a page subscribes to it, as the page
    // does once it has hydrated the server's 404; "not found" stays on screen meanwhile instead of a loading flash.
    if (isApiError(error) && error.status === 404) {
      return (
        <NotFoundPage
          title={t('common.error.pageNotFound')}
          text={t('common.error.pageNotFoundDescription')}
          backTo="/"
          backLabel="common.action.backToHome"
        />
      );
    }
    if (isFetching) return <LoadingPage title={loadingTitle} />;
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
          <Message id="storefront.page.updated" values={{ date: <DateText value={page.updated_at} long /> }} />
        </p>
      )}
    </Page>
  );
}
