import {
  type FieldErrors,
  Link,
  Navigate,
  Page,
  selectIsSignedIn,
  showFieldErrors,
  useAppSelector,
  useNavigate,
  useShop,
} from '@shop/shared';
import { EMAIL_MAX, emailSchema, PASSWORD_MAX, VALIDATION_MESSAGES } from '@shop/shared/validation';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSignInMutation } from '../api';
import { AccountPrompt } from '../components/AccountPrompt';
import { Message, useT } from '../intl';
import { failureText } from './failure';

const FIELDS = ['email', 'password'] as const;

/** Only what can be told before asking the server: a well-formed e-mail and some password. */
function check(values: { email?: string; password?: string }): FieldErrors {
  const errors: FieldErrors = {};
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) errors.email = email.error.issues[0]?.message ?? VALIDATION_MESSAGES.email;
  if (!values.password) errors.password = VALIDATION_MESSAGES.required;
  return errors;
}

export function SignInPage() {
  const intl = useIntl();
  const t = useT();
  const navigate = useNavigate();
  const { localize } = useShop();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [form] = Form.useForm<{ email: string; password: string }>();
  const [failure, setFailure] = useState<string>();
  const [signIn, { isLoading }] = useSignInMutation();

  if (signedIn && !isLoading) return <Navigate to={localize('/dashboard')} replace />;

  const onFinish = async () => {
    setFailure(undefined);
    const values = form.getFieldsValue(true) as { email?: string; password?: string };
    if (showFieldErrors(form, intl, FIELDS, check(values))) return;
    const result = await signIn({ email: (values.email ?? '').trim(), password: values.password ?? '' });
    if ('data' in result) navigate(localize('/dashboard'));
    // 'Invalid email or password', 'still under review' and rate limits read as the server words them.
    else setFailure(failureText(result.error, t, 'common.error.signIn'));
  };

  return (
    <Page title={t('ambassador.signIn.title')} className="ap-auth ap-auth--narrow">
      <p className="ap-lead">
        <Message id="ambassador.signIn.text" />
      </p>
      <Card>
        <Form form={form} name="sign-in" layout="vertical" onFinish={onFinish} noValidate>
          <Form.Item name="email" label={t('ambassador.field.email')}>
            <Input type="email" autoComplete="email" maxLength={EMAIL_MAX} />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('ambassador.field.password')}
            extra={
              <Link to={localize('/auth/forgot-password')} className="ap-forgot">
                <Message id="ambassador.signIn.forgot" />
              </Link>
            }
          >
            <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX} />
          </Form.Item>
          {failure && <Alert type="error" showIcon title={failure} role="alert" className="ap-alert" />}
          <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
            <Message id="ambassador.signIn.submit" />
          </Button>
        </Form>
      </Card>
      <AccountPrompt to="sign-up" />
    </Page>
  );
}
