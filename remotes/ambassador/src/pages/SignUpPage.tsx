import {
  COMMISSION_RATE_BPS,
  Page,
  serverFieldErrors,
  showFieldErrors,
  useGetCountryCodeQuery,
  useNavigate,
  useShop,
  withoutEmpty,
  zodFieldErrors,
} from '@shop/shared';
import {
  ambassadorSignUpSchema,
  EMAIL_MAX,
  PASSWORD_MAX,
  PERSON_NAME_MAX,
  SOCIAL_FIELDS,
} from '@shop/shared/validation';
import { isCountryCode } from '@shop/shared/validation/countries';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSignUpMutation } from '../api';
import { AccountPrompt } from '../components/AccountPrompt';
import { ProfileFields } from '../components/ProfileFields';
import { checkPhone, usePhoneRules } from '../components/phone';
import { Message, useT } from '../intl';
import { failureText } from './failure';

const FIELDS = [
  'name',
  'email',
  'password',
  'passwordConfirmation',
  'country',
  'phone',
  'about',
  ...SOCIAL_FIELDS,
] as const;

type Values = Record<(typeof FIELDS)[number], string>;

export function SignUpPage() {
  const intl = useIntl();
  const t = useT();
  const navigate = useNavigate();
  const { localize } = useShop();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string>();
  const [signUp, { isLoading }] = useSignUpMutation();
  const { data: country } = useGetCountryCodeQuery();
  usePhoneRules();

  // The detected country is a suggestion (unless detection failed: 'XX'); whatever the visitor picked wins. The
  // select names it in the page's language.
  useEffect(() => {
    if (!form.getFieldValue('country') && isCountryCode(country)) form.setFieldValue('country', country);
  }, [country, form]);

  const onFinish = async () => {
    setFailure(undefined);
    const values = form.getFieldsValue(true) as Values;
    const checked = ambassadorSignUpSchema.safeParse(values);
    const errors = checked.success ? {} : zodFieldErrors(checked.error);
    // The phone's own rule too, unless it is already missing: every problem of the form at once.
    const phone = errors.phone ? undefined : await checkPhone(values.phone ?? '', values.country, country);
    if (phone && 'errors' in phone) Object.assign(errors, phone.errors);
    if (!checked.success || !phone || 'errors' in phone) {
      showFieldErrors(form, intl, FIELDS, errors);
      return;
    }
    showFieldErrors(form, intl, FIELDS, {});
    const { passwordConfirmation, ...fields } = checked.data;
    const result = await signUp({
      ...(withoutEmpty(fields) as typeof fields),
      phone: phone.phone,
      password_confirmation: passwordConfirmation,
    });
    if ('data' in result) {
      navigate(localize('/auth/sign-up-success'));
      return;
    }
    if (!showFieldErrors(form, intl, FIELDS, serverFieldErrors(result.error))) {
      setFailure(failureText(result.error, t, 'common.error.signUp'));
    }
  };

  return (
    <Page
      title={t('ambassador.signUp.title')}
      description={t('ambassador.landing.description', { commission: COMMISSION_RATE_BPS / 10_000 })}
      className="ap-auth"
    >
      <p className="ap-lead">
        <Message id="ambassador.signUp.text" />
      </p>
      <Card>
        <Form form={form} name="sign-up" layout="vertical" onFinish={onFinish} noValidate requiredMark>
          <div className="ap-grid">
            <Form.Item name="name" label={t('ambassador.field.name')} required>
              <Input autoComplete="name" maxLength={PERSON_NAME_MAX} />
            </Form.Item>
            <Form.Item name="email" label={t('ambassador.field.email')} required>
              <Input type="email" autoComplete="email" maxLength={EMAIL_MAX} />
            </Form.Item>
            <Form.Item name="password" label={t('ambassador.field.password')} required>
              <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
            </Form.Item>
            <Form.Item name="passwordConfirmation" label={t('ambassador.field.passwordConfirmation')} required>
              <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
            </Form.Item>
          </div>
          <ProfileFields hint={<Message id="ambassador.signUp.linksHint" />} />
          {failure && <Alert type="error" showIcon title={failure} role="alert" className="ap-alert" />}
          <Button type="primary" htmlType="submit" size="large" loading={isLoading}>
            <Message id="ambassador.signUp.submit" />
          </Button>
        </Form>
      </Card>
      <AccountPrompt to="sign-in" />
    </Page>
  );
}
