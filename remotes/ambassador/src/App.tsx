import { IntlScope, Loading, type RemoteAppProps } from '@shop/shared';
import { lazy, Suspense } from 'react';
import { catalogue } from './intl';
import { BecomeAmbassadorPage } from './pages/BecomeAmbassadorPage';
import './ambassador.css';

// Sign-in, sign-up and the dashboard, with antd: the landing page does without them.
const AntdPages = lazy(() => import(/* webpackChunkName: "antd-pages" */ './components/AntdPages'));

/** The ambassador portal's one exposed entry: the programme's landing page, or a page of AntdPages. */
export default function App({ routeId }: RemoteAppProps) {
  return (
    <IntlScope catalogue={catalogue}>
      <Suspense fallback={<Loading />}>
        {routeId === 'become-ambassador' ? <BecomeAmbassadorPage /> : <AntdPages routeId={routeId} />}
      </Suspense>
    </IntlScope>
  );
}
