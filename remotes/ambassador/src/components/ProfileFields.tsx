import { ABOUT_MAX, COUNTRY_MAX, LINK_MAX, PHONE_MAX, SOCIAL_FIELDS } from '@shop/shared/validation';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * The profile fields sign-up and the profile page share (country, phone, about, website and social links),
 * so both forms ask for them the same way. `label` words a field name; `hint` goes under the links' legend.
 */
export function ProfileFields({ label, hint }: { label: (field: string) => string; hint?: ReactNode }) {
  return (
    <>
      <div className="ap-grid">
        <Form.Item name="country" label={label('country')} required>
          <Input autoComplete="country-name" maxLength={COUNTRY_MAX} />
        </Form.Item>
        <Form.Item name="phone" label={label('phone')} required>
          <Input type="tel" autoComplete="tel" maxLength={PHONE_MAX} />
        </Form.Item>
      </div>
      <Form.Item name="about" label={label('about')}>
        <Input.TextArea rows={3} maxLength={ABOUT_MAX} />
      </Form.Item>
      <fieldset className="ap-fieldset">
        <legend>
          <FormattedMessage id="ambassador.signUp.linksTitle" />
        </legend>
        {hint && <p className="ap-muted">{hint}</p>}
        <div className="ap-grid">
          {SOCIAL_FIELDS.map((name) => (
            <Form.Item key={name} name={name} label={label(name)}>
              <Input type="url" inputMode="url" maxLength={LINK_MAX} />
            </Form.Item>
          ))}
        </div>
      </fieldset>
    </>
  );
}
