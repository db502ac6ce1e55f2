import {
  api,
  ErrorNotice,
  isApiError,
  Link,
  Loading,
  Page,
  SHARE_IMAGE_SIZE,
  useParams,
  useSearchParams,
  useShop,
} from '@shop/shared';
import type { VisitRecorded } from '@shop/shared/contracts';
import { Message, useT } from '../intl';
import { NotFoundPage } from './StatusPages';

/**
 * Recording the visit: the server counts it and keeps the code in a first-party cookie (shop_ref) for
 * the referral window, so a purchase made later is credited to the ambassador. A query rather than a
 * mutation so the visit is posted once per code, also when React renders the page twice.
 */
export const referralLandingApi = api.injectEndpoints({
  endpoints: (build) => ({
    recordReferralVisit: build.query<VisitRecorded, { code: string; src?: string }>({
      query: ({ code, src }) => ({
        url: '/referrals/visits',
        method: 'POST',
        body: { referral_code: code, ...(src ? { src } : {}) },
      }),
    }),
  }),
});

/**
 * The landing of an ambassador's link: records the referral (with where it was shared, ?src=) and leads into the
 * shop. Its share preview (og:title, og:description) names the ambassador in the page's language, so the card a
 * friend sees in a chat says who recommends the shop, in words and in its picture.
 */
export function ReferralLandingPage() {
  const t = useT();
  const { localize, config, locale } = useShop();
  const { referralCode = '' } = useParams();
  const [search] = useSearchParams();
  const src = search.get('src') ?? undefined;
  const { data, error, isLoading } = referralLandingApi.useRecordReferralVisitQuery({
    code: referralCode,
    ...(src ? { src } : {}),
  });
  // An unknown code's error stays while RTK Query asks again (it retries a failed query for a new subscriber,
  // as hydrating the server's page is): no spinner pushing the error down and the button away meanwhile.
  const pending = isLoading && !error;
  // An unknown code is a page that does not exist, like an unknown story: the 404 page (the server answers it with
  // status 404 and does not keep it), the way into the shop still one click away.
  if (isApiError(error) && error.status === 404) {
    return (
      <NotFoundPage title={t('common.error.referralNotFound')} backTo="/create-story" backLabel="storefront.home.cta" />
    );
  }
  return (
    <Page
      title={
        data
          ? t('storefront.referral.invitedBy', { name: data.ambassador_name, siteName: config.siteName })
          : t('storefront.referral.title', { siteName: config.siteName })
      }
      {...(data
        ? {
            description: t('storefront.referral.shareDescription', {
              name: data.ambassador_name,
              siteName: config.siteName,
            }),
            // The share picture with "<name> invites you" in this language (the API draws it; root-relative,
            // the head makes it absolute with the shop's public address).
            image: `${config.apiPrefix}/referrals/visits/${encodeURIComponent(data.referral_code)}/share.png?locale=${locale}`,
            imageWidth: SHARE_IMAGE_SIZE.width,
            imageHeight: SHARE_IMAGE_SIZE.height,
            imageAlt: t('common.referral.shareImageTitle', { name: data.ambassador_name }),
          }
        : {})}
      noindex
    >
      {pending && <Loading />}
      {data && (
        <p className="sf-lead">
          <Message id="storefront.referral.text" values={{ code: <strong>{data.referral_code}</strong> }} />
        </p>
      )}
      {/* An unknown code: the server's 'This referral link is not valid', and the shop is still one click away. */}
      {error && <ErrorNotice error={error} />}
      {!pending && (
        <Link className="shop-button sf-button-large" to={localize('/create-story')}>
          <Message id="storefront.home.cta" />
        </Link>
      )}
    </Page>
  );
}
