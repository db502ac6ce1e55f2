import { DateText, ErrorNotice, Link, Page } from '@shop/shared';
import { Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { type AuditEntry, useListAuditQuery, useListStaffQuery } from '../api';
import { type StatusKind, useStatusLabel } from '../components/Cells';
import { DayFilter } from '../components/ListToolbar';
import { CHARACTERS_STATUS, PICTURES_REASON, ROLE_NAME, useCodeLabel } from '../components/labels';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { useListParams } from '../components/useListParams';
import { useT } from '../intl';
import type { BackofficeMessageId } from '../messages';

/**
 * A sentence about who did what for every action the server writes (routes/admin/**, catalogue/content-editing),
 * its message id the action code after `backoffice.auditSentence.`.
 */
const AUDIT_SENTENCES = [
  'backoffice.auditSentence.order.view_child_pictures',
  'backoffice.auditSentence.order.transition',
  'backoffice.auditSentence.order.ship',
  'backoffice.auditSentence.order.deliver',
  'backoffice.auditSentence.order.refund',
  'backoffice.auditSentence.order.erase_data',
  'backoffice.auditSentence.order.regenerate_characters',
  'backoffice.auditSentence.order.resend_email',
  'backoffice.auditSentence.order.export',
  'backoffice.auditSentence.order.note',
  'backoffice.auditSentence.ambassador.review',
  'backoffice.auditSentence.ambassador.approve',
  'backoffice.auditSentence.ambassador.reject',
  'backoffice.auditSentence.ambassador.suspend',
  'backoffice.auditSentence.ambassador.export',
  'backoffice.auditSentence.ambassador.note',
  'backoffice.auditSentence.payout.process',
  'backoffice.auditSentence.payout.pay',
  'backoffice.auditSentence.payout.export',
  'backoffice.auditSentence.referral.approve',
  'backoffice.auditSentence.referral.decline',
  'backoffice.auditSentence.staff.create',
  'backoffice.auditSentence.staff.update',
  'backoffice.auditSentence.staff.revoke_sessions',
  'backoffice.auditSentence.outbox.resend',
  'backoffice.auditSentence.job.retry',
  'backoffice.auditSentence.content.book.update',
  'backoffice.auditSentence.content.book.cover',
  'backoffice.auditSentence.content.category.create',
  'backoffice.auditSentence.content.category.update',
  'backoffice.auditSentence.content.category.delete',
  'backoffice.auditSentence.content.faq.create',
  'backoffice.auditSentence.content.faq.update',
  'backoffice.auditSentence.content.faq.delete',
  'backoffice.auditSentence.content.page.update',
  'backoffice.auditSentence.content.price_config.update',
  'backoffice.auditSentence.content.review.create',
  'backoffice.auditSentence.content.review.update',
  'backoffice.auditSentence.content.review.delete',
] as const satisfies readonly BackofficeMessageId[];
type SentenceId = (typeof AUDIT_SENTENCES)[number];
/** 'backoffice.auditSentence.order.note' → 'order.note' */
const actionOf = (id: SentenceId) => id.split('.').slice(2).join('.');
const sentenceOf = (action: string): SentenceId | undefined => AUDIT_SENTENCES.find((id) => actionOf(id) === action);

/** The kinds of record the log names, for the record filter. */
const RECORD_NAME = {
  order: 'backoffice.auditRecord.order',
  ambassador: 'backoffice.auditRecord.ambassador',
  payout: 'backoffice.auditRecord.payout',
  referral: 'backoffice.auditRecord.referral',
  staff: 'backoffice.auditRecord.staff',
  outbox: 'backoffice.auditRecord.outbox',
  job: 'backoffice.auditRecord.job',
  book: 'backoffice.auditRecord.book',
  category: 'backoffice.auditRecord.category',
  faq: 'backoffice.auditRecord.faq',
  page: 'backoffice.auditRecord.page',
  price_config: 'backoffice.auditRecord.price_config',
  review: 'backoffice.auditRecord.review',
} as const satisfies Record<string, BackofficeMessageId>;

/** The fields a change names in words; any other shows its key. */
const FIELD_NAME: Readonly<Record<string, BackofficeMessageId>> = {
  status: 'backoffice.auditField.status',
  characters_status: 'backoffice.auditField.characters_status',
  status_reason: 'backoffice.auditField.status_reason',
  reason: 'backoffice.auditField.reason',
  note: 'backoffice.auditField.note',
  text: 'backoffice.auditField.text',
  bank_reference: 'backoffice.auditField.bank_reference',
  review_status: 'backoffice.auditField.review_status',
  role: 'backoffice.auditField.role',
  name: 'backoffice.auditField.name',
  email: 'backoffice.auditField.email',
  disabled: 'backoffice.auditField.disabled',
};

/** Where each kind of record is seen in the console, relative to the audit page. */
function recordPath(entry: AuditEntry): string | undefined {
  const id = encodeURIComponent(entry.target_id);
  switch (entry.target_type) {
    case 'order':
      return `../orders/${id}`;
    case 'ambassador':
      return `../ambassadors/${id}`;
    case 'payout':
      return '../payouts';
    case 'referral':
      return '../referral-reviews';
    case 'staff':
      return '../staff';
    case 'outbox':
      return '../outbox';
    case 'job':
      return '../jobs';
    case 'book':
      return `../content?tab=books&q=${id}`;
    case 'category':
      return '../content?tab=categories';
    case 'faq':
      return '../content?tab=faqs';
    case 'review':
      return '../content?tab=reviews';
    case 'page':
      return '../content?tab=pages';
    case 'price_config':
      return '../content?tab=price_configs';
    default:
      return undefined;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The record as people name it: the server's label (order number, name), else a short id. */
const recordText = (entry: AuditEntry) =>
  entry.target_label ?? (UUID.test(entry.target_id) ? entry.target_id.slice(0, 8) : entry.target_id);

/** A list download names no single record ('csv', 'status:processing'): its sentence has none. */
const namesOneRecord = (entry: AuditEntry) => !entry.action.endsWith('.export');

/** A snapshot's fields, one level of nesting spelt out ('name.ru'), so translations compare per language. */
function fieldsOf(snapshot: unknown): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  if (typeof snapshot !== 'object' || snapshot === null || Array.isArray(snapshot)) return fields;
  for (const [key, value] of Object.entries(snapshot)) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value)) fields.set(`${key}.${inner}`, innerValue);
    } else {
      fields.set(key, value);
    }
  }
  return fields;
}

const BOOKKEEPING = new Set(['id', 'created_at', 'updated_at', 'createdAt', 'updatedAt']);

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields an action changed: a new record's fields all "changed" from nothing, a removed one's to nothing. */
export function changesOf(before: unknown, after: unknown): FieldChange[] {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  // Ids and timestamps are the database's bookkeeping, not something a person changed.
  const keys = [...new Set([...old.keys(), ...now.keys()])].filter((key) => !BOOKKEEPING.has(key));
  return keys
    .map((field) => ({ field, before: old.get(field), after: now.get(field) }))
    .filter((change) => JSON.stringify(change.before ?? null) !== JSON.stringify(change.after ?? null));
}

/** What the server records when someone looks at a child's pictures (routes/admin/orders.ts). */
interface PicturesLook {
  reason: string;
  note: string | null;
}

function picturesLook(entry: AuditEntry): PicturesLook | undefined {
  const after = entry.after;
  if (entry.action !== 'order.view_child_pictures' || typeof after !== 'object' || after === null) return undefined;
  const { reason, note } = after as Record<string, unknown>;
  if (typeof reason !== 'string') return undefined;
  return { reason, note: typeof note === 'string' ? note : null };
}

const STATUS_KIND: Readonly<Record<string, StatusKind>> = {
  order: 'order',
  ambassador: 'ambassador',
  payout: 'payout',
};

/** A field's value in words where the console has them (statuses, roles), else as written. */
function useValueText(): (entry: AuditEntry, field: string, value: unknown) => string {
  const t = useT();
  const statusLabel = useStatusLabel();
  const codeLabel = useCodeLabel();
  return (entry, field, value) => {
    if (value === undefined || value === null || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'backoffice.audit.yes' : 'backoffice.audit.no');
    const kind = STATUS_KIND[entry.target_type];
    if (field === 'status' && kind && typeof value === 'string') return statusLabel(kind, value);
    if (field === 'characters_status' && typeof value === 'string') return codeLabel(CHARACTERS_STATUS, value);
    if (field === 'role' && typeof value === 'string') return codeLabel(ROLE_NAME, value);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
}

function Changes({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const codeLabel = useCodeLabel();
  const valueText = useValueText();
  const look = picturesLook(entry);
  if (look) {
    const reason = codeLabel(PICTURES_REASON, look.reason);
    return look.note
      ? t('backoffice.audit.reasonNote', { reason, note: look.note })
      : t('backoffice.audit.reasonLine', { reason });
  }
  const changes = changesOf(entry.before, entry.after);
  if (changes.length === 0) return '—';
  return (
    <ul className="bo-diff">
      {changes.map(({ field, before, after }) => {
        const [name = field, language] = field.split('.');
        const label = FIELD_NAME[name] ? t(FIELD_NAME[name]) : name;
        return (
          <li key={field}>
            {language ? `${label} (${language})` : label}:{' '}
            {before !== undefined && <del>{valueText(entry, name, before)}</del>}
            {before !== undefined && after !== undefined && ' → '}
            {after !== undefined && <ins>{valueText(entry, name, after)}</ins>}
          </li>
        );
      })}
    </ul>
  );
}

/** The shop's own actors (no staff account): what the server did by itself, named in the reader's language. */
const SYSTEM_ACTOR: Readonly<Record<string, BackofficeMessageId>> = {
  environment: 'backoffice.audit.systemActor.environment',
  'system:unwanted-payment': 'backoffice.audit.systemActor.unwantedPayment',
};

/** "Aysel Məmmədova marked payout SB-PAYOUT-1A2B3C4D paid", the record a link to where it is seen. */
function Sentence({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const system = entry.staff_id === null ? SYSTEM_ACTOR[entry.staff_email] : undefined;
  const actor = <strong>{system ? t(system) : (entry.staff_name ?? entry.staff_email)}</strong>;
  const path = recordPath(entry);
  const text = recordText(entry);
  // Underlined: in the sentence it sits in, the link's colour alone is 1.9:1 from the text (WCAG 1.4.1 asks 3:1).
  const record: ReactNode =
    path && namesOneRecord(entry) ? (
      <Link to={path} style={{ textDecoration: 'underline' }}>
        {text}
      </Link>
    ) : (
      text
    );
  const sentence = sentenceOf(entry.action);
  if (sentence) return <>{t(sentence, { actor, record })}</>;
  return <>{t('backoffice.auditSentence.unknown', { actor, record, action: entry.action })}</>;
}

/** Who did what to which record, in words, with what changed (admin only). */
export function AuditPage() {
  const t = useT();
  const list = useListParams();
  const { data, error, isFetching, refetch } = useListAuditQuery(list.args);
  const staff = useListStaffQuery({ per_page: '100', sort: 'name', order: 'asc' }).data?.items ?? [];
  const select = (name: string, label: string, options: { value: string; label: string }[], width: number) => (
    <Select
      aria-label={label}
      value={list.args[name] ?? ''}
      onChange={(value: string) => list.set({ [name]: value })}
      style={{ width }}
      showSearch
      optionFilterProp="label"
      popupMatchSelectWidth={false}
      options={[{ value: '', label }, ...options]}
    />
  );
  return (
    <Page title={t('backoffice.audit.title')} noindex>
      <div className="bo-toolbar">
        {select(
          'staff_id',
          t('backoffice.audit.anyActor'),
          staff.map((member) => ({ value: member.id, label: `${member.name} (${member.email})` })),
          220,
        )}
        {select(
          'action',
          t('backoffice.audit.anyAction'),
          // An action reads as its sentence with nobody and nothing in it: "… marked payout … paid".
          AUDIT_SENTENCES.map((id) => ({ value: actionOf(id), label: t(id, { actor: '…', record: '…' }) })),
          260,
        )}
        {select(
          'target_type',
          t('backoffice.audit.anyRecord'),
          (Object.keys(RECORD_NAME) as (keyof typeof RECORD_NAME)[]).map((type) => ({
            value: type,
            label: t(RECORD_NAME[type]),
          })),
          200,
        )}
        <Input
          aria-label={t('backoffice.audit.targetId')}
          placeholder={t('backoffice.audit.targetId')}
          defaultValue={list.args.target_id ?? ''}
          allowClear
          onPressEnter={(event) => list.set({ target_id: event.currentTarget.value.trim() })}
          onBlur={(event) => list.set({ target_id: event.currentTarget.value.trim() })}
          style={{ width: 200 }}
        />
        <DayFilter list={list} name="from" labelId="backoffice.list.from" />
        <DayFilter list={list} name="to" labelId="backoffice.list.to" />
      </div>
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      <ResponsiveTable<AuditEntry>
        {...list.tableProps(data, isFetching)}
        aria-label={t('backoffice.audit.title')}
        locale={{ emptyText: t('backoffice.audit.empty') }}
        columns={[
          {
            title: t('backoffice.audit.when'),
            dataIndex: 'created_at',
            render: (value: string) => <DateText value={value} time />,
          },
          {
            title: t('backoffice.audit.what'),
            key: 'what',
            className: 'bo-col-head',
            render: (_, entry) => <Sentence entry={entry} />,
          },
          {
            title: t('backoffice.audit.changes'),
            key: 'changes',
            render: (_, entry) => <Changes entry={entry} />,
          },
        ]}
      />
    </Page>
  );
}
