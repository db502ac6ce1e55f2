import { antdTheme, IntlScope, type RemoteAppProps } from '@shop/shared';
import { ConfigProvider } from 'antd';
import { messages } from './messages';
import { OverviewPage } from './pages/OverviewPage';

/** The team's console: one exposed entry owning everything below /backoffice (antd, own prefix). */
export default function App(_props: RemoteAppProps) {
  return (
    <IntlScope catalogue={messages}>
      <ConfigProvider prefixCls="bo" iconPrefixCls="bo-icon" theme={antdTheme}>
        <OverviewPage />
      </ConfigProvider>
    </IntlScope>
  );
}
