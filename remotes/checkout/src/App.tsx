import { IntlScope, type RemoteAppProps } from '@shop/shared';
import type { ComponentType } from 'react';
import { messages } from './messages';
import { CreateStoryPage } from './pages/CreateStoryPage';
import { OrderErrorPage } from './pages/OrderErrorPage';
import { OrderSuccessPage } from './pages/OrderSuccessPage';

const PAGES: Record<string, ComponentType> = {
  'create-story': CreateStoryPage,
  'order-success': OrderSuccessPage,
  'order-error': OrderErrorPage,
};

/** The checkout's one exposed entry: renders the page the shell's route table names. */
export default function App({ routeId }: RemoteAppProps) {
  const Page = PAGES[routeId] ?? CreateStoryPage;
  return (
    <IntlScope catalogue={messages}>
      <Page />
    </IntlScope>
  );
}
