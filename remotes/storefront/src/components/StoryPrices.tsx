import {
  ErrorNotice,
  Loading,
  resolveCountry,
  useCurrency,
  useGetCountryCodeQuery,
  useGetPricesQuery,
  useShop,
} from '@shop/shared';
import type { BookFormat } from '../api';
import { Message } from '../intl';
import { PriceBlock } from './PriceBlock';

/**
 * The story page's prices: every version priced by the server in the visitor's currency (the switcher's choice,
 * else their country's) and shipped to their country, exactly as the checkout will price the order.
 */
/**
 * Every version's price for the visitor (the page's currency, shipped to their country); undefined while the chosen
 * currency's are on their way. One query, shared by the price block and the page's structured data.
 */
export function useStoryPrices() {
  const { config: runtime } = useShop();
  const currency = useCurrency();
  const { data: detected, isLoading: locating } = useGetCountryCodeQuery();
  const country = resolveCountry(runtime.region, detected);
  const { data, error, isFetching, refetch } = useGetPricesQuery({ currency, country }, { skip: locating });
  // The previous currency's prices are not shown while the chosen one's are on their way.
  const prices = data?.currency === currency ? data : undefined;
  return { prices, error, isFetching, refetch };
}

export function StoryPrices({ formats }: { formats: readonly BookFormat[] }) {
  const { config: runtime, locale } = useShop();
  const { prices, error, isFetching, refetch } = useStoryPrices();

  return (
    <section className="sf-story__prices" aria-labelledby="sf-prices-title" aria-busy={isFetching}>
      <h2 id="sf-prices-title">
        <Message id="storefront.prices.title" />
      </h2>
      {!prices && !error && <Loading />}
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      {prices && !error && (
        <>
          <PriceBlock formats={formats} prices={prices} locale={locale} region={runtime.region} />
          <p className="sf-story__price-note">
            <Message id="storefront.prices.note" />
          </p>
        </>
      )}
    </section>
  );
}
