import {
  ErrorNotice,
  Loading,
  ratesOrFallback,
  resolveCountry,
  useCurrency,
  useGetCountryCodeQuery,
  useGetCurrencyRatesQuery,
  useGetPriceConfigsQuery,
  useShop,
} from '@shop/shared';
import type { BookFormat } from '../api';
import { Message } from '../intl';
import { PriceBlock } from './PriceBlock';

/** The story page's prices: the price configuration, the visitor's currency and country, and the rates. */
export function StoryPrices({ formats }: { formats: readonly BookFormat[] }) {
  const { config: runtime } = useShop();
  const currency = useCurrency();
  const { data: detected } = useGetCountryCodeQuery();
  // The rates query never fails: on failure it answers with the fallback rates (spec section 4).
  const { data: ratesResponse } = useGetCurrencyRatesQuery();
  const { data, error, isLoading, refetch } = useGetPriceConfigsQuery();
  const priceConfig = data?.price_configs[0];

  return (
    <section className="sf-story__prices" aria-labelledby="sf-prices-title">
      <h2 id="sf-prices-title">
        <Message id="storefront.prices.title" />
      </h2>
      {isLoading && <Loading />}
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      {!isLoading && !error && !priceConfig && <ErrorNotice />}
      {priceConfig && (
        <>
          <PriceBlock
            formats={formats}
            config={priceConfig}
            currency={currency}
            country={resolveCountry(runtime.region, detected)}
            region={runtime.region}
            rates={ratesOrFallback(ratesResponse)}
          />
          <p className="sf-story__price-note">
            <Message id="storefront.prices.note" />
          </p>
        </>
      )}
    </section>
  );
}
