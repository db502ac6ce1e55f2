import { apiUrl, DateText, ErrorNotice, Page, useLocale } from '@shop/shared';
import {
  BOOK_VERSIONS,
  bookContentSchema,
  categoryContentSchema,
  faqContentSchema,
  pageContentSchema,
  priceConfigContentSchema,
  reviewContentSchema,
} from '@shop/shared/validation';
import {
  App,
  Button,
  Checkbox,
  Form,
  Grid,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  type TableColumnsType,
  Tabs,
  Upload,
} from 'antd';
import { type ReactNode, useState } from 'react';
import {
  type ContentKind,
  type ContentRow,
  contentKey,
  useContentRows,
  useDeleteContentMutation,
  useGetMeQuery,
  useListContentQuery,
  useSaveContentMutation,
} from '../api';
import { Money } from '../components/Cells';
import { FormDialog } from '../components/FormDialog';
import { SearchBox } from '../components/ListToolbar';
import { type Localized, LocalizedFields } from '../components/LocalizedFields';
import { VERSION_NAME } from '../components/labels';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { errorText, useAction } from '../components/useAction';
import { useListParams } from '../components/useListParams';
import { type MessageId, useT } from '../intl';
import type { BackofficeMessageId } from '../messages';

const KINDS: readonly ContentKind[] = ['books', 'categories', 'faqs', 'reviews', 'pages', 'price_configs'];

const KIND_NAME = {
  books: 'backoffice.content.books',
  categories: 'backoffice.content.categories',
  faqs: 'backoffice.content.faqs',
  reviews: 'backoffice.content.reviews',
  pages: 'backoffice.content.pages',
  price_configs: 'backoffice.content.price_configs',
} as const satisfies Record<ContentKind, BackofficeMessageId>;

/** A price configuration's amounts, in the order the form and the table show them. */
const PRICE_FIELDS = [
  { key: 'base_price', label: 'backoffice.content.base_price' },
  { key: 'pdf_price', label: 'backoffice.content.pdf_price' },
  { key: 'softcover_price', label: 'backoffice.content.softcover_price' },
  { key: 'hardcover_price', label: 'backoffice.content.hardcover_price' },
  { key: 'shipping', label: 'backoffice.content.shipping' },
] as const;
/** A text of the shop's in the console's language (every one is saved in all four), English if one is missing. */
const inLocale = (locale: string) => (value: unknown) => {
  const texts = value as (Localized & Partial<Record<string, string>>) | undefined;
  return texts?.[locale] || texts?.en || '—';
};

interface KindSetup {
  /** What the table shows besides the actions. */
  columns: TableColumnsType<ContentRow>;
  /** The form's fields; `editing` is false when a new row is being created. */
  fields: (editing: boolean) => ReactNode;
  schema: Parameters<typeof FormDialog>[0]['schema'];
  creatable: boolean;
  deletable: boolean;
  searchable?: boolean;
  /** The row as the form holds it, where that differs from the API's shape. */
  toForm?: (row: ContentRow) => Record<string, unknown>;
  toInput?: (values: Record<string, unknown>) => unknown;
}

/** Shipping by country is a map in the API and a list of rows in the form. */
type CountryRow = { country?: string; amount?: number };

/** The shop's content in four languages: books, categories, FAQs, reviews, pages and prices. */
export function ContentPage() {
  const t = useT();
  const list = useListParams();
  const kind = (KINDS as readonly string[]).includes(list.args.tab ?? '') ? (list.args.tab as ContentKind) : 'books';
  const choose = (tab: string) => list.set({ tab, q: undefined, sort: undefined, order: undefined });
  // On a phone the six kinds do not fit one row of tabs, and antd's overflow button inside the tab list is
  // no tab (screen readers meet a broken tab list): a labelled select instead.
  const phone = Grid.useBreakpoint().md === false;
  return (
    <Page title={t('backoffice.content.title')} noindex>
      {phone ? (
        <Select
          aria-label={t('backoffice.content.title')}
          value={kind}
          onChange={choose}
          options={KINDS.map((key) => ({ value: key, label: t(KIND_NAME[key]) }))}
          style={{ width: '100%', marginBottom: 16 }}
        />
      ) : (
        <Tabs activeKey={kind} onChange={choose} items={KINDS.map((key) => ({ key, label: t(KIND_NAME[key]) }))} />
      )}
      <ContentTable key={kind} kind={kind} />
    </Page>
  );
}

function useSetups(): Record<ContentKind, KindSetup> {
  const t = useT();
  const categories = useContentRows('categories', { per_page: '100', order: 'asc' }).data;
  const locale = useLocale();
  const localized = inLocale(locale);
  // A book's category by its name, as the shop shows it; a slug no category has any more as it is.
  const categoryName = (slug: string) => {
    const category = categories?.items.find((row) => row.slug === slug);
    return category ? localized(category.name) : slug;
  };
  const number = (name: string | (string | number)[], labelId: MessageId, min: number, max: number) => (
    <Form.Item name={name} label={t(labelId)}>
      <InputNumber min={min} max={max} precision={0} style={{ width: 200 }} />
    </Form.Item>
  );
  return {
    books: {
      creatable: false,
      deletable: false,
      searchable: true,
      schema: bookContentSchema,
      columns: [
        {
          title: t('backoffice.content.cover'),
          dataIndex: 'cover_url',
          render: (url: string, row) => (
            <img className="bo-cover" src={url} alt={localized('cover_alt' in row ? row.cover_alt : undefined)} />
          ),
        },
        { title: t('backoffice.content.slug'), dataIndex: 'slug', sorter: true },
        { title: t('backoffice.content.name'), dataIndex: 'name', render: localized },
        { title: t('backoffice.content.category'), dataIndex: 'category_slug', render: categoryName },
        { title: t('backoffice.content.popularity'), dataIndex: 'popularity', sorter: true, align: 'right' },
      ],
      fields: () => (
        <>
          <Form.Item name="category_slug" label={t('backoffice.content.category')}>
            <Select
              options={(categories?.items ?? []).map((category) => ({
                value: category.slug,
                label: localized(category.name),
              }))}
            />
          </Form.Item>
          <LocalizedFields name="name" labelId="backoffice.content.name" maxLength={120} />
          <LocalizedFields name="summary" labelId="backoffice.content.summary" maxLength={500} multiline />
          <LocalizedFields name="description" labelId="backoffice.content.description" maxLength={5000} multiline />
          <LocalizedFields name="cover_alt" labelId="backoffice.content.coverAlt" maxLength={300} />
          <Space size="large" wrap>
            {number('popularity', 'backoffice.content.popularity', 0, 1_000_000)}
            {number('age_min', 'backoffice.content.ageMin', 0, 16)}
            {number('age_max', 'backoffice.content.ageMax', 0, 16)}
          </Space>
          <Form.Item name="formats" label={t('backoffice.content.formats')}>
            <Checkbox.Group options={BOOK_VERSIONS.map((value) => ({ value, label: t(VERSION_NAME[value]) }))} />
          </Form.Item>
        </>
      ),
    },
    categories: {
      creatable: true,
      deletable: true,
      schema: categoryContentSchema,
      columns: [
        { title: t('backoffice.content.position'), dataIndex: 'position', sorter: true },
        { title: t('backoffice.content.slug'), dataIndex: 'slug', sorter: true },
        { title: t('backoffice.content.name'), dataIndex: 'name', render: localized },
      ],
      fields: (editing) => (
        <>
          <Form.Item name="slug" label={t('backoffice.content.slug')} extra={t('backoffice.content.slugHint')}>
            <Input disabled={editing} maxLength={80} />
          </Form.Item>
          {number('position', 'backoffice.content.position', 0, 10_000)}
          <LocalizedFields name="name" labelId="backoffice.content.name" maxLength={100} />
        </>
      ),
    },
    faqs: {
      creatable: true,
      deletable: true,
      schema: faqContentSchema,
      columns: [
        { title: t('backoffice.content.position'), dataIndex: 'position', sorter: true },
        { title: t('backoffice.content.question'), dataIndex: 'question', render: localized },
      ],
      fields: () => (
        <>
          {number('position', 'backoffice.content.position', 0, 10_000)}
          <LocalizedFields name="question" labelId="backoffice.content.question" maxLength={300} />
          <LocalizedFields name="answer" labelId="backoffice.content.answer" maxLength={3000} multiline />
        </>
      ),
    },
    reviews: {
      creatable: true,
      deletable: true,
      searchable: true,
      schema: reviewContentSchema,
      columns: [
        {
          title: t('backoffice.content.date'),
          dataIndex: 'date',
          sorter: true,
          render: (value: string) => <DateText value={value} />,
        },
        { title: t('backoffice.content.reviewer'), dataIndex: 'name', sorter: true },
        {
          title: t('backoffice.content.rating'),
          dataIndex: 'rating',
          sorter: true,
          render: (value: number) => '★'.repeat(value),
        },
        { title: t('backoffice.content.text'), dataIndex: 'text', render: localized },
      ],
      fields: () => (
        <>
          <Form.Item name="name" label={t('backoffice.content.reviewer')}>
            <Input maxLength={100} />
          </Form.Item>
          <Space size="large" wrap>
            {number('rating', 'backoffice.content.rating', 1, 5)}
            <Form.Item name="date" label={t('backoffice.content.date')}>
              <Input type="date" />
            </Form.Item>
          </Space>
          <LocalizedFields name="text" labelId="backoffice.content.text" maxLength={2000} multiline />
        </>
      ),
    },
    pages: {
      creatable: false,
      deletable: false,
      schema: pageContentSchema,
      columns: [
        { title: t('backoffice.content.slug'), dataIndex: 'slug', sorter: true },
        { title: t('backoffice.content.pageTitle'), dataIndex: 'title', render: localized },
        {
          title: t('backoffice.content.updated'),
          dataIndex: 'updated_at',
          render: (value: string) => <DateText value={value} time />,
        },
      ],
      fields: () => (
        <>
          <LocalizedFields name="title" labelId="backoffice.content.pageTitle" maxLength={200} />
          <LocalizedFields name="description" labelId="backoffice.content.description" maxLength={500} multiline />
          <Form.List name="sections">
            {(sections, { add, remove }) => (
              <>
                {sections.map((section, index) => (
                  <fieldset key={section.key} className="bo-localized">
                    <legend>{t('backoffice.content.section', { number: index + 1 })}</legend>
                    <LocalizedFields
                      name={[section.name, 'heading']}
                      labelId="backoffice.content.heading"
                      maxLength={200}
                    />
                    <Form.List name={[section.name, 'paragraphs']}>
                      {(paragraphs, paragraphOps) => (
                        <>
                          {paragraphs.map((paragraph, number) => (
                            <div key={paragraph.key}>
                              <LocalizedFields
                                name={[paragraph.name]}
                                labelId="backoffice.content.paragraph"
                                maxLength={5000}
                                multiline
                              />
                              <Button
                                size="small"
                                onClick={() => paragraphOps.remove(number)}
                                style={{ marginBottom: 12 }}
                              >
                                {t('backoffice.content.removeParagraph')}
                              </Button>
                            </div>
                          ))}
                          <Button size="small" onClick={() => paragraphOps.add()} style={{ marginBottom: 12 }}>
                            {t('backoffice.content.addParagraph')}
                          </Button>
                        </>
                      )}
                    </Form.List>
                    <div>
                      <Button danger size="small" onClick={() => remove(section.name)} style={{ marginBottom: 12 }}>
                        {t('backoffice.content.removeSection')}
                      </Button>
                    </div>
                  </fieldset>
                ))}
                <Button onClick={() => add({ paragraphs: [{}] })}>{t('backoffice.content.addSection')}</Button>
              </>
            )}
          </Form.List>
        </>
      ),
    },
    price_configs: {
      creatable: false,
      deletable: false,
      schema: priceConfigContentSchema,
      columns: [
        { title: t('backoffice.content.currency'), dataIndex: 'currency' },
        ...PRICE_FIELDS.map(({ key, label }) => ({
          title: t(label),
          dataIndex: key,
          align: 'right' as const,
          render: (value: number, row: ContentRow) => (
            <Money amount={value} currency={'currency' in row ? row.currency : ''} />
          ),
        })),
      ],
      toForm: (row) => ({
        ...row,
        shipping_by_country: Object.entries('shipping_by_country' in row ? row.shipping_by_country : {}).map(
          ([country, amount]) => ({ country, amount }),
        ),
      }),
      toInput: (values) => ({
        ...values,
        shipping_by_country: Object.fromEntries(
          ((values.shipping_by_country as CountryRow[] | undefined) ?? [])
            .filter((row) => row?.country)
            .map((row) => [String(row.country).trim().toUpperCase(), row.amount]),
        ),
      }),
      fields: () => (
        <>
          <p>{t('backoffice.content.minorUnits')}</p>
          <Space size="large" wrap>
            {PRICE_FIELDS.map(({ key, label }) => (
              <div key={key}>{number(key, label, 0, 100_000_000)}</div>
            ))}
          </Space>
          <fieldset className="bo-localized">
            <legend>{t('backoffice.content.shippingByCountry')}</legend>
            <Form.List name="shipping_by_country">
              {(rows, { add, remove }) => (
                <>
                  {rows.map((row) => (
                    <Space key={row.key} align="baseline" style={{ display: 'flex' }}>
                      <Form.Item name={[row.name, 'country']} label={t('backoffice.content.country')}>
                        <Input maxLength={2} style={{ width: 80 }} />
                      </Form.Item>
                      <Form.Item name={[row.name, 'amount']} label={t('backoffice.content.shipping')}>
                        <InputNumber min={0} precision={0} />
                      </Form.Item>
                      <Button onClick={() => remove(row.name)}>{t('backoffice.content.remove')}</Button>
                    </Space>
                  ))}
                  <div>
                    <Button onClick={() => add()} style={{ marginBottom: 12 }}>
                      {t('backoffice.content.addCountry')}
                    </Button>
                  </div>
                </>
              )}
            </Form.List>
          </fieldset>
        </>
      ),
    },
  };
}

function ContentTable({ kind }: { kind: ContentKind }) {
  const t = useT();
  const list = useListParams();
  const { tab: _tab, ...args } = list.args;
  const { data, error, isFetching, refetch } = useListContentQuery({ kind, args });
  const admin = useGetMeQuery().data?.staff.role === 'admin';
  const [save] = useSaveContentMutation();
  const [remove] = useDeleteContentMutation();
  const run = useAction();
  const { message } = App.useApp();
  const setup = useSetups()[kind];
  const [editing, setEditing] = useState<ContentRow | 'new' | null>(null);

  const actions: TableColumnsType<ContentRow> = admin
    ? [
        {
          title: t('backoffice.list.actions'),
          key: 'actions',
          render: (_, row) => (
            <Space wrap>
              <Button size="small" onClick={() => setEditing(row)}>
                {t('backoffice.content.edit')}
              </Button>
              {kind === 'books' && (
                <Upload
                  name="cover"
                  accept="image/jpeg,image/png,image/webp"
                  action={apiUrl(`/admin/content/books/${contentKey(row)}/cover`)}
                  withCredentials
                  showUploadList={false}
                  onChange={({ file }) => {
                    if (file.status === 'done') {
                      void message.success(t('backoffice.content.coverSaved'));
                      void refetch();
                    }
                    if (file.status === 'error') {
                      const body = file.response as unknown;
                      void message.error(
                        errorText({ status: 400, message: '', body }) ?? t('common.error.coverInvalid'),
                      );
                    }
                  }}
                >
                  <Button size="small">{t('backoffice.content.uploadCover')}</Button>
                </Upload>
              )}
              {setup.deletable && (
                <Popconfirm
                  title={t('backoffice.content.deleteConfirm')}
                  okText={t('backoffice.content.delete')}
                  cancelText={t('backoffice.action.cancel')}
                  onConfirm={() =>
                    run(() => remove({ kind, key: contentKey(row) }).unwrap(), 'backoffice.content.deleted')
                  }
                >
                  <Button size="small" danger>
                    {t('backoffice.content.delete')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]
    : [];

  const columns = setup.columns.map((column) =>
    'dataIndex' in column && column.sorter
      ? { ...column, sortOrder: list.sortOrder(String(column.dataIndex)) }
      : column,
  );
  const row = editing === 'new' ? undefined : editing;

  return (
    <>
      <div className="bo-toolbar">
        {setup.searchable && <SearchBox list={list} placeholderId="backoffice.content.searchHint" />}
        {admin && setup.creatable && (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('backoffice.content.add')}
          </Button>
        )}
      </div>
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      <ResponsiveTable<ContentRow>
        {...list.tableProps(data, isFetching)}
        rowKey={contentKey}
        aria-label={t(KIND_NAME[kind])}
        locale={{ emptyText: t('backoffice.content.empty') }}
        columns={[...columns, ...actions]}
      />
      <FormDialog
        open={editing !== null}
        wide
        title={t(editing === 'new' ? 'backoffice.content.add' : 'backoffice.content.edit')}
        okText={t('backoffice.content.save')}
        schema={setup.schema}
        initialValues={row ? (setup.toForm?.(row) ?? row) : kind === 'reviews' ? { rating: 5 } : {}}
        {...(setup.toInput ? { toInput: setup.toInput } : {})}
        onClose={() => setEditing(null)}
        onSubmit={(body) =>
          run(() => save({ kind, ...(row ? { key: contentKey(row) } : {}), body }).unwrap(), 'backoffice.content.saved')
        }
      >
        {setup.fields(row !== undefined)}
      </FormDialog>
    </>
  );
}
