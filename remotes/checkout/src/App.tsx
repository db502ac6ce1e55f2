import { IntlScope, Loading, type RemoteAppProps } from '@shop/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { catalogue } from './intl';
import { OrderErrorPage } from './pages/OrderErrorPage';
import { OrderSuccessPage } from './pages/OrderSuccessPage';

// The wizard loads on its own with the validation rules (zod) it needs; the result pages need neither.
const CreateStoryPage = lazy(() =>
  import('./pages/CreateStoryPage').then((module) => ({ default: module.CreateStoryPage })),
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
