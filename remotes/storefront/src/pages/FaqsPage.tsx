import { ErrorNotice, Link, Loading, Page, useShop } from '@shop/shared';
import { useGetFaqsQuery } from '../api';
import { Message, useT } from '../intl';
import './faqs.css';

export function FaqsPage() {
  const t = useT();
  const { localize } = useShop();
  const { data, error, isLoading, isFetching, refetch } = useGetFaqsQuery();
  const faqs = data?.faqs ?? [];
  return (
    <Page
      title={t('storefront.faqs.title')}
      description={t('storefront.faqs.description')}
      className="sf-faqs"
      structuredData={faqs.length > 0 ? [faqPage(faqs)] : []}
    >
      <p className="sf-lead">
        <Message id="storefront.faqs.description" />
      </p>
      {(isLoading || (error && isFetching)) && <Loading />}
      {error && !isFetching && <ErrorNotice error={error} onRetry={refetch} />}
      {data && faqs.length === 0 && (
        <p className="sf-empty">
          <Message id="storefront.faqs.empty" />
        </p>
      )}
      {faqs.length > 0 && (
        // <details>/<summary> open and close with Enter and Space and say whether they are expanded.
        <div className="sf-faq-list">
          {faqs.map((faq) => (
            <details key={faq.id} className="sf-faq">
              <summary className="sf-faq__question">
                <span>{faq.question}</span>
              </summary>
              <div className="sf-faq__answer">
                {faq.answer.split(/\n{2,}/).map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      )}
      <aside className="sf-faqs__more" aria-labelledby="sf-faqs-more">
        <p id="sf-faqs-more">
          <Message id="storefront.faqs.more" />
        </p>
        <Link className="shop-button" to={localize('/contact')}>
          <Message id="storefront.faqs.contact" />
        </Link>
      </aside>
    </Page>
  );
}

/** The questions as search engines read them (schema.org FAQPage). */
function faqPage(faqs: readonly { question: string; answer: string }[]): Record<string, unknown> {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
