import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config';
import { ShopProvider } from '../context/ShopContext';
import type { Locale } from './catalogue';
import { loadCommonMessages } from './common-intl';
import { IntlScope } from './IntlScope';
import { defineIntl } from './package-intl';

afterEach(cleanup);
// The common messages load like a package's (the shell has them in before it renders); English is in here.
beforeAll(() => loadCommonMessages('en'));

const config = setRuntimeConfig({ apiBase: 'http://shop.test', publicUrl: 'http://shop.test' });

const en = { 'demo.hello': 'Hello, {name}!', 'demo.terms': 'I agree to the <b>terms</b>' };
const ru = { 'demo.hello': 'Здравствуйте, {name}!', 'demo.terms': 'Я принимаю <b>условия</b>' };
const tr = { 'demo.hello': 'Merhaba {name}!', 'demo.terms': '<b>Şartları</b> kabul ediyorum' };
const az = { 'demo.hello': 'Salam, {name}!', 'demo.terms': '<b>Şərtləri</b> qəbul edirəm' };

/** A fresh package per test: the languages it has loaded are kept for the page's life. */
function demoPackage() {
  const load = {
    en: vi.fn(async () => en),
    ru: vi.fn(async () => ru),
    tr: vi.fn(async () => tr),
    az: vi.fn(async () => az),
  };
  return { load, intl: defineIntl<keyof typeof en>('demo', load) };
}
type Demo = ReturnType<typeof demoPackage>['intl'];

function Greeting({ intl }: { intl: Demo }) {
  const t = intl.useT();
  return (
    <>
      <h1>{t('demo.hello', { name: 'Ada' })}</h1>
      <p>
        <intl.Message id="demo.terms" values={{ b: (chunks) => <b>{chunks}</b> }} />
      </p>
      <span>{t('common.validation.required')}</span>
    </>
  );
}

function Wrong({ intl }: { intl: Demo }) {
  const t = intl.useT();
  // @ts-expect-error: not an id of this package or of the common catalogue.
  const missing = t('demo.goodbye');
  // @ts-expect-error: another package's id; its catalogue is not loaded here.
  const foreign = <intl.Message id="checkout.step.child" />;
  return (
    <>
      {missing}
      {foreign}
    </>
  );
}

/** Ids that came from a server: shown when the catalogues have them, else the caller's own words. */
function ServerIds({ intl }: { intl: Demo }) {
  const t = intl.useT();
  return (
    <ul>
      <li>{t.ifKnown('common.validation.passwordTooShort', { min: 8 })}</li>
      <li>{t.ifKnown('demo.hello', { name: 'Ada' })}</li>
      <li>{t.ifKnown('checkout.step.child') ?? 'unknown'}</li>
      <li>{t.ifKnown(42) ?? 'not an id'}</li>
    </ul>
  );
}

function tree(locale: Locale, intl: Demo, page: ReactNode) {
  return (
    <ShopProvider locale={locale} config={config} shareImage="/share.png">
      <Suspense fallback={<p>loading</p>}>
        <IntlScope catalogue={intl.catalogue}>{page}</IntlScope>
      </Suspense>
    </ShopProvider>
  );
}

/** Renders and waits for the page's language (a test sees React's retry after `use` inside act). */
async function renderIn(locale: Locale, intl: Demo, page: ReactNode) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(tree(locale, intl, page));
    await Promise.all([intl.catalogue.messages.load(locale), loadCommonMessages(locale)]);
  });
  return result as ReturnType<typeof render>;
}

describe('defineIntl', () => {
  it("loads the visitor's language on demand, once, and only that one, English like any other", async () => {
    for (const locale of ['en', 'ru'] as const) {
      const { load, intl } = demoPackage();
      const first = render(tree(locale, intl, <Greeting intl={intl} />));
      expect(screen.getByText('loading')).toBeTruthy();
      first.unmount();
      await renderIn(locale, intl, <Greeting intl={intl} />);
      const heading = screen.getByRole('heading');
      expect(heading.textContent).toBe(locale === 'en' ? 'Hello, Ada!' : 'Здравствуйте, Ada!');
      expect(screen.getByText(locale === 'en' ? 'terms' : 'условия').tagName).toBe('B');
      expect(
        screen.getByText(locale === 'en' ? 'This field is required' : 'Это поле обязательно для заполнения'),
      ).toBeTruthy();
      cleanup();
      // Loaded once: the next page in that language renders at once, without suspending.
      render(tree(locale, intl, <Greeting intl={intl} />));
      expect(screen.queryByText('loading')).toBeNull();
      expect(load[locale]).toHaveBeenCalledTimes(1);
      for (const other of ['en', 'ru', 'tr', 'az'] as const) {
        if (other !== locale) expect(load[other]).not.toHaveBeenCalled();
      }
      cleanup();
    }
  });

  it('fetches a language again after a failed load', async () => {
    const { load, intl } = demoPackage();
    load.tr.mockRejectedValueOnce(new Error('chunk failed'));
    await expect(intl.catalogue.messages.load('tr')).rejects.toThrow('chunk failed');
    await expect(intl.catalogue.messages.load('tr')).resolves.toEqual(tr);
    expect(load.tr).toHaveBeenCalledTimes(2);
  });

  it('shows an id from outside only when a catalogue of the page has it', async () => {
    const { intl } = demoPackage();
    await renderIn('en', intl, <ServerIds intl={intl} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Password must be at least 8 characters',
      'Hello, Ada!',
      'unknown',
      'not an id',
    ]);
  });

  it('types the ids: an id of no catalogue, or of another package, does not compile', async () => {
    const { intl } = demoPackage();
    const { container } = await renderIn('en', intl, <Wrong intl={intl} />);
    // At run time a wrong id shows itself, which is what the types prevent.
    expect(container.textContent).toBe('demo.goodbyecheckout.step.child');
  });
});
