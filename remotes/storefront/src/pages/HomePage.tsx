import { Link, Page, useShop } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { CategoryList } from './CategoryList';

export function HomePage() {
  const intl = useIntl();
  const { localize } = useShop();
  return (
    <Page
      title={intl.formatMessage({ id: 'storefront.home.title' })}
      description={intl.formatMessage({ id: 'storefront.home.description' })}
      className="home"
    >
      <p className="lead">
        <FormattedMessage id="storefront.home.lead" />
      </p>
      <Link className="shop-button" to={localize('/create-story')}>
        <FormattedMessage id="storefront.home.cta" />
      </Link>
      <h2>
        <FormattedMessage id="storefront.categories.title" />
      </h2>
      <CategoryList />
    </Page>
  );
}
