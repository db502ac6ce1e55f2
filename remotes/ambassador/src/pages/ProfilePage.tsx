import { type FieldErrors, Page, serverFieldErrors, showFieldErrors, zodFieldErrors } from '@shop/shared';
import {
  EMAIL_MAX,
  emailSchema,
  PASSWORD_MAX,
  PERSON_NAME_MAX,
  passwordChangeSchema,
  SOCIAL_FIELDS,
  VALIDATION_MESSAGES,
} from '@shop/shared/validation';
import { isCountryCode } from '@shop/shared/validation/countries';
import { Button, Card, Descriptions, Form, Grid, Input } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type Ambassador, useUpdateMeMutation } from '../api';
import { isCurrentPasswordRefusal, useCurrentPasswordDialog } from '../components/CurrentPasswordDialog';
import { type Outcome, OutcomeAlert } from '../components/OutcomeAlert';
import { ProfileFields } from '../components/ProfileFields';
import { checkPhone, usePhoneRules } from '../components/phone';
import { Message, useT } from '../intl';
import { failureText } from './failure';

const PROFILE_FIELDS = ['name', 'country', 'phone', 'about', ...SOCIAL_FIELDS] as const;
const PASSWORD_FIELDS = ['password', 'passwordConfirmation'] as const;
const EMAIL_FIELDS = ['email'] as const;

/**
 * Profile (checked on the server, which knows the stored links), the sign-in e-mail, and a new password with
 * confirmation; the e-mail and the password change only after the current password is given in a dialog.
 */
export function ProfilePage({ me }: { me: Ambassador }) {
  const intl = useIntl();
  const t = useT();
  const screens = Grid.useBreakpoint();
  const [profileForm] = Form.useForm();
  const [passwordForm] = Form.useForm();
  const [update, { isLoading }] = useUpdateMeMutation();
  const [profileOutcome, setProfileOutcome] = useState<Outcome>();
  const [passwordOutcome, setPasswordOutcome] = useState<Outcome>();
  const [emailForm] = Form.useForm<{ email: string }>();
  const [emailOutcome, setEmailOutcome] = useState<Outcome>();
  const { confirm, dialog } = useCurrentPasswordDialog();
  usePhoneRules();

  const saveProfile = async () => {
    setProfileOutcome(undefined);
    const values = profileForm.getFieldsValue(true) as Record<string, string | null | undefined>;
    // Every field is sent, so an emptied link is cleared.
    const fields = Object.fromEntries(PROFILE_FIELDS.map((name) => [name, values[name] ?? '']));
    const phone = await checkPhone(fields.phone ?? '', fields.country);
    if ('errors' in phone) {
      showFieldErrors(profileForm, intl, PROFILE_FIELDS, phone.errors);
      return;
    }
    const result = await update({ ...fields, phone: phone.phone });
    if ('data' in result) {
      showFieldErrors(profileForm, intl, PROFILE_FIELDS, {});
      setProfileOutcome({ type: 'success', text: t('ambassador.profile.saved') });
    } else if (!showFieldErrors(profileForm, intl, PROFILE_FIELDS, serverFieldErrors(result.error))) {
      setProfileOutcome({ type: 'error', text: failureText(result.error, t, 'common.error.generic') });
    }
  };

  const changePassword = async () => {
    setPasswordOutcome(undefined);
    const checked = passwordChangeSchema.safeParse(passwordForm.getFieldsValue(true));
    if (!checked.success) {
      showFieldErrors(passwordForm, intl, PASSWORD_FIELDS, zodFieldErrors(checked.error));
      return;
    }
    showFieldErrors(passwordForm, intl, PASSWORD_FIELDS, {});
    // Someone at an unlocked computer must not be able to lock the owner out: the current password first.
    confirm(async (currentPassword) => {
      const result = await update({
        password: checked.data.password,
        password_confirmation: checked.data.passwordConfirmation,
        current_password: currentPassword,
      });
      if ('data' in result) {
        passwordForm.resetFields();
        setPasswordOutcome({ type: 'success', text: t('ambassador.profile.passwordChanged') });
        return undefined;
      }
      if (isCurrentPasswordRefusal(result.error))
        return { refused: failureText(result.error, t, 'common.error.generic') };
      if (!showFieldErrors(passwordForm, intl, PASSWORD_FIELDS, serverFieldErrors(result.error))) {
        setPasswordOutcome({ type: 'error', text: failureText(result.error, t, 'common.error.generic') });
      }
      return undefined;
    });
  };

  const changeEmail = async () => {
    setEmailOutcome(undefined);
    const email = String(emailForm.getFieldValue('email') ?? '').trim();
    const checked = emailSchema.safeParse(email);
    const errors: FieldErrors = checked.success
      ? {}
      : { email: checked.error.issues[0]?.message ?? VALIDATION_MESSAGES.email };
    if (showFieldErrors(emailForm, intl, EMAIL_FIELDS, errors)) return;
    confirm(async (currentPassword) => {
      const result = await update({ email, current_password: currentPassword });
      if ('data' in result) {
        setEmailOutcome({ type: 'success', text: t('ambassador.profile.emailChanged') });
        return undefined;
      }
      if (isCurrentPasswordRefusal(result.error))
        return { refused: failureText(result.error, t, 'common.error.generic') };
      if (!showFieldErrors(emailForm, intl, EMAIL_FIELDS, serverFieldErrors(result.error))) {
        setEmailOutcome({ type: 'error', text: failureText(result.error, t, 'common.error.generic') });
      }
      return undefined;
    });
  };

  return (
    <Page title={t('ambassador.profile.title')} noindex>
      <Card title={t('ambassador.profile.details')} className="ap-card">
        <Descriptions
          column={1}
          // On a phone the label goes above its value: a long e-mail address keeps the whole width.
          layout={screens.md === false ? 'vertical' : 'horizontal'}
          items={[{ key: 'code', label: t('ambassador.profile.code'), children: me.referral_code }]}
        />
        <Form
          form={profileForm}
          name="profile"
          layout="vertical"
          onFinish={saveProfile}
          noValidate
          initialValues={{
            ...Object.fromEntries(PROFILE_FIELDS.map((name) => [name, me[name] ?? ''])),
            // A code the select shows by name; a country typed before there was a list is shown in the empty select.
            country: isCountryCode(me.country) ? me.country : undefined,
          }}
        >
          <Form.Item name="name" label={t('ambassador.field.name')} required>
            <Input autoComplete="name" maxLength={PERSON_NAME_MAX} />
          </Form.Item>
          <ProfileFields typedCountry={isCountryCode(me.country) ? undefined : me.country || undefined} />
          <OutcomeAlert outcome={profileOutcome} />
          <Button type="primary" htmlType="submit" loading={isLoading}>
            <Message id="ambassador.profile.save" />
          </Button>
        </Form>
      </Card>
      <Card title={t('ambassador.profile.emailTitle')} className="ap-card">
        <p className="ap-muted">
          <Message id="ambassador.profile.emailText" />
        </p>
        <Form
          form={emailForm}
          name="email"
          layout="vertical"
          onFinish={changeEmail}
          noValidate
          initialValues={{ email: me.email }}
        >
          <Form.Item name="email" label={t('ambassador.field.email')}>
            <Input type="email" autoComplete="email" maxLength={EMAIL_MAX} />
          </Form.Item>
          <OutcomeAlert outcome={emailOutcome} />
          <Button type="primary" htmlType="submit" loading={isLoading}>
            <Message id="ambassador.profile.emailSubmit" />
          </Button>
        </Form>
      </Card>
      <Card title={t('ambassador.profile.passwordTitle')} className="ap-card">
        <Form form={passwordForm} name="password" layout="vertical" onFinish={changePassword} noValidate>
          <div className="ap-grid">
            <Form.Item name="password" label={t('ambassador.profile.newPassword')}>
              <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
            </Form.Item>
            <Form.Item name="passwordConfirmation" label={t('ambassador.profile.newPasswordConfirmation')}>
              <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
            </Form.Item>
          </div>
          <OutcomeAlert outcome={passwordOutcome} />
          <Button type="primary" htmlType="submit" loading={isLoading}>
            <Message id="ambassador.profile.passwordSubmit" />
          </Button>
        </Form>
      </Card>
      {dialog}
    </Page>
  );
}
