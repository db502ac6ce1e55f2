import { Page, useParams } from '@shop/shared';
import { useIntl } from 'react-intl';

export function StoryPage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  return <Page title={intl.formatMessage({ id: 'storefront.story.title' }, { slug })} type="book" />;
}
