import { Link, Page, serverFieldErrors, showFieldErrors, useSearchParams, useShop, zodFieldErrors } from '@shop/shared';
import { PASSWORD_MAX, passwordChangeSchema } from '@shop/shared/validation';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useResetPasswordMutation } from '../api';
import { Message, useT } from '../intl';
import { failureText } from './failure';

const FIELDS = ['password', 'passwordConfirmation'] as const;

/**
 * The page the reset e-mail links to (?token=…): a new password, twice. The token works once and for an hour;
 * a spent or expired one is refused by the server in the reader's language, with a way to ask for a new link.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  const t = useT();
  const { localize } = useShop();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<{ password: string; passwordConfirmation: string }>();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [reset, { isLoading }] = useResetPasswordMutation();

  const onFinish = async () => {
    setFailure(undefined);
    const checked = passwordChangeSchema.safeParse(form.getFieldsValue(true));
    if (!checked.success) {
      showFieldErrors(form, intl, FIELDS, zodFieldErrors(checked.error));
      return;
    }
    showFieldErrors(form, intl, FIELDS, {});
    const result = await reset({
      reset_password_token: token,
      password: checked.data.password,
      password_confirmation: checked.data.passwordConfirmation,
    });
    if (!('error' in result)) {
      setDone(true);
    } else if (!showFieldErrors(form, intl, FIELDS, serverFieldErrors(result.error))) {
      setFailure(failureText(result.error, t, 'common.error.generic'));
    }
  };

  const askAgain = (
    <Link to={localize('/auth/forgot-password')}>
      <Message id="ambassador.reset.askAgain" />
    </Link>
  );

  return (
    <Page title={t('ambassador.reset.title')} noindex className="ap-auth ap-auth--narrow">
      {done ? (
        <>
          <Alert type="success" showIcon title={t('ambassador.reset.done')} role="status" className="ap-alert" />
          <Link className="shop-button" to={localize('/auth/sign-in')}>
            <Message id="ambassador.signIn.submit" />
          </Link>
        </>
      ) : !token ? (
        <>
          <Alert type="warning" showIcon title={t('ambassador.reset.noToken')} role="alert" className="ap-alert" />
          <p className="ap-muted">{askAgain}</p>
        </>
      ) : (
        <>
          <p className="ap-lead">
            <Message id="ambassador.reset.text" />
          </p>
          <Card>
            <Form form={form} name="reset-password" layout="vertical" onFinish={onFinish} noValidate>
              <Form.Item name="password" label={t('ambassador.profile.newPassword')}>
                <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
              </Form.Item>
              <Form.Item name="passwordConfirmation" label={t('ambassador.profile.newPasswordConfirmation')}>
                <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} />
              </Form.Item>
              {failure && (
                <Alert type="error" showIcon title={failure} description={askAgain} role="alert" className="ap-alert" />
              )}
              <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
                <Message id="ambassador.reset.submit" />
              </Button>
            </Form>
          </Card>
        </>
      )}
    </Page>
  );
}
