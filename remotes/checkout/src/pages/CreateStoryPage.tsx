import { type Currency, CURRENCIES, ErrorNotice, formatPrice, Loading, Page, useShop } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetPriceConfigsQuery } from '../api';

const VERSIONS = ['pdf', 'softcover', 'hardcover'] as const;

function asCurrency(code: string): Currency {
  return (CURRENCIES as readonly string[]).includes(code) ? (code as Currency) : 'USD';
}

export function CreateStoryPage() {
  const intl = useIntl();
  const { config } = useShop();
  const { data, error, isLoading, refetch } = useGetPriceConfigsQuery();
  const priceConfig = data?.price_configs[0];
  return (
    <Page
      title={intl.formatMessage({ id: 'checkout.create.title' })}
      description={intl.formatMessage({ id: 'checkout.create.description' })}
    >
      <p>
        <FormattedMessage id="checkout.create.description" />
      </p>
      <h2>
        <FormattedMessage id="checkout.versions.title" />
      </h2>
      {isLoading && <Loading />}
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      {priceConfig && (
        <ul className="version-list">
          {VERSIONS.map((version) => (
            <li key={version}>
              <FormattedMessage id={`checkout.version.${version}`} />:{' '}
              {formatPrice(priceConfig.base_price + priceConfig[`${version}_price`], asCurrency(priceConfig.currency), {
                region: config.region,
              })}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
