import { Link, useLocation } from '@shop/shared';
import { Button, Layout, Menu, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { type Staff, useStaffSignOutMutation } from './api';
import { ROLE_NAME } from './components/labels';
import { useT } from './intl';

/** Sections of the console; `admin` ones are hidden from support (the server refuses them anyway). */
export const SECTIONS = [
  { path: '', title: 'backoffice.nav.overview' },
  { path: 'orders', title: 'backoffice.nav.orders' },
  { path: 'ambassadors', title: 'backoffice.nav.ambassadors' },
  { path: 'payouts', title: 'backoffice.nav.payouts' },
  { path: 'referral-reviews', title: 'backoffice.nav.referralReviews' },
  { path: 'content', title: 'backoffice.nav.content' },
  { path: 'outbox', title: 'backoffice.nav.outbox' },
  { path: 'jobs', title: 'backoffice.nav.jobs' },
  { path: 'staff', title: 'backoffice.nav.staff', admin: true },
  { path: 'audit', title: 'backoffice.nav.audit', admin: true },
] as const;

/** The section a pathname is in: the first segment after /backoffice. */
function sectionOf(pathname: string): string {
  const after = pathname.split('/backoffice')[1] ?? '';
  return after.split('/').filter(Boolean)[0] ?? '';
}

/** Desktop layout: the section menu on the left, who is signed in on top, the page on the right. */
export function BackofficeLayout({ me, base, children }: { me: Staff; base: string; children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const [signOut, { isLoading }] = useStaffSignOutMutation();
  const items = SECTIONS.filter((section) => !('admin' in section) || me.role === 'admin').map((section) => ({
    key: section.path,
    label: <Link to={section.path ? `${base}/${section.path}` : base}>{t(section.title)}</Link>,
  }));
  return (
    <Layout className="bo-layout">
      <Layout.Sider width={220} theme="light" className="bo-sider">
        <nav aria-label={t('backoffice.title')}>
          <Menu mode="inline" selectedKeys={[sectionOf(pathname)]} items={items} />
        </nav>
      </Layout.Sider>
      <Layout className="bo-main">
        <Layout.Header className="bo-header">
          <Space size="middle" wrap>
            <Typography.Text strong>{me.name}</Typography.Text>
            <Typography.Text type="secondary">{me.email}</Typography.Text>
            <Tag>{t(ROLE_NAME[me.role])}</Tag>
            <Button onClick={() => void signOut()} loading={isLoading}>
              {t('backoffice.signOut')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="bo-content">{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
