import { DateText, ErrorNotice, Page } from '@shop/shared';
import { staffAccountSchema } from '@shop/shared/validation';
import { Button, Form, Input, Modal, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import {
  type StaffAccount,
  type StaffRole,
  useCreateStaffMutation,
  useGetMeQuery,
  useListStaffQuery,
  useRevokeStaffSessionsMutation,
  useUpdateStaffMutation,
} from '../api';
import { FormDialog } from '../components/FormDialog';
import { ROLE_NAME } from '../components/labels';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { useAction } from '../components/useAction';
import { useListParams } from '../components/useListParams';
import { useT } from '../intl';

const ROLES: readonly StaffRole[] = ['support', 'admin'];

/** The team's accounts (admin only): add, change role, disable, sign out everywhere. */
export function StaffPage() {
  const t = useT();
  const list = useListParams();
  const me = useGetMeQuery().data?.staff;
  const { data, error, isFetching, refetch } = useListStaffQuery(list.args);
  const [create] = useCreateStaffMutation();
  const [update] = useUpdateStaffMutation();
  const [revoke] = useRevokeStaffSessionsMutation();
  const run = useAction();
  const [adding, setAdding] = useState(false);
  const roleOptions = ROLES.map((role) => ({ value: role, label: t(ROLE_NAME[role]) }));

  return (
    <Page title={t('backoffice.staff.title')} noindex>
      <div className="bo-toolbar">
        <Button type="primary" onClick={() => setAdding(true)}>
          {t('backoffice.staff.add')}
        </Button>
      </div>
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      <ResponsiveTable<StaffAccount>
        {...list.tableProps(data, isFetching)}
        aria-label={t('backoffice.staff.title')}
        columns={[
          {
            title: t('backoffice.ambassadors.name'),
            dataIndex: 'name',
            sorter: true,
            sortOrder: list.sortOrder('name'),
          },
          {
            title: t('backoffice.ambassadors.email'),
            dataIndex: 'email',
            sorter: true,
            sortOrder: list.sortOrder('email'),
          },
          {
            title: t('backoffice.staff.role'),
            dataIndex: 'role',
            render: (role: StaffRole, row) => (
              <Select
                aria-label={t('backoffice.staff.roleOf', { name: row.name })}
                value={role}
                options={roleOptions}
                disabled={row.id === me?.id}
                onChange={(next: StaffRole) =>
                  void run(() => update({ id: row.id, role: next }).unwrap(), 'backoffice.staff.saved')
                }
                style={{ width: 140 }}
              />
            ),
          },
          {
            title: t('backoffice.ambassadors.status'),
            dataIndex: 'disabled',
            render: (disabled: boolean) =>
              disabled ? (
                <Tag color="red">{t('backoffice.staff.disabled')}</Tag>
              ) : (
                <Tag color="green">{t('backoffice.staff.enabled')}</Tag>
              ),
          },
          {
            title: t('backoffice.staff.lastSignIn'),
            dataIndex: 'last_sign_in_at',
            render: (value: string | null) => <DateText value={value} time />,
          },
          {
            title: t('backoffice.list.actions'),
            key: 'actions',
            render: (_, row) =>
              row.id !== me?.id && (
                <Space>
                  <Button
                    size="small"
                    danger={!row.disabled}
                    onClick={() =>
                      void run(() => update({ id: row.id, disabled: !row.disabled }).unwrap(), 'backoffice.staff.saved')
                    }
                  >
                    {t(row.disabled ? 'backoffice.staff.enable' : 'backoffice.staff.disable')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() =>
                      Modal.confirm({
                        title: t('backoffice.staff.revokeConfirm', { name: row.name }),
                        okText: t('backoffice.staff.revoke'),
                        cancelText: t('backoffice.action.cancel'),
                        onOk: () => run(() => revoke(row.id).unwrap(), 'backoffice.staff.revoked'),
                      })
                    }
                  >
                    {t('backoffice.staff.revoke')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <FormDialog
        open={adding}
        title={t('backoffice.staff.add')}
        okText={t('backoffice.staff.create')}
        schema={staffAccountSchema}
        initialValues={{ role: 'support' }}
        onClose={() => setAdding(false)}
        onSubmit={(values) => run(() => create(values).unwrap(), 'backoffice.staff.created')}
      >
        <Form.Item name="name" label={t('backoffice.ambassadors.name')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={t('backoffice.signIn.email')}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t('backoffice.staff.role')}>
          <Select options={roleOptions} />
        </Form.Item>
        <Form.Item name="password" label={t('backoffice.signIn.password')} extra={t('backoffice.staff.passwordHint')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </FormDialog>
    </Page>
  );
}
