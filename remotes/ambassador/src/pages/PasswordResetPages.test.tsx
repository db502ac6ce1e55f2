import { loadEveryLanguage, pageRenderer, stubApi } from '@shop/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../intl';
import { messages } from '../messages';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

beforeAll(() => loadEveryLanguage(catalogue));

const renderPage = pageRenderer(messages);
/** As AntdPages renders them: antd under the portal's own class prefix. */
const portal = (page: ReactNode) => (
  <ConfigProvider prefixCls="amb" iconPrefixCls="amb-icon">
    {page}
  </ConfigProvider>
);
const bodyOf = async (request: Request | undefined) => request?.clone().json();

describe('the forgot-password page', () => {
  it('asks for a link and says the same whatever the answer could reveal', async () => {
    const { calls } = stubApi({ 'POST /referrals/auth/password': { status: 202, body: {} } });
    renderPage(portal(<ForgotPasswordPage />), { path: '/auth/forgot-password', locale: 'ru' });
    const email = await screen.findByLabelText('Адрес электронной почты', {}, { timeout: 20_000 });
    fireEvent.change(email, { target: { value: '  Olga@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    await screen.findByText(/ссылка для смены пароля уже отправлена/, {}, { timeout: 10_000 });
    expect(await bodyOf(calls.find((call) => call.method === 'POST'))).toEqual({
      brand_ambassador: { email: 'Olga@Example.com' },
    });
    expect(screen.getByRole('link', { name: 'Вернуться ко входу' }).getAttribute('href')).toBe('/ru/auth/sign-in');
  });

  it('checks the address before asking', async () => {
    const { calls } = stubApi({});
    renderPage(portal(<ForgotPasswordPage />), { path: '/auth/forgot-password', locale: 'tr' });
    const email = await screen.findByLabelText('E-posta adresi', {}, { timeout: 20_000 });
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bağlantıyı gönder' }));
    await screen.findByText('Lütfen geçerli bir e-posta adresi girin', {}, { timeout: 10_000 });
    expect(calls).toEqual([]);
  });
});

describe('the reset-password page', () => {
  const fill = async (password: string, confirmation: string) => {
    const fields = await screen.findAllByLabelText(/şifre/i, {}, { timeout: 20_000 });
    fireEvent.change(fields[0] as HTMLElement, { target: { value: password } });
    fireEvent.change(fields[1] as HTMLElement, { target: { value: confirmation } });
    fireEvent.click(screen.getByRole('button', { name: 'Yeni şifreyi kaydet' }));
  };

  it("sends the link's token with the new password and then offers to sign in", async () => {
    const { calls } = stubApi({ 'PUT /referrals/auth/password': { status: 200, body: {} } });
    renderPage(portal(<ResetPasswordPage />), { path: '/auth/reset-password?token=abc_DEF-123', locale: 'tr' });
    await fill('a brand new passphrase', 'a brand new passphrase');
    await screen.findByText('Şifreniz değiştirildi. Yeni şifrenizle giriş yapın.', {}, { timeout: 10_000 });
    expect(await bodyOf(calls.find((call) => call.method === 'PUT'))).toEqual({
      brand_ambassador: {
        reset_password_token: 'abc_DEF-123',
        password: 'a brand new passphrase',
        password_confirmation: 'a brand new passphrase',
      },
    });
  });

  it("shows the server's refusal of a spent link with a way to ask for a new one", async () => {
    const message = 'Bu şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.';
    stubApi({ 'PUT /referrals/auth/password': { status: 422, body: { error: 'reset_token_invalid', message } } });
    renderPage(portal(<ResetPasswordPage />), { path: '/auth/reset-password?token=spent', locale: 'tr' });
    await fill('a brand new passphrase', 'a brand new passphrase');
    await screen.findByText(message, {}, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Yeni bağlantı iste' }).getAttribute('href')).toBe(
      '/tr/auth/forgot-password',
    );
  });

  it('refuses passwords that differ before asking the server', async () => {
    const { calls } = stubApi({});
    renderPage(portal(<ResetPasswordPage />), { path: '/auth/reset-password?token=t', locale: 'tr' });
    await fill('a brand new passphrase', 'another passphrase');
    await screen.findByText('Şifreler eşleşmiyor', {}, { timeout: 10_000 });
    expect(calls).toEqual([]);
  });

  it('without a token, says the link is incomplete', async () => {
    renderPage(portal(<ResetPasswordPage />), { path: '/auth/reset-password', locale: 'az' });
    await screen.findByText(/Bu keçid natamamdır/, {}, { timeout: 20_000 });
  });
});
