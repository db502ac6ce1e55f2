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
import { isCurrentPasswordRefusal, useCurrentPasswordDialog } from '../components/CurrentPasswordDialog';
import { METHOD_NAME } from '../components/labels';
import { type Outcome, OutcomeAlert } from '../components/OutcomeAlert';
import { type Field, ResponsiveTable } from '../components/ResponsiveTable';
import { Message, useT } from '../intl';
import { failureText } from './failure';

const FIELDS = [
  'payment_method',
  'account_holder_name',
  'account_number',
  'routing_number',
  'iban',
  'swift_bic',
  'tax_id',
] as const;
const METHODS: PaymentMethod[] = ['bank_transfer', 'card'];

/**
 * Bank details: the numbers are checked on the server (IBAN check digits, BIC, card Luhn) and come back
 * masked; the full numbers are never shown again. The account holder's name is asked for every method (a
 * transfer to a name the bank does not know bounces), and saving asks for the current password first.
 */
export function PaymentMethodsPage() {
  const intl = useIntl();
  const t = useT();
  const [form] = Form.useForm<BankDetailFields>();
  const method = Form.useWatch('payment_method', form) ?? 'bank_transfer';
  const [outcome, setOutcome] = useState<Outcome>();
  const [create, { isLoading }] = useCreateBankDetailMutation();
  const { data: details, error, isFetching, refetch } = useGetBankDetailsQuery();
  const { confirm, dialog } = useCurrentPasswordDialog();

  const onFinish = () => {
    setOutcome(undefined);
    const values = withoutEmpty(form.getFieldsValue(true) as BankDetailFields);
    const holder = { account_holder_name: values.account_holder_name ?? '' };
    const fields: BankDetailFields =
      method === 'card'
        ? {
            payment_method: 'card',
            ...holder,
            ...(values.account_number ? { account_number: values.account_number } : {}),
            ...(values.tax_id ? { tax_id: values.tax_id } : {}),
          }
        : { ...values, ...holder, payment_method: 'bank_transfer' };
    // Where the money goes is what a stolen session would change: the current password first.
    confirm(async (currentPassword) => {
      const result = await create({ ...fields, current_password: currentPassword });
      if ('data' in result) {
        form.resetFields();
        showFieldErrors(form, intl, FIELDS, {});
        setOutcome({ type: 'success', text: t('ambassador.bank.saved') });
        return undefined;
      }
      if (isCurrentPasswordRefusal(result.error)) {
        return { refused: failureText(result.error, t, 'common.error.generic') };
      }
      if (!showFieldErrors(form, intl, FIELDS, serverFieldErrors(result.error))) {
        setOutcome({ type: 'error', text: failureText(result.error, t, 'common.error.generic') });
      }
      return undefined;
    });
  };
  const masked = (value: string | null) => value ?? '—';
  const fields: Field<BankDetail>[] = [
    {
      key: 'method',
      title: t('ambassador.bank.method'),
      render: (row) => <Message id={METHOD_NAME[row.payment_method]} />,
    },
    {
      key: 'holder',
      title: t('ambassador.bank.holder'),
      render: (row) => masked(row.account_holder_name),
      blank: (row) => !row.account_holder_name,
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
    {
      key: 'taxId',
      title: t('ambassador.bank.taxId'),
      render: (row) => masked(row.tax_id),
      blank: (row) => !row.tax_id,
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
          <Form.Item
            name="account_holder_name"
            label={t('ambassador.bank.holderName')}
            extra={t('ambassador.bank.holderHint')}
            required
          >
            <Input autoComplete="cc-name" maxLength={140} />
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
                <Form.Item name="tax_id" label={t('ambassador.bank.taxId')}>
                  <Input autoComplete="off" maxLength={32} />
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
      {dialog}
    </Page>
  );
}
