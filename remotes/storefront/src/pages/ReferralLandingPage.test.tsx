import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerOnceThenHold, renderPage, stubApi } from '../test/render';
import { ReferralLandingPage, referralLandingApi } from './ReferralLandingPage';

const notValid = () =>
  Response.json({ error: 'not_found', message: 'This referral link is not valid' }, { status: 404 });

describe('ReferralLandingPage', () => {
  it('names the ambassador who invited the visitor and leads to the wizard', async () => {
    stubApi({
      'POST /referrals/visits': {
        status: 201,
        body: { referral_code: 'ANNA2024', window_days: 30, ambassador_name: 'Anna K.' },
      },
    });
    renderPage(<ReferralLandingPage />, { path: '/referrals/ANNA2024', route: '/referrals/:referralCode' });
    expect(await screen.findByRole('heading', { level: 1, name: /Anna K\./ })).toBeDefined();
    expect(screen.getByText('ANNA2024')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Create your story' }).getAttribute('href')).toBe('/create-story');
    // The share preview a friend sees in a chat says who invites them.
    await waitFor(() =>
      expect(document.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toMatch(
        /^Anna K\. invites you /,
      ),
    );
  });

  it("keeps an unknown code's error and the way into the shop on screen while the visit is posted again", async () => {
    const visit = answerOnceThenHold(notValid);
    stubApi({ 'POST /referrals/visits': visit.reply });
    const { store } = renderPage(<ReferralLandingPage />, {
      path: '/referrals/NOSUCHCODE',
      route: '/referrals/:referralCode',
    });
    expect(await screen.findByText('This referral link is not valid')).toBeDefined();
    // As hydrating the server's page does: RTK Query asks again for a failed query.
    act(
      () =>
        void store.dispatch(
          referralLandingApi.endpoints.recordReferralVisit.initiate({ code: 'NOSUCHCODE' }, { forceRefetch: true }),
        ),
    );
    await waitFor(() => expect(visit.asked()).toBe(2));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('This referral link is not valid')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Create your story' })).toBeDefined();
    await act(async () => visit.release());
    expect(screen.getByText('This referral link is not valid')).toBeDefined();
  });
});
