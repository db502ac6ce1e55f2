import { cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config';
import { ShopProvider } from '../context/ShopContext';
import type { Locale } from './catalogue';
import { IntlScope } from './IntlScope';
import { defineIntl } from './package-intl';

afterEach(cleanup);

const config = setRuntimeConfig({ apiBase: 'http://shop.test', publicUrl: 'http://shop.test' });

const en = { 'demo.hello': 'Hello, {name}!', 'demo.terms': 'I agree to the <b>terms</b>' };
const ru = { 'demo.hello': 'Здравствуйте, {name}!', 'demo.terms': 'Я принимаю <b>условия</b>' };
const tr = { 'demo.hello': 'Merhaba {name}!', 'demo.terms': '<b>Şartları</b> kabul ediyorum' };
const az = { 'demo.hello': 'Salam, {name}!', 'demo.terms': '<b>Şərtləri</b> qəbul edirəm' };

/** A fresh package per test: the languages it has loaded are kept for the page's life. */
function demoPackage() {
  const load = { ru: vi.fn(async () => ru), tr: vi.fn(async () => tr), az: vi.fn(async () => az) };
  return { load, intl: defineIntl('demo', en, load) };
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

function renderIn(locale: Locale, intl: Demo, page: ReactNode) {
  return render(
    <ShopProvider locale={locale} config={config} shareImage="/share.png">
      <Suspense fallback={<p>loading</p>}>
        <IntlScope catalogue={intl.catalogue}>{page}</IntlScope>
      </Suspense>
    </ShopProvider>,
  );
}

describe('defineIntl', () => {
  it('renders English at once, with the common catalogue, and loads no other language', () => {
    const { load, intl } = demoPackage();
    renderIn('en', intl, <Greeting intl={intl} />);
    expect(screen.getByRole('heading').textContent).toBe('Hello, Ada!');
    expect(screen.getByText('terms').tagName).toBe('B');
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(load.ru).not.toHaveBeenCalled();
    expect(load.tr).not.toHaveBeenCalled();
    expect(load.az).not.toHaveBeenCalled();
  });

  it("loads the visitor's language on demand, once, and only that one", async () => {
    const { load, intl } = demoPackage();
    renderIn('ru', intl, <Greeting intl={intl} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect((await screen.findByRole('heading')).textContent).toBe('Здравствуйте, Ada!');
    expect(screen.getByText('условия').tagName).toBe('B');
    expect(screen.getByText('Это поле обязательно для заполнения')).toBeTruthy();
    cleanup();
    renderIn('ru', intl, <Greeting intl={intl} />);
    expect(screen.getByRole('heading').textContent).toBe('Здравствуйте, Ada!');
    expect(load.ru).toHaveBeenCalledTimes(1);
    expect(load.tr).not.toHaveBeenCalled();
    expect(load.az).not.toHaveBeenCalled();
  });

  it('shows an id from outside only when a catalogue of the page has it', () => {
    const { intl } = demoPackage();
    renderIn('en', intl, <ServerIds intl={intl} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Password must be at least 8 characters',
      'Hello, Ada!',
      'unknown',
      'not an id',
    ]);
  });

  it('types the ids: an id of no catalogue, or of another package, does not compile', () => {
    const { intl } = demoPackage();
    const { container } = renderIn('en', intl, <Wrong intl={intl} />);
    // At run time a wrong id shows itself, which is what the types prevent.
    expect(container.textContent).toBe('demo.goodbyecheckout.step.child');
  });
});
