import { Link, Page, useShop } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';

const OFFERS = ['commission', 'link', 'dashboard', 'recruit'] as const;
const STEPS = ['apply', 'review', 'share', 'earn'] as const;

/** The programme's landing: what it offers, how it works, how payouts work. Plain HTML, no antd. */
export function BecomeAmbassadorPage() {
  const intl = useIntl();
  const { localize } = useShop();
  return (
    <Page
      title={intl.formatMessage({ id: 'ambassador.landing.title' })}
      description={intl.formatMessage({ id: 'ambassador.landing.description' })}
      className="ap-landing"
    >
      <p className="ap-lead">
        <FormattedMessage id="ambassador.landing.description" />
      </p>
      <p>
        <Link className="shop-button" to={localize('/auth/sign-up')}>
          <FormattedMessage id="ambassador.landing.cta" />
        </Link>
      </p>
      <section aria-labelledby="ap-offer">
        <h2 id="ap-offer">
          <FormattedMessage id="ambassador.landing.offerTitle" />
        </h2>
        <ul className="ap-offers">
          {OFFERS.map((offer) => (
            <li key={offer}>
              <FormattedMessage id={`ambassador.landing.offer.${offer}`} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="ap-how">
        <h2 id="ap-how">
          <FormattedMessage id="ambassador.landing.howTitle" />
        </h2>
        <ol className="ap-steps">
          {STEPS.map((step) => (
            <li key={step}>
              <FormattedMessage id={`ambassador.landing.how.${step}`} />
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="ap-payouts">
        <h2 id="ap-payouts">
          <FormattedMessage id="ambassador.landing.payoutsTitle" />
        </h2>
        <p>
          <FormattedMessage id="ambassador.landing.payoutsText" />
        </p>
      </section>
      <p className="ap-muted">
        <FormattedMessage id="ambassador.landing.haveAccount" />{' '}
        <Link to={localize('/auth/sign-in')}>
          <FormattedMessage id="ambassador.signIn.submit" />
        </Link>
      </p>
    </Page>
  );
}
