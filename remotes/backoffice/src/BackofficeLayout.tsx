import { Link, useLocation } from '@shop/shared';
import { Button, Layout, Menu, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { type Staff, useStaffSignOutMutation } from './api';

/** Sections of the console; `admin` ones are hidden from support (the server refuses them anyway). */
export const SECTIONS = [
  { path: '', id: 'overview' },
  { path: 'orders', id: 'orders' },
  { path: 'ambassadors', id: 'ambassadors' },
  { path: 'payouts', id: 'payouts' },
  { path: 'content', id: 'content' },
  { path: 'outbox', id: 'outbox' },
  { path: 'jobs', id: 'jobs' },
  { path: 'staff', id: 'staff', admin: true },
  { path: 'audit', id: 'audit', admin: true },
] as const;

/** The section a pathname is in: the first segment after /backoffice. */
function sectionOf(pathname: string): string {
  const after = pathname.split('/backoffice')[1] ?? '';
  return after.split('/').filter(Boolean)[0] ?? '';
}

/** Desktop layout: the section menu on the left, who is signed in on top, the page on the right. */
export function BackofficeLayout({ me, base, children }: { me: Staff; base: string; children: ReactNode }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [signOut, { isLoading }] = useStaffSignOutMutation();
  const items = SECTIONS.filter((section) => !('admin' in section) || me.role === 'admin').map((section) => ({
    key: section.path,
    label: (
      <Link to={section.path ? `${base}/${section.path}` : base}>
        {intl.formatMessage({ id: `backoffice.nav.${section.id}` })}
      </Link>
    ),
  }));
  return (
    <Layout className="bo-layout">
      <Layout.Sider width={220} theme="light" className="bo-sider">
        <nav aria-label={intl.formatMessage({ id: 'backoffice.title' })}>
          <Menu mode="inline" selectedKeys={[sectionOf(pathname)]} items={items} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="bo-header">
          <Space size="middle">
            <Typography.Text strong>{me.name}</Typography.Text>
            <Typography.Text type="secondary">{me.email}</Typography.Text>
            <Tag>{intl.formatMessage({ id: `backoffice.role.${me.role}` })}</Tag>
            <Button onClick={() => void signOut()} loading={isLoading}>
              {intl.formatMessage({ id: 'backoffice.signOut' })}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="bo-content">{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
