import { DateText, ErrorNotice, Link, Page, useLocale } from '@shop/shared';
import { countryLabel } from '@shop/shared/validation/countries';
import { Button } from 'antd';
import { type AmbassadorListItem, listCsvUrl, useListAmbassadorsQuery } from '../api';
import { Money, StatusTag, useStatusLabel } from '../components/Cells';
import { FilterSelect, SearchBox } from '../components/ListToolbar';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { useListParams } from '../components/useListParams';
import { useT } from '../intl';

export const AMBASSADOR_STATUSES = ['submitted', 'under_review', 'active', 'rejected', 'suspended'] as const;

/** Applications and accounts; the overview links here with the review queue (submitted) filtered. */
export function AmbassadorsPage() {
  const t = useT();
  const locale = useLocale();
  const statusLabel = useStatusLabel();
  const list = useListParams();
  const { data, error, isFetching, refetch } = useListAmbassadorsQuery(list.args);
  return (
    <Page title={t('backoffice.ambassadors.title')} noindex>
      <div className="bo-toolbar">
        <SearchBox list={list} placeholderId="backoffice.ambassadors.searchHint" />
        <FilterSelect
          list={list}
          name="status"
          labelId="backoffice.ambassadors.anyStatus"
          values={AMBASSADOR_STATUSES}
          labelOf={(status) => statusLabel('ambassador', status)}
        />
        <Button href={listCsvUrl('ambassadors', list.args)} download>
          {t('backoffice.list.downloadCsv')}
        </Button>
      </div>
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      <ResponsiveTable<AmbassadorListItem>
        {...list.tableProps(data, isFetching)}
        aria-label={t('backoffice.ambassadors.title')}
        locale={{ emptyText: t('backoffice.ambassadors.empty') }}
        columns={[
          {
            title: t('backoffice.ambassadors.name'),
            dataIndex: 'name',
            className: 'bo-col-head',
            sorter: true,
            sortOrder: list.sortOrder('name'),
            render: (name: string, row) => <Link to={row.id}>{name}</Link>,
          },
          { title: t('backoffice.ambassadors.email'), dataIndex: 'email' },
          {
            title: t('backoffice.ambassadors.country'),
            dataIndex: 'country',
            // A code in the reader's language ('RU' is Rusya in Turkish); a country typed before the list as it was.
            render: (country: string) => countryLabel(country, locale),
          },
          {
            title: t('backoffice.ambassadors.status'),
            dataIndex: 'status',
            sorter: true,
            sortOrder: list.sortOrder('status'),
            render: (status: string) => <StatusTag kind="ambassador" status={status} />,
          },
          { title: t('backoffice.ambassadors.code'), dataIndex: 'referral_code' },
          { title: t('backoffice.ambassadors.referrals'), dataIndex: 'referrals_count', align: 'right' },
          {
            title: t('backoffice.ambassadors.earned'),
            dataIndex: 'earned',
            align: 'right',
            render: (amount: number) => <Money amount={amount} currency="USD" />,
          },
          {
            title: t('backoffice.ambassadors.applied'),
            dataIndex: 'created_at',
            sorter: true,
            sortOrder: list.sortOrder('created_at') ?? (list.args.sort ? null : 'descend'),
            render: (value: string) => <DateText value={value} />,
          },
        ]}
      />
    </Page>
  );
}
