import { Page, useParams } from '@shop/shared';
import { useIntl } from 'react-intl';

export function ContentPage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  return <Page title={intl.formatMessage({ id: 'storefront.page.title' }, { slug })} />;
}
