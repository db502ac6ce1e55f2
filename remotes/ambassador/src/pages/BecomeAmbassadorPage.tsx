import { COMMISSION_RATE_BPS, Link, Page, useShop } from '@shop/shared';
import { AccountPrompt } from '../components/AccountPrompt';
import { Message, useT } from '../intl';

/** The share the messages write as a percentage, in each language's way ('10%', '10 %', '%10'). */
const COMMISSION = COMMISSION_RATE_BPS / 10_000;

const OFFERS = [
  'ambassador.landing.offer.commission',
  'ambassador.landing.offer.link',
  'ambassador.landing.offer.dashboard',
  'ambassador.landing.offer.recruit',
] as const;
const STEPS = [
  'ambassador.landing.how.apply',
  'ambassador.landing.how.review',
  'ambassador.landing.how.share',
  'ambassador.landing.how.earn',
] as const;

/** The programme's landing: what it offers, how it works, how payouts work. Plain HTML, no antd. */
export function BecomeAmbassadorPage() {
  const t = useT();
  const { localize } = useShop();
  return (
    <Page
      title={t('ambassador.landing.title')}
      description={t('ambassador.landing.description', { commission: COMMISSION })}
      className="ap-landing"
    >
      <p className="ap-lead">
        <Message id="ambassador.landing.description" values={{ commission: COMMISSION }} />
      </p>
      <p>
        <Link className="shop-button" to={localize('/auth/sign-up')}>
          <Message id="ambassador.landing.cta" />
        </Link>
      </p>
      <section aria-labelledby="ap-offer">
        <h2 id="ap-offer">
          <Message id="ambassador.landing.offerTitle" />
        </h2>
        <ul className="ap-offers">
          {OFFERS.map((offer) => (
            <li key={offer}>
              <Message id={offer} values={{ commission: COMMISSION }} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="ap-how">
        <h2 id="ap-how">
          <Message id="ambassador.landing.howTitle" />
        </h2>
        <ol className="ap-steps">
          {STEPS.map((step) => (
            <li key={step}>
              <Message id={step} values={{ commission: COMMISSION }} />
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="ap-payouts">
        <h2 id="ap-payouts">
          <Message id="ambassador.landing.payoutsTitle" />
        </h2>
        <p>
          <Message id="ambassador.landing.payoutsText" />
        </p>
      </section>
      <AccountPrompt to="sign-in" />
    </Page>
  );
}
