import { DateText, ErrorNotice, Page, serverFieldErrors, showFieldErrors, withoutEmpty } from '@shop/shared';
import { Button, Card, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  type BankDetail,
  type BankDetailFields,
  type PaymentMethod,
  useCreateBankDetailMutation,
  useGetBankDetailsQuery,
} from '../api';
import { METHOD_NAME } from '../components/labels';
import { type Outcome, OutcomeAlert } from '../components/OutcomeAlert';
import { type Field, ResponsiveTable } from '../components/ResponsiveTable';
import { Message, useT } from '../intl';
import { failureText } from './failure';

const FIELDS = ['payment_method', 'account_number', 'routing_number', 'iban', 'swift_bic'] as const;
const METHODS: PaymentMethod[] = ['bank_transfer', 'card'];

/**
 * Bank details: the numbers are checked on the server (IBAN check digits, BIC, card Luhn) and come back
 * masked; the full numbers are never shown again.
 */
export function PaymentMethodsPage() {
  const intl = useIntl();
  const t = useT();
  const [form] = Form.useForm<BankDetailFields>();
  const method = Form.useWatch('payment_method', form) ?? 'bank_transfer';
  const [outcome, setOutcome] = useState<Outcome>();
  const [create, { isLoading }] = useCreateBankDetailMutation();
  const { data: details, error, isFetching, refetch } = useGetBankDetailsQuery();

  const onFinish = async () => {
    setOutcome(undefined);
    const values = withoutEmpty(form.getFieldsValue(true) as BankDetailFields);
    const fields: BankDetailFields =
      method === 'card'
        ? { payment_method: 'card', ...(values.account_number ? { account_number: values.account_number } : {}) }
        : { ...values, payment_method: 'bank_transfer' };
    const result = await create(fields);
    if ('data' in result) {
      form.resetFields();
      showFieldErrors(form, intl, FIELDS, {});
      setOutcome({ type: 'success', text: t('ambassador.bank.saved') });
      return;
    }
    if (!showFieldErrors(form, intl, FIELDS, serverFieldErrors(result.error))) {
      setOutcome({ type: 'error', text: failureText(result.error, t, 'common.error.generic') });
    }
  };
  const masked = (value: string | null) => value ?? '—';
  const fields: Field<BankDetail>[] = [
    {
      key: 'method',
      title: t('ambassador.bank.method'),
      render: (row) => <Message id={METHOD_NAME[row.payment_method]} />,
    },
    {
      key: 'account',
      title: `${t('ambassador.bank.accountNumber')} / ${t('ambassador.bank.cardNumber')}`,
      render: (row) => masked(row.account_number),
      blank: (row) => !row.account_number,
    },
    {
      key: 'routing',
      title: t('ambassador.bank.routingNumber'),
      render: (row) => masked(row.routing_number),
      blank: (row) => !row.routing_number,
    },
    { key: 'iban', title: t('ambassador.bank.iban'), render: (row) => masked(row.iban), blank: (row) => !row.iban },
    {
      key: 'bic',
      title: t('ambassador.bank.swiftBic'),
      render: (row) => masked(row.swift_bic),
      blank: (row) => !row.swift_bic,
    },
    { key: 'createdAt', title: t('ambassador.column.createdAt'), render: (row) => <DateText value={row.created_at} /> },
  ];

  return (
    <Page title={t('ambassador.paymentMethods.title')} noindex>
      <Card title={t('ambassador.bank.addTitle')} className="ap-card">
        <Form
          form={form}
          name="bank-detail"
          layout="vertical"
          onFinish={onFinish}
          noValidate
          initialValues={{ payment_method: 'bank_transfer' }}
        >
          <Form.Item name="payment_method" label={t('ambassador.bank.method')}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={METHODS.map((value) => ({
                value,
                label: t(METHOD_NAME[value]),
              }))}
            />
          </Form.Item>
          {method === 'card' ? (
            <Form.Item name="account_number" label={t('ambassador.bank.cardNumber')} required>
              <Input inputMode="numeric" autoComplete="cc-number" maxLength={23} />
            </Form.Item>
          ) : (
            <>
              <p className="ap-muted">
                <Message id="ambassador.bank.transferHint" />
              </p>
              <div className="ap-grid">
                <Form.Item name="iban" label={t('ambassador.bank.iban')}>
                  <Input autoComplete="off" maxLength={42} />
                </Form.Item>
                <Form.Item name="swift_bic" label={t('ambassador.bank.swiftBic')} required>
                  <Input autoComplete="off" maxLength={11} />
                </Form.Item>
                <Form.Item name="account_number" label={t('ambassador.bank.accountNumber')}>
                  <Input autoComplete="off" maxLength={40} />
                </Form.Item>
                <Form.Item name="routing_number" label={t('ambassador.bank.routingNumber')}>
                  <Input autoComplete="off" maxLength={20} />
                </Form.Item>
              </div>
            </>
          )}
          <OutcomeAlert outcome={outcome} />
          <Button type="primary" htmlType="submit" loading={isLoading}>
            <Message id="ambassador.bank.save" />
          </Button>
        </Form>
      </Card>
      <Card title={t('ambassador.bank.listTitle')} className="ap-card">
        <p className="ap-muted">
          <Message id="ambassador.bank.maskedNote" />
        </p>
        {error ? (
          <ErrorNotice error={error} onRetry={refetch} />
        ) : (
          <ResponsiveTable<BankDetail>
            label={t('ambassador.bank.listTitle')}
            fields={fields}
            titleKey="method"
            rows={details}
            loading={isFetching}
            pagination={false}
            empty={t('ambassador.bank.empty')}
          />
        )}
      </Card>
    </Page>
  );
}
