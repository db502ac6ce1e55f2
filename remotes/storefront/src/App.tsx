import { IntlScope, Loading, type RemoteAppProps, useLocation } from '@shop/shared';
import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { messages } from './messages';
import { ContentPage } from './pages/ContentPage';
import { ExplorePage } from './pages/ExplorePage';
import { FaqsPage } from './pages/FaqsPage';
import { HomePage } from './pages/HomePage';
import { ReferralLandingPage } from './pages/ReferralLandingPage';
import { StoryPage } from './pages/StoryPage';
import './storefront.css';

// The one page that needs the validation rules (zod) up front loads on its own, with them.
const ContactPage = lazy(() => import('./pages/ContactPage').then((module) => ({ default: module.ContactPage })));

const PAGES: Record<string, ComponentType> = {
  home: HomePage,
  faqs: FaqsPage,
  contact: ContactPage,
  explore: ExplorePage,
  page: ContentPage,
  story: StoryPage,
  referral: ReferralLandingPage,
};

/** A new page starts at its top (a story card at the bottom of a page leads to the story's top). */
function useScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current !== pathname) window.scrollTo(0, 0);
    previous.current = pathname;
  }, [pathname]);
}

/** The storefront's one exposed entry: renders the page the shell's route table names. */
export default function App({ routeId }: RemoteAppProps) {
  useScrollToTopOnNewPage();
  const Page = PAGES[routeId] ?? HomePage;
  return (
    <IntlScope catalogue={messages}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </IntlScope>
  );
}
