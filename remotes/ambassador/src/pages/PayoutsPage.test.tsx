import { storeToken } from '@shop/shared';
import type { PayoutsPage as PayoutsPageJson } from '@shop/shared/contracts';
import { loadEveryLanguage, pageRenderer, stubApi } from '@shop/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BankDetail } from '../api';
import { catalogue } from '../intl';
import { messages } from '../messages';
import { PayoutsPage } from './PayoutsPage';

beforeAll(() => loadEveryLanguage(catalogue));

const renderPage = pageRenderer(messages);

const detail: BankDetail = {
  id: '0b8a4f6e-1c2d-4e3f-8a9b-0c1d2e3f4a5b',
  payment_method: 'bank_transfer',
  account_number: null,
  routing_number: null,
  iban: 'DE•• •••• 3000',
  swift_bic: 'COBADEFFXXX',
  account_holder_name: 'Leyla Həsənova',
  tax_id: null,
  created_at: '2026-11-20T10:00:00Z',
};

const payouts = (available: number): PayoutsPageJson => ({
  reward_payouts: [],
  meta: { page: 1, per_page: 20, total: 0, total_pages: 0 },
  available_balance: available,
  minimum_payout: 2000,
});

function render(available: number) {
  const stub = stubApi({
    'GET /referrals/reward_payouts': { body: payouts(available) },
    'GET /referrals/bank_details': { body: { bank_details: [detail] } },
    'POST /referrals/reward_payouts': {
      status: 201,
      body: {
        reward_payout: {
          id: '3c9d2e1f-4a5b-4c6d-8e7f-901a2b3c4d5e',
          amount: available,
          currency: 'USD',
          status: 'pending',
          payment_method: 'bank_transfer',
          brand_ambassador_bank_detail_id: detail.id,
          destination: detail.iban,
          bank_reference: null,
          paid_at: null,
          created_at: '2026-11-21T10:00:00Z',
        },
      },
    },
  });
  // Signed in before the page asks, as the dashboard's frame makes sure.
  storeToken('a-token');
  renderPage(
    <ConfigProvider prefixCls="amb" iconPrefixCls="amb-icon">
      <PayoutsPage />
    </ConfigProvider>,
    { path: '/dashboard/payouts', locale: 'en' },
  );
  return stub;
}

const posted = (calls: Request[]) => calls.filter((call) => call.method === 'POST');

describe('requesting a payout', () => {
  it('asks for confirmation with the amount and the account before anything is sent', async () => {
    const { calls } = render(4250);
    const request = await screen.findByRole('button', { name: 'Request payout' }, { timeout: 20_000 });
    await waitFor(() => expect((request as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(request);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm your payout request')).toBeTruthy();
    expect(within(dialog).getByText('$42.50')).toBeTruthy();
    expect(within(dialog).getByText(/DE•• •••• 3000/)).toBeTruthy();
    expect(within(dialog).getByText(/Leyla Həsənova/)).toBeTruthy();
    expect(posted(calls)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Request $42.50' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    const body = await (posted(calls)[0] as Request).clone().json();
    expect(body).toEqual({ reward_payout: { brand_ambassador_bank_detail_id: detail.id } });
  });

  it('under the minimum: says when it can be requested and offers no request', async () => {
    const { calls } = render(1500);
    await screen.findByText('Payouts start from $20.00.', {}, { timeout: 20_000 });
    expect(screen.getByText('You can request a payout once your available balance reaches $20.00.')).toBeTruthy();
    const request = screen.getByRole('button', { name: 'Request payout' }) as HTMLButtonElement;
    expect(request.disabled).toBe(true);
    expect(posted(calls)).toEqual([]);
  });
});
