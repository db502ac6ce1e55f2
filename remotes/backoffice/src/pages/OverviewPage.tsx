import { ErrorNotice, Loading, Page } from '@shop/shared';
import { Card, Tag } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetHealthQuery } from '../api';

export function OverviewPage() {
  const intl = useIntl();
  const { data, error, isLoading, refetch } = useGetHealthQuery();
  return (
    <Page title={intl.formatMessage({ id: 'backoffice.title' })} noindex>
      <Card title={intl.formatMessage({ id: 'backoffice.health.title' })} style={{ maxWidth: 480 }}>
        {isLoading && <Loading />}
        {error && <ErrorNotice error={error} onRetry={refetch} />}
        {data && (
          <p>
            <FormattedMessage id="backoffice.health.database" />{' '}
            <Tag color={data.database === 'ok' ? 'green' : 'red'}>{data.database}</Tag>
          </p>
        )}
      </Card>
    </Page>
  );
}
