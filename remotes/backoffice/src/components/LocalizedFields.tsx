import { LANGUAGE_MESSAGE, OFFERED_LOCALES } from '@shop/shared';
import { Form, Input } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { type MessageId, useT } from '../intl';

/** Content is written in every language the shop offers. */
export const CONTENT_LOCALES = OFFERED_LOCALES;
export type Localized = Record<(typeof CONTENT_LOCALES)[number], string>;

/**
 * One text in the shop's four languages: a labelled box per language ("Title (Русский)"), so every
 * translation is typed where it will be read, and none can be forgotten (the schema needs all four).
 */
export function LocalizedFields({
  name,
  labelId,
  multiline = false,
  maxLength,
}: {
  name: NamePath;
  labelId: MessageId;
  multiline?: boolean;
  maxLength: number;
}) {
  const t = useT();
  const path = Array.isArray(name) ? name : [name];
  return (
    <fieldset className="bo-localized">
      <legend>{t(labelId)}</legend>
      {CONTENT_LOCALES.map((locale) => (
        <Form.Item key={locale} name={[...path, locale]} label={t(LANGUAGE_MESSAGE[locale])}>
          {multiline ? <Input.TextArea rows={3} maxLength={maxLength} /> : <Input maxLength={maxLength} />}
        </Form.Item>
      ))}
    </fieldset>
  );
}
