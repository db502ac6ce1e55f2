import type { ComponentType } from 'react';
import { IntlScope, type RemoteAppProps } from '@shop/shared';
import { messages } from './messages';
import { ContactPage } from './pages/ContactPage';
import { ContentPage } from './pages/ContentPage';
import { ExplorePage } from './pages/ExplorePage';
import { FaqsPage } from './pages/FaqsPage';
import { HomePage } from './pages/HomePage';
import { ReferralLandingPage } from './pages/ReferralLandingPage';
import { StoryPage } from './pages/StoryPage';

const PAGES: Record<string, ComponentType> = {
  home: HomePage,
  faqs: FaqsPage,
  contact: ContactPage,
  explore: ExplorePage,
  page: ContentPage,
  story: StoryPage,
  referral: ReferralLandingPage,
};

/** The storefront's one exposed entry: renders the page the shell's route table names. */
export default function App({ routeId }: RemoteAppProps) {
  const Page = PAGES[routeId] ?? HomePage;
  return (
    <IntlScope catalogue={messages}>
      <Page />
    </IntlScope>
  );
}
