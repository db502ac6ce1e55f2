import { useLocale } from '@shop/shared';
import { ABOUT_MAX, LINK_MAX, PHONE_MAX, SOCIAL_FIELDS } from '@shop/shared/validation';
import { type CountryOption, countryOptions } from '@shop/shared/validation/countries';
import { Form, Input, Select } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { Message, useT } from '../intl';
import type { AmbassadorMessageId } from '../messages';

const LINK_LABEL = {
  website: 'ambassador.field.website',
  instagram: 'ambassador.field.instagram',
  tiktok: 'ambassador.field.tiktok',
  youtube: 'ambassador.field.youtube',
  facebook: 'ambassador.field.facebook',
  pinterest: 'ambassador.field.pinterest',
} as const satisfies Record<(typeof SOCIAL_FIELDS)[number], AmbassadorMessageId>;

/**
 * The profile fields sign-up and the profile page share (country, phone, about, website and social links),
 * so both forms ask for them the same way. `hint` goes under the links' legend. The country is picked from the
 * list by name in the page's language and sent as its ISO code; `typedCountry` (an account from before the list
 * whose typed country named none) stands in the empty select until one is picked.
 */
export function ProfileFields({ hint, typedCountry }: { hint?: ReactNode; typedCountry?: string | undefined }) {
  const t = useT();
  const locale = useLocale();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  return (
    <>
      <div className="ap-grid">
        <Form.Item name="country" label={t('ambassador.field.country')} required>
          <Select<string, CountryOption>
            options={countries}
            placeholder={typedCountry}
            showSearch={{
              filterOption: (typed, option) => !!option?.search.includes(typed.trim().toLocaleLowerCase(locale)),
            }}
          />
        </Form.Item>
        <Form.Item name="phone" label={t('ambassador.field.phone')} required>
          <Input type="tel" autoComplete="tel" maxLength={PHONE_MAX} />
        </Form.Item>
      </div>
      <Form.Item name="about" label={t('ambassador.field.about')}>
        <Input.TextArea rows={3} maxLength={ABOUT_MAX} />
      </Form.Item>
      <fieldset className="ap-fieldset">
        <legend>
          <Message id="ambassador.signUp.linksTitle" />
        </legend>
        {hint && <p className="ap-muted">{hint}</p>}
        <div className="ap-grid">
          {SOCIAL_FIELDS.map((name) => (
            <Form.Item key={name} name={name} label={t(LINK_LABEL[name])}>
              <Input type="url" inputMode="url" maxLength={LINK_MAX} />
            </Form.Item>
          ))}
        </div>
      </fieldset>
    </>
  );
}
