import { Page } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { CategoryList } from './CategoryList';

export function ExplorePage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({ id: 'storefront.explore.title' })}
      description={intl.formatMessage({ id: 'storefront.explore.description' })}
    >
      <p>
        <FormattedMessage id="storefront.explore.description" />
      </p>
      <CategoryList />
    </Page>
  );
}
