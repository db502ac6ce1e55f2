/**
 * `npm run i18n:check`: checks every message catalogue of the shop (shared's common catalogue, the shell's
 * and each remote's `messages.ts`) beyond what the types can: ICU syntax, placeholders, key prefixes and
 * likely untranslated strings. The types already make a missing key in an offered locale a compile error,
 * but a remote can be built alone, and a catalogue can go wrong in ways no type sees.
 *
 * Exits with 1 and lists every problem, or prints a one-line summary.
 */
import { existsSync, readdirSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type MessageFormatElement, TYPE, parse } from '@formatjs/icu-messageformat-parser';
import { CATALOGUED_LOCALES, type Catalogue, OFFERED_LOCALES } from '../shared/src/i18n/catalogue';

/**
 * Strings that are rightly the same in English and in ru/tr/az: brand and product names, and codes a
 * bank form shows as they are. Matched against the whole message or its id.
 */
export const ALLOWED_IDENTICAL: ReadonlySet<string> = new Set([
  'Storybook Shop',
  'Storybook',
  'Instagram',
  'TikTok',
  'YouTube',
  'Facebook',
  'Pinterest',
  'WhatsApp',
  'Telegram',
  'Visa',
  'Mastercard',
  'IBAN',
  'SWIFT/BIC',
]);

/** Locales that must be complete and really translated (English is the source). */
const TRANSLATED_LOCALES = OFFERED_LOCALES.filter((locale) => locale !== 'en');
/** Catalogued but not offered (spec section 1): may be partial, but what is there must be sound. */
const PARTIAL_LOCALES = CATALOGUED_LOCALES.filter((locale) => !(OFFERED_LOCALES as readonly string[]).includes(locale));

export interface CatalogueSource {
  /** Shown in problems, relative to the repository root. */
  file: string;
  catalogue: Catalogue;
}

export interface CheckOptions {
  allowIdentical?: ReadonlySet<string>;
}

type Parsed = { ok: true; ast: MessageFormatElement[] } | { ok: false; error: string };

/** Parses like react-intl does by default (tags are parsed, `other` is required). */
function parseMessage(message: string): Parsed {
  try {
    return { ok: true, ast: parse(message) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The names a message needs values for: arguments (`{status}`, `{min, plural, …}`) and rich-text tags
 * (`<b>…</b>`, written as `<b>`), including those nested in plural and select branches.
 */
export function placeholdersOf(ast: readonly MessageFormatElement[]): Set<string> {
  const names = new Set<string>();
  const visit = (elements: readonly MessageFormatElement[]): void => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          names.add(element.value);
          break;
        case TYPE.select:
        case TYPE.plural:
          names.add(element.value);
          for (const option of Object.values(element.options)) visit(option.value);
          break;
        case TYPE.tag:
          names.add(`<${element.value}>`);
          visit(element.children);
          break;
        default:
          // Literals and '#' need no value.
          break;
      }
    }
  };
  visit(ast);
  return names;
}

/** The text a reader sees, without argument names, for the "untranslated" heuristic. */
function literalTextOf(ast: readonly MessageFormatElement[]): string {
  let text = '';
  for (const element of ast) {
    if (element.type === TYPE.literal) text += element.value;
    else if (element.type === TYPE.tag) text += literalTextOf(element.children);
    else if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) text += literalTextOf(option.value);
    }
  }
  return text;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((name) => b.has(name));
}

function describeSet(names: ReadonlySet<string>): string {
  return names.size === 0 ? 'none' : [...names].sort().join(', ');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every problem of the given catalogues, one line each; empty when all is well. */
export function checkCatalogues(sources: readonly CatalogueSource[], options: CheckOptions = {}): string[] {
  const allowIdentical = options.allowIdentical ?? ALLOWED_IDENTICAL;
  const problems: string[] = [];
  const namespaceFiles = new Map<string, string>();
  const keyFiles = new Map<string, string>();

  for (const { file, catalogue } of sources) {
    const report = (problem: string): void => {
      problems.push(`${file}: ${problem}`);
    };
    const namespace: unknown = catalogue.namespace;
    if (typeof namespace !== 'string' || !/^[a-z][a-zA-Z0-9-]*$/.test(namespace)) {
      report(`namespace ${JSON.stringify(namespace)} is not a lower-case word`);
      continue;
    }
    const earlier = namespaceFiles.get(namespace);
    if (earlier !== undefined) report(`namespace '${namespace}' is also used by ${earlier}`);
    namespaceFiles.set(namespace, file);

    const messages: Record<string, unknown> = isRecord(catalogue.messages) ? catalogue.messages : {};
    const english = messages.en;
    if (!isRecord(english)) {
      report('has no English (en) messages');
      continue;
    }

    // English is the source: its keys define the catalogue, its placeholders are the reference.
    const reference = new Map<string, { text: string; placeholders: Set<string> }>();
    for (const [key, text] of Object.entries(english)) {
      if (!key.startsWith(`${namespace}.`) || key.length === namespace.length + 1) {
        report(`key '${key}' is not prefixed with '${namespace}.'`);
      }
      const other = keyFiles.get(key);
      if (other !== undefined && other !== file) report(`key '${key}' is also defined by ${other}`);
      keyFiles.set(key, file);
      if (typeof text !== 'string' || text.trim() === '') {
        report(`en: '${key}' is empty`);
        continue;
      }
      const parsed = parseMessage(text);
      if (!parsed.ok) {
        report(`en: '${key}' is not valid ICU (${parsed.error}): ${JSON.stringify(text)}`);
        continue;
      }
      reference.set(key, { text, placeholders: placeholdersOf(parsed.ast) });
    }

    const checkTranslation = (locale: string, key: string, text: unknown): void => {
      if (!Object.hasOwn(english, key)) {
        report(`${locale}: '${key}' is not an English key`);
        return;
      }
      if (typeof text !== 'string' || text.trim() === '') {
        report(`${locale}: '${key}' is empty`);
        return;
      }
      const parsed = parseMessage(text);
      if (!parsed.ok) {
        report(`${locale}: '${key}' is not valid ICU (${parsed.error}): ${JSON.stringify(text)}`);
        return;
      }
      const source = reference.get(key);
      if (source === undefined) return; // The English message is broken and reported already.
      const placeholders = placeholdersOf(parsed.ast);
      if (!sameSet(placeholders, source.placeholders)) {
        report(
          `${locale}: '${key}' has placeholders ${describeSet(placeholders)}, English has ${describeSet(source.placeholders)}`,
        );
      }
      const untranslated =
        (TRANSLATED_LOCALES as readonly string[]).includes(locale) &&
        text === source.text &&
        text.length > 3 &&
        /[a-z]/i.test(literalTextOf(parsed.ast)) &&
        !allowIdentical.has(text) &&
        !allowIdentical.has(key);
      if (untranslated) {
        report(`${locale}: '${key}' is the same as English (untranslated?): ${JSON.stringify(text)}`);
      }
    };

    for (const locale of TRANSLATED_LOCALES) {
      const translated = messages[locale];
      if (!isRecord(translated)) {
        report(`${locale}: has no messages`);
        continue;
      }
      for (const key of Object.keys(english)) {
        if (!Object.hasOwn(translated, key)) report(`${locale}: '${key}' is missing`);
      }
      for (const [key, text] of Object.entries(translated)) checkTranslation(locale, key, text);
    }
    for (const locale of PARTIAL_LOCALES) {
      const translated = messages[locale];
      if (translated === undefined) continue;
      if (!isRecord(translated)) {
        report(`${locale}: is not a message map`);
        continue;
      }
      for (const [key, text] of Object.entries(translated)) checkTranslation(locale, key, text);
    }
    for (const locale of Object.keys(messages)) {
      if (!(CATALOGUED_LOCALES as readonly string[]).includes(locale)) report(`locale '${locale}' is not catalogued`);
    }
  }
  return problems;
}

/** The catalogue files that exist: shared's common catalogue, the shell's, and one per remote. */
export function findCatalogueFiles(root: string): string[] {
  const remotesDir = path.join(root, 'remotes');
  const remotes = existsSync(remotesDir)
    ? readdirSync(remotesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `remotes/${entry.name}/src/messages.ts`)
        .sort()
    : [];
  return ['shared/src/i18n/common-messages.ts', 'shell/src/messages.ts', ...remotes].filter((file) =>
    existsSync(path.join(root, file)),
  );
}

/** Recognises a `defineCatalogue` result among a module's exports by its shape. */
export function isCatalogue(value: unknown): value is Catalogue {
  return (
    isRecord(value) && typeof value.namespace === 'string' && isRecord(value.messages) && isRecord(value.messages.en)
  );
}

/** What the bundler handles but Node cannot import: styles, images and fonts. */
const ASSET_EXTENSIONS = [
  'css',
  'scss',
  'svg',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'ico',
  'woff',
  'woff2',
  'ttf',
];

/**
 * A Node loader hook that turns asset imports into empty modules. Catalogues import `defineCatalogue`
 * from the `@shop/shared` entry (remotes may import shared by its entry only), and that entry also pulls in
 * components that import CSS, which Node refuses. Only the messages matter here.
 */
const ASSET_STUB_HOOKS = `
const pattern = /\\.(${ASSET_EXTENSIONS.join('|')})(\\?.*)?$/i;
export async function load(url, context, nextLoad) {
  if (pattern.test(url)) return { format: 'module', source: 'export default "";', shortCircuit: true };
  return nextLoad(url, context);
}`;

let assetStubsRegistered = false;

function registerAssetStubs(): void {
  if (assetStubsRegistered) return;
  register(`data:text/javascript,${encodeURIComponent(ASSET_STUB_HOOKS)}`, import.meta.url);
  assetStubsRegistered = true;
}

/** Imports each file and takes the one catalogue it exports; anything else is a problem. */
export async function loadCatalogues(
  root: string,
  files: readonly string[],
): Promise<{ sources: CatalogueSource[]; problems: string[] }> {
  const sources: CatalogueSource[] = [];
  const problems: string[] = [];
  registerAssetStubs();
  for (const file of files) {
    let exported: Record<string, unknown>;
    try {
      exported = await import(pathToFileURL(path.join(root, file)).href);
    } catch (error) {
      problems.push(`${file}: cannot be imported (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    const catalogues = Object.values(exported).filter(isCatalogue);
    // `export default x` next to `export const x` is the same object, not a second catalogue.
    const distinct = [...new Set(catalogues)];
    const [catalogue] = distinct;
    if (distinct.length !== 1 || catalogue === undefined) {
      problems.push(`${file}: exports ${distinct.length} catalogues; expected exactly one made with defineCatalogue`);
      continue;
    }
    sources.push({ file, catalogue });
  }
  return { sources, problems };
}

export function summarise(sources: readonly CatalogueSource[]): string {
  const keys = sources.reduce((count, { catalogue }) => count + Object.keys(catalogue.messages.en).length, 0);
  const partial = PARTIAL_LOCALES.map((locale) => {
    const present = sources.reduce((count, { catalogue }) => {
      const messages: Record<string, unknown> = catalogue.messages;
      const translated = messages[locale];
      return count + (isRecord(translated) ? Object.keys(translated).length : 0);
    }, 0);
    return `${locale} ${present}/${keys}`;
  });
  const namespaces = sources.map(({ catalogue }) => catalogue.namespace).join(', ');
  return `i18n:check OK: ${sources.length} catalogues (${namespaces}), ${keys} keys, locales ${OFFERED_LOCALES.join(', ')} complete; ${partial.join(', ')}`;
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = findCatalogueFiles(root);
  const loaded = await loadCatalogues(root, files);
  const problems = [...loaded.problems, ...checkCatalogues(loaded.sources)];
  if (files.length === 0) problems.push('no catalogue files found');
  if (problems.length > 0) {
    console.error(`i18n:check found ${problems.length} problem(s):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exitCode = 1;
    return;
  }
  console.info(summarise(loaded.sources));
}

// Runs only as a script, so the test can import the functions above.
const invokedPath = process.argv[1];
if (invokedPath !== undefined && pathToFileURL(path.resolve(invokedPath)).href === import.meta.url) {
  await main();
}
