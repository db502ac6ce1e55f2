import { antdTheme, IntlScope, type RemoteAppProps } from '@shop/shared';
import { ConfigProvider } from 'antd';
import type { ComponentType } from 'react';
import { messages } from './messages';
import { BecomeAmbassadorPage } from './pages/BecomeAmbassadorPage';
import { DashboardPage } from './pages/DashboardPage';
import { SignInPage, SignUpPage, SignUpSuccessPage } from './pages/AuthPages';

const PAGES: Record<string, ComponentType> = {
  'become-ambassador': BecomeAmbassadorPage,
  'sign-in': SignInPage,
  'sign-up': SignUpPage,
  'sign-up-success': SignUpSuccessPage,
};

/**
 * The ambassador portal's one exposed entry. antd is bundled here (not shared) under its own class
 * prefix, so its styles cannot leak into other remotes.
 */
export default function App({ routeId }: RemoteAppProps) {
  const Page = PAGES[routeId];
  return (
    <IntlScope catalogue={messages}>
      <ConfigProvider prefixCls="amb" iconPrefixCls="amb-icon" theme={antdTheme}>
        {Page ? <Page /> : <DashboardPage section={routeId} />}
      </ConfigProvider>
    </IntlScope>
  );
}
