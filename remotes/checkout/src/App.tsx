import { IntlScope, Loading, type RemoteAppProps } from '@shop/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { catalogue } from './intl';

// Each page is a chunk of its own: the wizard (its later steps and the validation rules load after it), and
// the two pages a payment returns to, which a visit to the wizard does not need.
const CreateStoryPage = lazy(() =>
  import(/* webpackChunkName: "page-create-story" */ './pages/CreateStoryPage').then((module) => ({
    default: module.CreateStoryPage,
  })),
);
const OrderSuccessPage = lazy(() =>
  import(/* webpackChunkName: "page-order-success" */ './pages/OrderSuccessPage').then((module) => ({
    default: module.OrderSuccessPage,
  })),
);
const OrderErrorPage = lazy(() =>
  import(/* webpackChunkName: "page-order-error" */ './pages/OrderErrorPage').then((module) => ({
    default: module.OrderErrorPage,
  })),
);

const PAGES: Record<string, ComponentType> = {
  'create-story': CreateStoryPage,
  'order-success': OrderSuccessPage,
  'order-error': OrderErrorPage,
};

/** The checkout's one exposed entry: renders the page the shell's route table names. */
export default function App({ routeId }: RemoteAppProps) {
  const Page = PAGES[routeId] ?? CreateStoryPage;
  return (
    <IntlScope catalogue={catalogue}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </IntlScope>
  );
}
