import { Page, showFieldErrors, zodFieldErrors } from '@shop/shared';
import { staffSignInSchema } from '@shop/shared/validation';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useStaffSignInMutation } from '../api';
import { errorText } from '../components/useAction';
import { useT } from '../intl';

interface Fields {
  email: string;
  password: string;
}

const FIELDS = ['email', 'password'] as const;

/** The console's door: staff accounts only (ambassadors sign in to their own dashboard). */
export function SignInPage() {
  const intl = useIntl();
  const t = useT();
  const [form] = Form.useForm<Fields>();
  const [signIn, { isLoading }] = useStaffSignInMutation();
  const [failure, setFailure] = useState<string>();

  async function submit(values: Fields) {
    setFailure(undefined);
    const parsed = staffSignInSchema.safeParse(values);
    if (!parsed.success) {
      showFieldErrors(form, intl, FIELDS, zodFieldErrors(parsed.error));
      return;
    }
    showFieldErrors(form, intl, FIELDS, {});
    try {
      await signIn(parsed.data).unwrap();
    } catch (error) {
      setFailure(errorText(error) ?? t('common.error.generic'));
    }
  }

  return (
    <Page title={t('backoffice.signIn.title')} noindex className="bo-sign-in">
      <Card style={{ maxWidth: 420 }}>
        {failure && <Alert type="error" role="alert" title={failure} style={{ marginBottom: 16 }} />}
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} noValidate>
          <Form.Item name="email" label={t('backoffice.signIn.email')}>
            <Input type="email" autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('backoffice.signIn.password')}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isLoading} block>
            {t('backoffice.signIn.submit')}
          </Button>
        </Form>
      </Card>
    </Page>
  );
}
