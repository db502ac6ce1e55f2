import { Input, Select } from 'antd';
import { type MessageId, useT } from '../intl';
import type { useListParams } from './useListParams';

type ListParams = ReturnType<typeof useListParams>;

/** The search box every list has; the server matches it against the list's own fields. */
export function SearchBox({ list, placeholderId }: { list: ListParams; placeholderId: MessageId }) {
  const t = useT();
  return (
    <Input.Search
      type="search"
      role="searchbox"
      aria-label={t('backoffice.list.search')}
      placeholder={t(placeholderId)}
      defaultValue={list.args.q ?? ''}
      allowClear
      enterButton
      onSearch={(value) => list.set({ q: value.trim() })}
      style={{ width: 360 }}
    />
  );
}

/** A filter by one of `values`, labelled, with "all" as the empty choice. */
export function FilterSelect({
  list,
  name,
  labelId,
  values,
  labelOf,
}: {
  list: ListParams;
  name: string;
  labelId: MessageId;
  values: readonly string[];
  labelOf: (value: string) => string;
}) {
  const t = useT();
  return (
    <Select
      aria-label={t(labelId)}
      value={list.args[name] ?? ''}
      onChange={(value: string) => list.set({ [name]: value })}
      style={{ width: 220 }}
      options={[{ value: '', label: t(labelId) }, ...values.map((value) => ({ value, label: labelOf(value) }))]}
    />
  );
}

/** A day filter (yyyy-mm-dd), labelled; the browser's own date control. */
export function DayFilter({ list, name, labelId }: { list: ListParams; name: string; labelId: MessageId }) {
  const t = useT();
  const label = t(labelId);
  return (
    <Input
      type="date"
      aria-label={label}
      addonBefore={label}
      value={list.args[name] ?? ''}
      onChange={(event) => list.set({ [name]: event.target.value })}
      style={{ width: 230 }}
    />
  );
}
