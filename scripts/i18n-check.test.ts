// @vitest-environment node
// The checker is a Node script (file system, module hooks), not browser code.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../shared/src/i18n/catalogue';
import { commonMessages } from '../shared/src/i18n/common-messages';
import {
  type CatalogueSource,
  checkCatalogues,
  checkUsage,
  findCatalogueFiles,
  findSourceFiles,
  isCatalogue,
  literalsOf,
  loadCatalogues,
  placeholdersOf,
  readSourceFiles,
  summarise,
  verifyKeys,
} from './i18n-check';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A small catalogue; tests spoil one thing at a time. Malformed shapes go through `unknown` on purpose. */
function source(
  messages: Record<string, Record<string, unknown>>,
  namespace = 'demo',
  file = 'demo.ts',
): CatalogueSource {
  return { file, catalogue: { namespace, messages } as unknown as Catalogue };
}

const good = {
  en: { 'demo.hello': 'Hello, {name}!', 'demo.count': '{count, plural, one {# book} other {# books}}' },
  ru: {
    'demo.hello': 'Здравствуйте, {name}!',
    'demo.count': '{count, plural, one {# книга} few {# книги} other {# книг}}',
  },
  tr: { 'demo.hello': 'Merhaba {name}!', 'demo.count': '{count} kitap' },
  az: { 'demo.hello': 'Salam, {name}!', 'demo.count': '{count} kitab' },
};

/** A second sound catalogue, of the 'other' namespace, in `file`. */
const otherTitle = { en: 'Title', ru: 'Заголовок', tr: 'Başlık', az: 'Başlıq' };
const otherSource = (file: string) =>
  source(
    Object.fromEntries(Object.entries(otherTitle).map(([locale, text]) => [locale, { 'other.title': text }])),
    'other',
    file,
  );

describe('checkCatalogues', () => {
  it('passes sound catalogues', async () => {
    expect(checkCatalogues([source(good)])).toEqual([]);
    expect(await verifyKeys([source(good)])).toEqual([]);
  });

  it('passes partial es/fr/de', async () => {
    const partial = source({ ...good, fr: { 'demo.hello': 'Bonjour, {name} !' } });
    expect(checkCatalogues([partial])).toEqual([]);
    expect(await verifyKeys([partial])).toEqual([]);
  });

  it('reports a missing key (formatjs verify) and an empty string in an offered locale', async () => {
    const catalogue = source({
      ...good,
      tr: { 'demo.hello': 'Merhaba {name}!' },
      az: { ...good.az, 'demo.hello': '  ' },
    });
    expect(checkCatalogues([catalogue])).toEqual(["demo.ts: az: 'demo.hello' is empty"]);
    expect(await verifyKeys([catalogue])).toEqual([
      'formatjs verify: Missing translation keys for locale tr: demo.count',
    ]);
  });

  it('reports a missing locale, in a catalogue merged with a complete one', async () => {
    const { az: _az, ...withoutAz } = good;
    const other = otherSource('other.ts');
    expect(await verifyKeys([source(withoutAz), other])).toEqual([
      'formatjs verify: Missing translation keys for locale az: demo.hello, demo.count',
    ]);
  });

  it('reports keys without the namespace prefix, in English and translations', () => {
    const en = { ...good.en, 'other.title': 'Title' };
    const problems = checkCatalogues([
      source({
        en,
        ru: { ...good.ru, 'other.title': 'Заголовок' },
        tr: { ...good.tr, 'other.title': 'Başlık' },
        az: { ...good.az, 'other.title': 'Başlıq' },
      }),
    ]);
    expect(problems).toEqual(["demo.ts: key 'other.title' is not prefixed with 'demo.'"]);
  });

  it('reports translation keys that English does not have (formatjs verify), in offered and partial locales', async () => {
    const catalogue = source({ ...good, ru: { ...good.ru, 'demo.old': 'Старое' }, de: { 'demo.extra': 'Extra' } });
    expect(checkCatalogues([catalogue])).toEqual([]);
    expect(await verifyKeys([catalogue])).toEqual([
      'formatjs verify: Extra translation keys for locale ru: demo.old',
      'formatjs verify: Extra translation keys for locale de: demo.extra',
    ]);
  });

  it('reports invalid ICU in English and in translations, partial locales included', () => {
    const problems = checkCatalogues([
      source({
        en: { ...good.en, 'demo.broken': 'Hello {name' },
        ru: { ...good.ru, 'demo.broken': 'Привет {name' },
        tr: { ...good.tr, 'demo.broken': 'Merhaba' },
        az: { ...good.az, 'demo.broken': 'Salam' },
        es: { 'demo.count': '{count, plural, one {# libro}}' },
      }),
    ]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^demo\.ts: en: 'demo\.broken' is not valid ICU/);
    expect(problems[1]).toMatch(/^demo\.ts: ru: 'demo\.broken' is not valid ICU/);
    // A plural without `other` does not format in react-intl.
    expect(problems[2]).toMatch(/^demo\.ts: es: 'demo\.count' is not valid ICU/);
  });

  it('reports placeholders that differ from English, including a placeholder swallowed by quoting', () => {
    const problems = checkCatalogues([
      source({
        ...good,
        ru: { ...good.ru, 'demo.hello': 'Здравствуйте, {userName}!' },
        // ICU quoting: an apostrophe before '{' makes the placeholder literal text.
        fr: { 'demo.hello': "Bonjour l'{name}' !" },
        de: { 'demo.count': 'Bücher' },
      }),
    ]);
    expect(problems).toEqual([
      "demo.ts: ru: 'demo.hello' has placeholders userName, English has name",
      "demo.ts: fr: 'demo.hello' has placeholders none, English has name",
      "demo.ts: de: 'demo.count' has placeholders none, English has count",
    ]);
  });

  it('treats rich-text tags as placeholders', () => {
    const en = { 'demo.terms': 'I agree to the <link>terms</link>' };
    const problems = checkCatalogues([
      source({
        en,
        ru: { 'demo.terms': 'Я принимаю условия' },
        tr: { 'demo.terms': '<link>Şartları</link> kabul ediyorum' },
        az: { 'demo.terms': '<link>Şərtləri</link> qəbul edirəm' },
      }),
    ]);
    expect(problems).toEqual(["demo.ts: ru: 'demo.terms' has placeholders none, English has <link>"]);
  });

  it('reports ru/tr/az strings identical to English as untranslated', () => {
    const problems = checkCatalogues([
      source({
        en: { 'demo.a': 'Try again', 'demo.b': 'PDF', 'demo.c': 'Instagram', 'demo.d': '{count}', 'demo.e': 'OK!' },
        ru: { 'demo.a': 'Try again', 'demo.b': 'PDF', 'demo.c': 'Instagram', 'demo.d': '{count}', 'demo.e': 'OK!' },
        tr: { 'demo.a': 'Tekrar dene', 'demo.b': 'PDF', 'demo.c': 'Instagram', 'demo.d': '{count}', 'demo.e': 'OK!' },
        az: {
          'demo.a': 'Yenidən cəhd edin',
          'demo.b': 'PDF',
          'demo.c': 'Instagram',
          'demo.d': '{count}',
          'demo.e': 'OK!',
        },
        // Partial locales are not checked for this: "Photo" may well be the same word.
        de: { 'demo.a': 'Try again' },
      }),
    ]);
    expect(problems).toEqual(['demo.ts: ru: \'demo.a\' is the same as English (untranslated?): "Try again"']);
  });

  it('takes the allow-list from the options, by text or by id', () => {
    const catalogue = source({
      en: { 'demo.brand': 'Storyland', 'demo.slogan': 'Read more' },
      ru: { 'demo.brand': 'Storyland', 'demo.slogan': 'Read more' },
      tr: { 'demo.brand': 'Storyland', 'demo.slogan': 'Daha fazla oku' },
      az: { 'demo.brand': 'Storyland', 'demo.slogan': 'Daha çox oxu' },
    });
    expect(checkCatalogues([catalogue], { allowIdentical: new Set(['Storyland', 'demo.slogan']) })).toEqual([]);
    expect(checkCatalogues([catalogue], { allowIdentical: new Set() })).toHaveLength(4);
  });

  it('reports a namespace or key used by two catalogues', () => {
    const problems = checkCatalogues([source(good, 'demo', 'a.ts'), source(good, 'demo', 'b.ts')]);
    expect(problems).toContain("b.ts: namespace 'demo' is also used by a.ts");
    expect(problems).toContain("b.ts: key 'demo.hello' is also defined by a.ts");
  });

  it('reports a locale that is not catalogued and a catalogue without English', () => {
    expect(checkCatalogues([source({ ...good, it: { 'demo.hello': 'Ciao {name}' } })])).toEqual([
      "demo.ts: locale 'it' is not catalogued",
    ]);
    expect(checkCatalogues([source({ ru: good.ru })])).toEqual(['demo.ts: has no English (en) messages']);
  });

  it('lists every problem of a badly broken catalogue at once', async () => {
    const catalogue = source({
      en: { 'demo.a': 'Hello {name}', b: 'Bye', 'demo.c': '' },
      ru: { 'demo.a': 'Hello {name}', b: 'Пока', 'demo.c': 'Текст' },
      tr: { 'demo.a': 'Merhaba {isim}', b: 'Hoşça kal' },
      az: { 'demo.a': 'Salam {name', b: 'Sağ olun', 'demo.c': 'Mətn' },
    });
    expect(checkCatalogues([catalogue])).toEqual([
      "demo.ts: key 'b' is not prefixed with 'demo.'",
      "demo.ts: en: 'demo.c' is empty",
      'demo.ts: ru: \'demo.a\' is the same as English (untranslated?): "Hello {name}"',
      "demo.ts: tr: 'demo.a' has placeholders isim, English has name",
      expect.stringMatching(/^demo\.ts: az: 'demo\.a' is not valid ICU/),
    ]);
    expect(await verifyKeys([catalogue])).toEqual(['formatjs verify: Missing translation keys for locale tr: demo.c']);
  });
});

describe('literalsOf', () => {
  it('finds string literals in code and JSX, not in comments, and the head of each template with a value', () => {
    const code = [
      "// 'demo.inComment' is not a use",
      "const a = t('demo.hello');",
      'const b = <Message id="demo.count" />;',
      'const c = `demo.plain`;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test, not a template.
      'const d = t(`demo.step.${step}.title`);',
    ].join('\n');
    const { strings, templates } = literalsOf('x.tsx', code);
    expect(strings).toEqual([
      { text: 'demo.hello', line: 2 },
      { text: 'demo.count', line: 3 },
      { text: 'demo.plain', line: 4 },
    ]);
    expect(templates).toEqual([{ text: 'demo.step.', line: 5 }]);
  });
});

describe('checkUsage', () => {
  const catalogue = source(good, 'demo', 'remotes/demo/src/messages.ts');
  const other = otherSource('remotes/other/src/messages.ts');
  const usesAll = [
    { file: 'remotes/demo/src/App.tsx', text: "t('demo.hello'); t('demo.count');" },
    { file: 'remotes/other/src/App.tsx', text: "t('other.title');" },
  ];
  const none = { keptUnused: new Set<string>(), notMessageIds: new Set<string>() };

  it('passes when the code uses every key and every id it uses exists', () => {
    expect(checkUsage([catalogue, other], usesAll, none)).toEqual([]);
  });

  it('reports a key no code uses, unless it is kept on purpose', () => {
    const files = [{ file: 'remotes/demo/src/App.tsx', text: "t('demo.hello');" }, usesAll[1] ?? usesAll[0]];
    expect(checkUsage([catalogue, other], files as typeof usesAll, none)).toEqual([
      "remotes/demo/src/messages.ts: 'demo.count' is used by no code",
    ]);
    expect(
      checkUsage([catalogue, other], files as typeof usesAll, { ...none, keptUnused: new Set(['demo.count']) }),
    ).toEqual([]);
  });

  it('reports an id the code uses that its catalogue lacks, with the line', () => {
    const files = [...usesAll, { file: 'remotes/demo/src/Page.tsx', text: '\n<Message id="demo.goodbye" />' }];
    expect(checkUsage([catalogue, other], files, none)).toEqual([
      "remotes/demo/src/Page.tsx:2: 'demo.goodbye' is not in remotes/demo/src/messages.ts",
    ]);
  });

  it("reports an id of another package's catalogue, which the package does not load", () => {
    const files = [...usesAll, { file: 'remotes/demo/src/Page.tsx', text: "t('other.title');" }];
    expect(checkUsage([catalogue, other], files, none)).toEqual([
      "remotes/demo/src/Page.tsx:1: 'other.title' is an id of remotes/other/src/messages.ts, which demo does not load",
    ]);
  });

  it('reports ids put together at run time, by template or by concatenation', () => {
    const files = [
      ...usesAll,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test, not a template.
      { file: 'remotes/demo/src/Steps.tsx', text: "t(`demo.step.${step}`);\nt('demo.step.' + step);" },
    ];
    expect(checkUsage([catalogue, other], files, none)).toEqual([
      expect.stringMatching(/^remotes\/demo\/src\/Steps\.tsx:2: 'demo\.step\.' looks like the start of a message id/),
      expect.stringMatching(
        /^remotes\/demo\/src\/Steps\.tsx:1: message id built at run time \(`demo\.step\.\$\{…\}`\)/,
      ),
    ]);
  });

  it("reads the server for the common and the shell's ids only; its other names under a prefix are its own", () => {
    const common = source(
      {
        en: { 'common.ok': 'OK' },
        ru: { 'common.ok': 'Хорошо' },
        tr: { 'common.ok': 'Tamam' },
        az: { 'common.ok': 'Oldu' },
      },
      'common',
      'shared/src/i18n/common-messages.ts',
    );
    const server = { file: 'server/src/orders.ts', text: "emit('demo.session.succeeded'); fail('common.missing');" };
    expect(checkUsage([catalogue, other, common], [...usesAll, server], none)).toEqual([
      "server/src/orders.ts:1: 'common.missing' is not in shared/src/i18n/common-messages.ts",
      "shared/src/i18n/common-messages.ts: 'common.ok' is used by no code",
    ]);
  });

  it('skips strings that only look like ids (storage keys) and keeps its list of exceptions fresh', () => {
    const files = [...usesAll, { file: 'remotes/demo/src/storage.ts', text: "localStorage.getItem('demo.wizard');" }];
    expect(checkUsage([catalogue, other], files, { ...none, notMessageIds: new Set(['demo.wizard']) })).toEqual([]);
    expect(
      checkUsage([catalogue, other], usesAll, { ...none, keptUnused: new Set(['demo.hello', 'demo.gone']) }),
    ).toEqual([
      "KEPT_UNUSED: 'demo.hello' is used by the code now; take it off the list",
      "KEPT_UNUSED: 'demo.gone' is in no catalogue; take it off the list",
    ]);
  });
});

describe('placeholdersOf', () => {
  it('collects arguments, nested plural and select arguments and tags', () => {
    const ast = parse(
      '{gender, select, girl {<b>{name}</b> has {count, plural, one {# book} other {# books}}} other {{name}}}',
    );
    expect([...placeholdersOf(ast)].sort()).toEqual(['<b>', 'count', 'gender', 'name']);
  });
});

describe('the real catalogues', () => {
  it('finds the common catalogue and recognises it by shape', async () => {
    const files = findCatalogueFiles(root);
    expect(files[0]).toBe('shared/src/i18n/common-messages.ts');
    expect(files.every((file) => /^(shared|shell|remotes\/[^/]+)\/src\//.test(file))).toBe(true);
    const loaded = await loadCatalogues(root, ['shared/src/i18n/common-messages.ts']);
    expect(loaded.problems).toEqual([]);
    expect(loaded.sources[0]?.catalogue).toBe(commonMessages);
    expect(isCatalogue({ namespace: 'x', messages: {} })).toBe(false);
  });

  it('reads the code of every package and the server, without tests and catalogues', () => {
    const catalogues = findCatalogueFiles(root);
    const files = findSourceFiles(root, catalogues);
    expect(files).toContain('remotes/checkout/src/steps/ConfirmStep.tsx');
    expect(files).toContain('shell/src/App.tsx');
    expect(files).toContain('shared/src/validation/index.ts');
    expect(files.some((file) => file.startsWith('server/src/'))).toBe(true);
    const skipped = (file: string) =>
      catalogues.includes(file) || /\.test\.tsx?$|\/test\/|\/testing\/|\/src\/messages\//.test(file);
    expect(files.filter(skipped)).toEqual([]);
  });

  // What `npm run i18n:check` does on the real code (the remotes' own catalogue tests are gone into it).
  it('finds every id the code uses in its catalogue, and a use for every key', { timeout: 60_000 }, async () => {
    const catalogues = findCatalogueFiles(root);
    const loaded = await loadCatalogues(root, catalogues);
    expect(loaded.problems).toEqual([]);
    expect(checkUsage(loaded.sources, readSourceFiles(root, findSourceFiles(root, catalogues)))).toEqual([]);
  });

  it('reports a file that exports no catalogue', async () => {
    const loaded = await loadCatalogues(root, [path.relative(root, fileURLToPath(import.meta.url))]);
    expect(loaded.problems).toEqual([
      'scripts/i18n-check.test.ts: exports 0 catalogues; expected exactly one made with defineCatalogue',
    ]);
  });

  it('passes the common catalogue', () => {
    const sources = [{ file: 'common-messages.ts', catalogue: commonMessages }];
    expect(checkCatalogues(sources)).toEqual([]);
    expect(summarise(sources)).toMatch(
      /^i18n:check OK: 1 catalogues \(common\), \d+ keys, locales en, ru, tr, az complete; es /,
    );
  });

  it('renders apostrophes and placeholders of the common catalogue as written', () => {
    const { en, ru, fr } = commonMessages.messages;
    const format = (message: string, locale: string, values?: Record<string, number>) =>
      new IntlMessageFormat(message, locale).format(values);
    expect(format(en['common.validation.childAge'], 'en')).toBe("Child's age must be between 0 and 16");
    expect(format(en['common.error.storyNotFound'], 'en')).toBe("The story you're looking for doesn't exist.");
    expect(format(en['common.error.paymentFailed'], 'en')).toMatch(/^We couldn't process your payment\./);
    expect(format(en['common.validation.passwordTooShort'], 'en', { min: 8 })).toBe(
      'Password must be at least 8 characters',
    );
    expect(format(ru['common.validation.passwordTooShort'], 'ru', { min: 8 })).toBe(
      'Пароль должен содержать не менее 8 символов',
    );
    expect(format(ru['common.validation.passwordTooShort'], 'ru', { min: 21 })).toBe(
      'Пароль должен содержать не менее 21 символа',
    );
    expect(format(en['common.error.http'], 'en', { status: 503 })).toBe('HTTP error! status: 503');
    expect(format(fr?.['common.validation.childAge'] ?? '', 'fr')).toBe(
      'L’âge de l’enfant doit être compris entre 0 et 16 ans',
    );
  });

  it('renders every message of every locale without a missing value', () => {
    // Every placeholder a common message may have: the server gives them (HttpError values, translateMessage).
    const values = { min: 8, status: 404, minimum: 20, name: 'Aysel', siteName: 'Storybook Shop' };
    for (const [locale, messages] of Object.entries(commonMessages.messages)) {
      for (const [id, message] of Object.entries(messages ?? {})) {
        const text = new IntlMessageFormat(message, locale).format(values);
        expect(typeof text === 'string' && text.length > 0, `${locale} ${id}`).toBe(true);
      }
    }
  });
});
