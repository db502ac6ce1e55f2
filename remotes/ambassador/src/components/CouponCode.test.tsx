import { loadEveryLanguage, pageRenderer, stubApi } from '@shop/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../intl';
import { messages } from '../messages';
import { CouponCode } from './CouponCode';

beforeAll(() => loadEveryLanguage(catalogue));

const renderPage = pageRenderer(messages);

const card = (
  <ConfigProvider prefixCls="amb" iconPrefixCls="amb-icon">
    <CouponCode />
  </ConfigProvider>
);

describe("the ambassador's coupon code", () => {
  it('is shown with a copy button and changed once, the server’s refusal under the field', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let puts = 0;
    const { calls } = stubApi({
      'GET /referrals/coupon_code': {
        body: { coupon_code: { code: 'OLGA27', changeable: true, discount_percent: 5 } },
      },
      'PUT /referrals/coupon_code': () => {
        puts += 1;
        const body =
          puts === 1
            ? {
                error: 'coupon_taken',
                message: 'Этот код уже занят. Выберите другой',
                details: [
                  {
                    path: ['coupon_code', 'code'],
                    message_id: 'common.error.couponTaken',
                    message: 'Этот код уже занят. Выберите другой',
                  },
                ],
              }
            : { coupon_code: { code: 'OlgaReads', changeable: false, discount_percent: 5 } };
        return new Response(JSON.stringify(body), {
          status: puts === 1 ? 422 : 200,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    // Signed in, as the dashboard's frame makes sure before the card asks for the code.
    localStorage.setItem('auth_token', 'a-token');
    renderPage(card, { path: '/dashboard/profile', locale: 'ru' });

    const shown = await screen.findByRole('textbox', { name: 'Ваш промокод' }, { timeout: 20_000 });
    expect((shown as HTMLInputElement).value).toBe('OLGA27');
    expect(
      screen.getByText(
        'Друзья, которые введут этот код при оформлении заказа, получат скидку 5 % на книгу, а заказ засчитается вам, даже если они пришли не по вашей ссылке.',
      ),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Скопировать код' }));
    await screen.findByText('Код скопирован');
    expect(writeText).toHaveBeenCalledWith('OLGA27');

    fireEvent.click(screen.getByRole('button', { name: 'Изменить код' }));
    const field = screen.getByLabelText('Новый код');
    // Checked here first: nothing is sent for a code of the wrong shape.
    fireEvent.change(field, { target: { value: 'Ольга' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить код' }));
    expect(await screen.findByText('Код должен состоять из 4–20 латинских букв и цифр, без пробелов')).toBeDefined();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(field, { target: { value: 'olga27x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить код' }));
    expect(await screen.findByText('Этот код уже занят. Выберите другой')).toBeDefined();

    fireEvent.change(field, { target: { value: 'OlgaReads' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить код' }));
    expect(await screen.findByText('Теперь ваш код — OlgaReads. Изменить его ещё раз нельзя.')).toBeDefined();
    await waitFor(() => expect((shown as HTMLInputElement).value).toBe('OlgaReads'));
    expect(screen.queryByRole('button', { name: 'Изменить код' })).toBeNull();
    const sent = calls.filter((call) => call.method === 'PUT').at(-1) as Request;
    expect(await sent.clone().json()).toEqual({ coupon_code: { code: 'OlgaReads' } });
  });
});
