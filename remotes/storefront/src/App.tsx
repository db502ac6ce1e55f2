import { IntlScope, Loading, type RemoteAppProps, useLocation } from '@shop/shared';
import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { catalogue } from './intl';
import { HomePage } from './pages/HomePage';
import { StoryPage } from './pages/StoryPage';
import { SalesToastSlot } from './sales/SalesToastSlot';
import './storefront.css';

/*
 * The home page, where most visits start, and the story page, where visits turn into orders, come with
 * the App: a page in a chunk of its own starts its requests one step later (measured on the story page:
 * about 0.25 s more to its largest paint at 4x CPU). Every other page is a chunk of its own (the contact
 * page with the validation rules, zod), named `page-<route id>`: the server preloads the page's chunk
 * with the HTML (server/src/plugins/preloads.ts), so a first visit does not wait for a round trip.
 */
const PAGES: Record<string, ComponentType> = {
  home: HomePage,
  faqs: lazy(() =>
    import(/* webpackChunkName: "page-faqs" */ './pages/FaqsPage').then((m) => ({ default: m.FaqsPage })),
  ),
  contact: lazy(() =>
    import(/* webpackChunkName: "page-contact" */ './pages/ContactPage').then((m) => ({ default: m.ContactPage })),
  ),
  explore: lazy(() =>
    import(/* webpackChunkName: "page-explore" */ './pages/ExplorePage').then((m) => ({ default: m.ExplorePage })),
  ),
  page: lazy(() =>
    import(/* webpackChunkName: "page-page" */ './pages/ContentPage').then((m) => ({ default: m.ContentPage })),
  ),
  story: StoryPage,
  unsubscribe: lazy(() =>
    import(/* webpackChunkName: "page-unsubscribe" */ './pages/UnsubscribePage').then((m) => ({
      default: m.UnsubscribePage,
    })),
  ),
  referral: lazy(() =>
    import(/* webpackChunkName: "page-referral" */ './pages/ReferralLandingPage').then((m) => ({
      default: m.ReferralLandingPage,
    })),
  ),
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

/**
 * The storefront's one exposed entry: renders the page the shell's route table names, with the sales
 * pop-ups (not on the referral landing, which stays a single calm message).
 */
export default function App({ routeId }: RemoteAppProps) {
  useScrollToTopOnNewPage();
  const Page = PAGES[routeId] ?? HomePage;
  return (
    <IntlScope catalogue={catalogue}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
      {routeId !== 'referral' && <SalesToastSlot />}
    </IntlScope>
  );
}
