import { DateText, ErrorNotice, LANGUAGE_MESSAGE, Link, ORDER_STATUSES, Page, useLocale } from '@shop/shared';
import { BOOK_VERSIONS, type BookVersion, STORY_LANGUAGES } from '@shop/shared/validation';
import { countryOptions } from '@shop/shared/validation/countries';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import {
  listCsvUrl,
  type OrderListItem,
  useContentRows,
  useGetAmbassadorQuery,
  useListAmbassadorsQuery,
  useListOrdersQuery,
} from '../api';
import { Money, StatusTag, useStatusLabel } from '../components/Cells';
import { DayFilter, FilterSelect, SearchBox } from '../components/ListToolbar';
import { VERSION_NAME } from '../components/labels';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { useListParams } from '../components/useListParams';
import { useT } from '../intl';

/**
 * Every order, newest first: search by number, e-mail or name; filter by status, day, referring ambassador,
 * referral code, book, version, delivery country and story language (the report's groups link here), and
 * download what the filters hold as CSV.
 */
export function OrdersPage() {
  const t = useT();
  const statusLabel = useStatusLabel();
  const list = useListParams();
  const { data, error, isFetching, refetch } = useListOrdersQuery(list.args);
  return (
    <Page title={t('backoffice.orders.title')} noindex>
      <div className="bo-toolbar">
        <SearchBox list={list} placeholderId="backoffice.orders.searchHint" />
        <FilterSelect
          list={list}
          name="status"
          labelId="backoffice.orders.anyStatus"
          values={ORDER_STATUSES}
          labelOf={(status) => statusLabel('order', status)}
        />
        <DayFilter list={list} name="from" labelId="backoffice.list.from" />
        <DayFilter list={list} name="to" labelId="backoffice.list.to" />
        <BookFilter list={list} />
        <FilterSelect
          list={list}
          name="version"
          labelId="backoffice.orders.anyVersion"
          values={BOOK_VERSIONS}
          labelOf={(version) => t(VERSION_NAME[version as BookVersion])}
        />
        <FilterSelect
          list={list}
          name="language"
          labelId="backoffice.orders.anyLanguage"
          values={STORY_LANGUAGES}
          labelOf={(language) => t(LANGUAGE_MESSAGE[language as (typeof STORY_LANGUAGES)[number]])}
        />
        <CountryFilter list={list} />
        <AmbassadorFilter list={list} />
        <Input.Search
          aria-label={t('backoffice.orders.referralCode')}
          placeholder={t('backoffice.orders.referralCode')}
          defaultValue={list.args.referral_code ?? ''}
          allowClear
          onSearch={(value) => list.set({ referral_code: value.trim() })}
          style={{ width: 220 }}
        />
        <Button href={listCsvUrl('orders', list.args)} download>
          {t('backoffice.list.downloadCsv')}
        </Button>
      </div>
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      <ResponsiveTable<OrderListItem>
        {...list.tableProps(data, isFetching)}
        aria-label={t('backoffice.orders.title')}
        locale={{ emptyText: t('backoffice.orders.empty') }}
        columns={[
          {
            title: t('backoffice.orders.number'),
            dataIndex: 'order_number',
            className: 'bo-col-head',
            render: (number: string, row) => <Link to={row.id}>{number}</Link>,
          },
          {
            title: t('backoffice.orders.status'),
            dataIndex: 'status',
            sorter: true,
            sortOrder: list.sortOrder('status'),
            render: (status: string) => <StatusTag kind="order" status={status} />,
          },
          {
            title: t('backoffice.orders.customer'),
            key: 'customer',
            render: (_, row) => (
              <>
                {row.full_name ?? '—'}
                <br />
                <small>{row.email ?? '—'}</small>
              </>
            ),
          },
          { title: t('backoffice.orders.book'), dataIndex: 'book_name' },
          {
            title: t('backoffice.orders.version'),
            dataIndex: 'version',
            render: (version: BookVersion | null) => (version ? t(VERSION_NAME[version]) : '—'),
          },
          {
            title: t('backoffice.orders.total'),
            dataIndex: 'total',
            align: 'right',
            sorter: true,
            sortOrder: list.sortOrder('total'),
            render: (total: number | null, row) => <Money amount={total} currency={row.currency} />,
          },
          {
            title: t('backoffice.orders.created'),
            dataIndex: 'created_at',
            sorter: true,
            sortOrder: list.sortOrder('created_at') ?? (list.args.sort ? null : 'descend'),
            render: (value: string) => <DateText value={value} time />,
          },
        ]}
      />
    </Page>
  );
}

type ListParams = ReturnType<typeof useListParams>;

/** The catalogue's books in the reader's language, and custom stories, which have no catalogue entry. */
function BookFilter({ list }: { list: ListParams }) {
  const t = useT();
  const locale = useLocale();
  const { data } = useContentRows('books', { per_page: '100' });
  const collator = new Intl.Collator(locale);
  const books = (data?.items ?? [])
    .map((book) => ({ value: book.slug, label: book.name[locale] ?? book.name.en }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return (
    <Select
      aria-label={t('backoffice.orders.anyBook')}
      showSearch={{ optionFilterProp: 'label' }}
      value={list.args.book ?? ''}
      onChange={(value: string) => list.set({ book: value })}
      style={{ width: 240 }}
      options={[
        { value: '', label: t('backoffice.orders.anyBook') },
        { value: 'custom', label: t('backoffice.orders.customStory') },
        ...books,
      ]}
    />
  );
}

/** Where the book goes, typed or picked in the reader's language. */
function CountryFilter({ list }: { list: ListParams }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Select
      aria-label={t('backoffice.orders.anyCountry')}
      showSearch={{ optionFilterProp: 'search' }}
      value={list.args.country ?? ''}
      onChange={(value: string) => list.set({ country: value })}
      style={{ width: 220 }}
      options={[{ value: '', label: t('backoffice.orders.anyCountry'), search: '' }, ...countryOptions(locale)]}
    />
  );
}

/** The referring ambassador, found by name, e-mail or code as the team types (the ambassadors list's search). */
function AmbassadorFilter({ list }: { list: ListParams }) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const { data } = useListAmbassadorsQuery({ q: typed, per_page: '20', sort: 'name', order: 'asc' });
  const chosen = list.args.ambassador;
  // A link from the report names an ambassador the first page of matches may not hold.
  const { data: detail } = useGetAmbassadorQuery(chosen ?? '', { skip: !chosen });
  const found = (data?.items ?? []).map((item) => ({ value: item.id, label: `${item.name} (${item.referral_code})` }));
  const current =
    chosen && detail && !found.some((option) => option.value === chosen)
      ? [{ value: chosen, label: `${detail.ambassador.name} (${detail.ambassador.referral_code})` }]
      : [];
  return (
    <Select
      aria-label={t('backoffice.orders.anyAmbassador')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={chosen ?? ''}
      onChange={(value: string) => list.set({ ambassador: value })}
      style={{ width: 260 }}
      options={[{ value: '', label: t('backoffice.orders.anyAmbassador') }, ...current, ...found]}
    />
  );
}
