import { type FieldErrors, Link, Page, showFieldErrors, useShop } from '@shop/shared';
import { EMAIL_MAX, emailSchema, VALIDATION_MESSAGES } from '@shop/shared/validation';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useRequestPasswordResetMutation } from '../api';
import { Message, useT } from '../intl';
import { failureText } from './failure';

const FIELDS = ['email'] as const;

/**
 * "Forgot password?": asks for a reset link. The answer is the same whether or not the address has an account
 * (the server's too), so the page never tells a stranger who is an ambassador.
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const t = useT();
  const { localize } = useShop();
  const [form] = Form.useForm<{ email: string }>();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();

  const onFinish = async () => {
    setFailure(undefined);
    const email = String(form.getFieldValue('email') ?? '').trim();
    const checked = emailSchema.safeParse(email);
    const errors: FieldErrors = checked.success
      ? {}
      : { email: checked.error.issues[0]?.message ?? VALIDATION_MESSAGES.email };
    if (showFieldErrors(form, intl, FIELDS, errors)) return;
    const result = await requestReset({ email });
    if ('error' in result) setFailure(failureText(result.error, t, 'common.error.generic'));
    else setSent(true);
  };

  return (
    <Page title={t('ambassador.forgot.title')} noindex className="ap-auth ap-auth--narrow">
      {sent ? (
        <Alert type="success" showIcon title={t('ambassador.forgot.sent')} role="status" className="ap-alert" />
      ) : (
        <>
          <p className="ap-lead">
            <Message id="ambassador.forgot.text" />
          </p>
          <Card>
            <Form form={form} name="forgot-password" layout="vertical" onFinish={onFinish} noValidate>
              <Form.Item name="email" label={t('ambassador.field.email')}>
                <Input type="email" autoComplete="email" maxLength={EMAIL_MAX} />
              </Form.Item>
              {failure && <Alert type="error" showIcon title={failure} role="alert" className="ap-alert" />}
              <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
                <Message id="ambassador.forgot.submit" />
              </Button>
            </Form>
          </Card>
        </>
      )}
      <p className="ap-muted">
        <Link to={localize('/auth/sign-in')}>
          <Message id="ambassador.forgot.backToSignIn" />
        </Link>
      </p>
    </Page>
  );
}
