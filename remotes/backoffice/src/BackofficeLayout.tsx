import { Link, tokens, useLocation } from '@shop/shared';
import { Button, ConfigProvider, Drawer, Menu, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
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

/**
 * antd's grey for secondary text (45 % black) is 3.3:1 on the shop's cream page, below WCAG's 4.5:1: the
 * console's secondary and tertiary text take the shop's muted text colour instead (about 6.5:1).
 */
const READABLE_TEXT = {
  token: {
    colorTextSecondary: tokens.colorTextMuted,
    colorTextTertiary: tokens.colorTextMuted,
    colorTextDescription: tokens.colorTextMuted,
  },
};

/** The section a pathname is in: the first segment after /backoffice. */
function sectionOf(pathname: string): string {
  const after = pathname.split('/backoffice')[1] ?? '';
  return after.split('/').filter(Boolean)[0] ?? '';
}

/**
 * The section menu on the left, who is signed in on top, the page on the right; on a phone the menu is a
 * drawer behind a button (backoffice.css switches at 768 px). Plain elements, not antd's Layout: the shell
 * already has the page's one `main` landmark, and antd's Content would be a second one inside it.
 */
export function BackofficeLayout({ me, base, children }: { me: Staff; base: string; children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  const [signOut, { isLoading }] = useStaffSignOutMutation();
  // The drawer is open on the page it was opened on: choosing a section goes there and puts it away.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const items = SECTIONS.filter((section) => !('admin' in section) || me.role === 'admin').map((section) => ({
    key: section.path,
    label: <Link to={section.path ? `${base}/${section.path}` : base}>{t(section.title)}</Link>,
  }));
  const menu = (
    <nav aria-label={t('backoffice.title')}>
      <Menu mode="inline" selectedKeys={[sectionOf(pathname)]} items={items} />
    </nav>
  );
  return (
    <ConfigProvider theme={READABLE_TEXT}>
      <div className="bo-layout">
        <div className="bo-sider">{menu}</div>
        <div className="bo-main">
          <div className="bo-header">
            <Button className="bo-menu-button" aria-expanded={menuOpen} onClick={() => setMenuOpenAt(pathname)}>
              <span aria-hidden="true">☰</span> {t('backoffice.menu.open')}
            </Button>
            <div className="bo-who">
              <Typography.Text strong>{me.name}</Typography.Text>
              <Typography.Text type="secondary" className="bo-who-email">
                {me.email}
              </Typography.Text>
              <Tag>{t(ROLE_NAME[me.role])}</Tag>
              <Button onClick={() => void signOut()} loading={isLoading}>
                {t('backoffice.signOut')}
              </Button>
            </div>
          </div>
          <div className="bo-content">{children}</div>
        </div>
        <Drawer
          placement="left"
          size={280}
          title={t('backoffice.title')}
          open={menuOpen}
          onClose={() => setMenuOpenAt(null)}
          className="bo-drawer"
        >
          {menu}
        </Drawer>
      </div>
    </ConfigProvider>
  );
}
