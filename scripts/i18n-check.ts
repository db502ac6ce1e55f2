/**
 * `npm run i18n:check`: checks every message catalogue of the shop (shared's common catalogue, the shell's
 * and each remote's `messages.ts`) beyond what the types can. A remote can be built alone, and a catalogue can
 * go wrong in ways no type sees.
 *
 * `formatjs verify` (@formatjs/cli) checks the keys: every English key in ru/tr/az, no key English lacks in any
 * language. It reads JSON, so the catalogues are written to a temporary folder for it. The rest is ours, each for
 * a reason given where it is checked: namespaces and key prefixes, empty texts, ICU syntax, placeholders and
 * likely untranslated strings.
 *
 * It also reads the source of every package (and the server's, which sends common ids as error messages
 * and words the shell's header itself): an id the code uses that its catalogue lacks, an id of a catalogue
 * the package does not load, a key no code uses any more, and an id built at run time (`checkout.step.${x}`),
 * which neither this check nor the types can follow.
 *
 * Exits with 1 and lists every problem, or prints a one-line summary.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire, register } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
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
  // "Robot" is the Turkish and the Azerbaijani word too.
  'checkout.hero.kind.robot',
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

/**
 * Every problem of the given catalogues that formatjs verify does not see (verifyKeys does the keys), one line
 * each; empty when all is well.
 */
export function checkCatalogues(sources: readonly CatalogueSource[], options: CheckOptions = {}): string[] {
  const allowIdentical = options.allowIdentical ?? ALLOWED_IDENTICAL;
  const problems: string[] = [];
  const namespaceFiles = new Map<string, string>();
  const keyFiles = new Map<string, string>();

  for (const { file, catalogue } of sources) {
    const report = (problem: string): void => {
      problems.push(`${file}: ${problem}`);
    };
    // Our convention, and verifyKeys merges the catalogues: a key must say, and be unique to, its catalogue.
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

    // English is the source: its placeholders are the reference.
    const reference = new Map<string, { text: string; placeholders: Set<string> }>();
    const parseReported = (locale: string, key: string, text: unknown): MessageFormatElement[] | undefined => {
      // formatjs verify counts an empty text as a translation.
      if (typeof text !== 'string' || text.trim() === '') {
        report(`${locale}: '${key}' is empty`);
        return undefined;
      }
      // formatjs verify only logs an English message it cannot parse and passes (then skips that key in every
      // language), so the syntax is checked here, with formatjs's parser, which the placeholders need anyway.
      const parsed = parseMessage(text);
      if (!parsed.ok) report(`${locale}: '${key}' is not valid ICU (${parsed.error}): ${JSON.stringify(text)}`);
      return parsed.ok ? parsed.ast : undefined;
    };
    for (const [key, text] of Object.entries(english)) {
      if (!key.startsWith(`${namespace}.`) || key.length === namespace.length + 1) {
        report(`key '${key}' is not prefixed with '${namespace}.'`);
      }
      const other = keyFiles.get(key);
      if (other !== undefined && other !== file) report(`key '${key}' is also defined by ${other}`);
      keyFiles.set(key, file);
      const ast = parseReported('en', key, text);
      if (ast !== undefined) reference.set(key, { text: text as string, placeholders: placeholdersOf(ast) });
    }

    for (const [locale, translated] of Object.entries(messages)) {
      // formatjs verify checks the files it is given; which languages exist is ours to say.
      if (!(CATALOGUED_LOCALES as readonly string[]).includes(locale)) {
        report(`locale '${locale}' is not catalogued`);
        continue;
      }
      if (locale === 'en' || !isRecord(translated)) continue;
      for (const [key, text] of Object.entries(translated)) {
        const ast = parseReported(locale, key, text);
        const source = reference.get(key);
        // An extra key is verifyKeys' to report, a broken English message is reported above.
        if (ast === undefined || source === undefined) continue;
        // Not verify's --structural-equality: it also wants the same kind of argument, and a correct Russian
        // message needs a plural where English has none ("{min} characters"), a Turkish or Azerbaijani one none
        // where English has one (a noun after a number stays singular).
        const placeholders = placeholdersOf(ast);
        if (!sameSet(placeholders, source.placeholders)) {
          report(
            `${locale}: '${key}' has placeholders ${describeSet(placeholders)}, English has ${describeSet(source.placeholders)}`,
          );
        }
        // formatjs has no notion of a text left in English.
        const untranslated =
          (TRANSLATED_LOCALES as readonly string[]).includes(locale) &&
          text === source.text &&
          source.text.length > 3 &&
          /[a-z]/i.test(literalTextOf(ast)) &&
          !allowIdentical.has(source.text) &&
          !allowIdentical.has(key);
        if (untranslated) {
          report(`${locale}: '${key}' is the same as English (untranslated?): ${JSON.stringify(text)}`);
        }
      }
    }
  }
  return problems;
}

const FORMATJS_CLI = createRequire(import.meta.url).resolve('@formatjs/cli/bin/formatjs');

/** Runs `formatjs verify` on the given JSON files; its report, a line per block, when it fails. */
function formatjsVerify(files: readonly string[], checks: readonly string[]): Promise<string[]> {
  const args = [FORMATJS_CLI, 'verify', '--source-locale', 'en', ...checks, ...files];
  return new Promise((resolve) => {
    execFile(process.execPath, args, (error, _stdout, stderr) => {
      if (error === null) {
        resolve([]);
        return;
      }
      // Its report: blocks such as "Missing translation keys for locale tr:" and a key a line, between rules.
      const blocks = stderr
        .split(/^-{5,}$/m)
        .map((block) => block.trim().split('\n'))
        .filter(([header]) => header !== undefined && header !== '')
        .map(([header, ...keys]) => `formatjs verify: ${header} ${keys.join(', ')}`.trim());
      resolve(blocks.length > 0 ? blocks : [`formatjs verify failed: ${stderr.trim() || error.message}`]);
    });
  });
}

/**
 * The keys, by formatjs verify: every English key in ru/tr/az (--missing-keys), no key English lacks in any
 * language (--extra-keys). One JSON file per language with every catalogue merged (checkCatalogues makes sure
 * each key belongs to one catalogue, and its prefix names it); es/fr/de go in a run of their own, as they may
 * be partial.
 */
export async function verifyKeys(sources: readonly CatalogueSource[]): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'i18n-check-'));
  const write = async (group: string, locales: readonly string[]): Promise<string[]> => {
    await mkdir(path.join(dir, group));
    return Promise.all(
      locales.map(async (locale) => {
        const merged = Object.assign(
          {},
          ...sources.map(({ catalogue }) => (catalogue.messages as Record<string, unknown>)[locale] ?? {}),
        );
        const file = path.join(dir, group, `${locale}.json`);
        await writeFile(file, JSON.stringify(merged));
        return file;
      }),
    );
  };
  try {
    const [offered, partial] = await Promise.all([
      write('offered', OFFERED_LOCALES),
      write('partial', ['en', ...PARTIAL_LOCALES]),
    ]);
    const problems = await Promise.all([
      formatjsVerify(offered, ['--missing-keys', '--extra-keys']),
      formatjsVerify(partial, ['--extra-keys']),
    ]);
    return problems.flat();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
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

/** A source file of the shop, its path relative to the repository root. */
export interface SourceFile {
  file: string;
  text: string;
}

/**
 * Strings that look like message ids but are not: storage keys under a package's prefix. Checked by the
 * whole string, so a real id is never let through by accident.
 */
export const NOT_MESSAGE_IDS: ReadonlySet<string> = new Set(['checkout.wizard', 'checkout.receipt']);

/** Catalogue keys no code shows, kept on purpose. */
export const KEPT_UNUSED: ReadonlySet<string> = new Set([
  // Spec section 8 lists these texts; the API layer writes them in English where no catalogue is at hand
  // (shared/src/api: 'HTTP error! status: N', and two console messages), and ErrorNotice shows the
  // translated generic error instead of a technical text.
  'common.error.http',
  'common.error.currencyRates',
  'common.error.countryDetection',
  // A disabled staff account is refused like a wrong password on purpose (server/src/routes/admin/auth.ts).
  // Removing a common id changes @shop/shared's contract, which takes a version bump (shared/README.md).
  'common.error.staffDisabled',
]);

/** The folders whose code shows messages: every package, and the server (see the top of this file). */
function sourceDirs(root: string): string[] {
  const remotesDir = path.join(root, 'remotes');
  const remotes = existsSync(remotesDir)
    ? readdirSync(remotesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `remotes/${entry.name}/src`)
        .sort()
    : [];
  return ['shared/src', 'shell/src', ...remotes, 'server/src'].filter((dir) => existsSync(path.join(root, dir)));
}

/** Folders of tests and test helpers, and of a catalogue's per-language files: no use of an id counts there. */
const SKIPPED_DIRS = new Set(['test', 'tests', 'testing', 'messages', 'node_modules', 'dist']);

/** The code that shows messages: `.ts`/`.tsx` files, without tests, declarations and the catalogues themselves. */
export function findSourceFiles(root: string, catalogueFiles: readonly string[]): string[] {
  const skipped = new Set(catalogueFiles);
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) => {
        const file = `${dir}/${entry.name}`;
        if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(file);
        const code = /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name);
        return code && !skipped.has(file) ? [file] : [];
      });
  return sourceDirs(root).flatMap(walk);
}

export interface IdLiteral {
  text: string;
  line: number;
}

/**
 * The strings of a source file that may be message ids (every string literal, comments aside), and the
 * template literals with substitutions, whose text before the first `${` is given.
 */
export function literalsOf(file: string, text: string): { strings: IdLiteral[]; templates: IdLiteral[] } {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const strings: IdLiteral[] = [];
  const templates: IdLiteral[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      strings.push({ text: node.text, line: lineOf(node) });
    } else if (ts.isTemplateExpression(node)) {
      templates.push({ text: node.head.text, line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { strings, templates };
}

/** The package a source file belongs to, by the namespace of its catalogue; undefined for the server. */
function packageOf(file: string): string | undefined {
  if (file.startsWith('shared/')) return 'common';
  if (file.startsWith('shell/')) return 'shell';
  return /^remotes\/([^/]+)\//.exec(file)?.[1];
}

/**
 * The catalogues the server reads: the common one (error messages) and the shell's (the header of its
 * first paint). Its other strings under a package's prefix are names of its own (webhook event types such
 * as 'checkout.session.succeeded', audit actions such as 'ambassador.approve'), not message ids.
 */
const SERVER_NAMESPACES: ReadonlySet<string> = new Set(['common', 'shell']);

export interface UsageOptions {
  notMessageIds?: ReadonlySet<string>;
  keptUnused?: ReadonlySet<string>;
}

/**
 * Every id the code uses that is missing from its catalogue or belongs to a catalogue the package does not
 * load, every id built at run time, and every catalogue key no code uses; one line each.
 */
export function checkUsage(
  sources: readonly CatalogueSource[],
  files: readonly SourceFile[],
  options: UsageOptions = {},
): string[] {
  const notMessageIds = options.notMessageIds ?? NOT_MESSAGE_IDS;
  const keptUnused = options.keptUnused ?? KEPT_UNUSED;
  const catalogues = new Map(sources.map((source) => [source.catalogue.namespace, source]));
  const namespaceOf = (text: string) => {
    const namespace = /^([a-z][a-zA-Z0-9-]*)\./.exec(text)?.[1];
    return namespace !== undefined && catalogues.has(namespace) ? namespace : undefined;
  };
  const problems: string[] = [];
  const used = new Set<string>();

  for (const { file, text } of files) {
    const { strings, templates } = literalsOf(file, text);
    const owner = packageOf(file);
    const idNamespace = (candidate: string) => {
      const namespace = namespaceOf(candidate);
      return owner === undefined && namespace !== undefined && !SERVER_NAMESPACES.has(namespace)
        ? undefined
        : namespace;
    };
    for (const { text: id, line } of strings) {
      const namespace = idNamespace(id);
      if (namespace === undefined || notMessageIds.has(id)) continue;
      const at = `${file}:${line}`;
      if (/^[\w-]+(\.[\w-]+)*\.$/.test(id)) {
        problems.push(
          `${at}: '${id}' looks like the start of a message id put together at run time; write each id whole`,
        );
        continue;
      }
      if (!/^[\w-]+(\.[\w-]+)+$/.test(id)) continue; // Prose that starts like an id ("checkout. Next…").
      used.add(id);
      const catalogue = catalogues.get(namespace);
      if (owner !== undefined && namespace !== 'common' && namespace !== owner) {
        problems.push(`${at}: '${id}' is an id of ${catalogue?.file}, which ${owner} does not load`);
      } else if (catalogue !== undefined && !Object.hasOwn(catalogue.catalogue.messages.en, id)) {
        problems.push(`${at}: '${id}' is not in ${catalogue.file}`);
      }
    }
    for (const { text: head, line } of templates) {
      if (idNamespace(head) === undefined) continue;
      problems.push(
        `${file}:${line}: message id built at run time (\`${head}\${…}\`); write each id whole (a map from the value to its id), so the types and this check see it`,
      );
    }
  }

  const keys = new Set<string>();
  for (const { file, catalogue } of sources) {
    for (const id of Object.keys(catalogue.messages.en)) {
      keys.add(id);
      if (!used.has(id) && !keptUnused.has(id)) problems.push(`${file}: '${id}' is used by no code`);
    }
  }
  // The list of exceptions goes stale too.
  for (const id of keptUnused) {
    if (used.has(id)) problems.push(`KEPT_UNUSED: '${id}' is used by the code now; take it off the list`);
    else if (!keys.has(id)) problems.push(`KEPT_UNUSED: '${id}' is in no catalogue; take it off the list`);
  }
  return problems;
}

export function readSourceFiles(root: string, files: readonly string[]): SourceFile[] {
  return files.map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
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

export function summarise(sources: readonly CatalogueSource[], codeFiles?: number): string {
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
  const code =
    codeFiles === undefined ? '' : `; every key used by the code of ${codeFiles} files, every id it uses present`;
  return `i18n:check OK: ${sources.length} catalogues (${namespaces}), ${keys} keys, locales ${OFFERED_LOCALES.join(', ')} complete; ${partial.join(', ')}${code}`;
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = findCatalogueFiles(root);
  const loaded = await loadCatalogues(root, files);
  const code = findSourceFiles(root, files);
  // formatjs runs in processes of its own while the code is read here.
  const verified = verifyKeys(loaded.sources);
  const problems = [
    ...loaded.problems,
    ...checkCatalogues(loaded.sources),
    // With a catalogue that failed to load, its every use would be reported as missing.
    ...(loaded.problems.length === 0 ? checkUsage(loaded.sources, readSourceFiles(root, code)) : []),
    ...(await verified),
  ];
  if (files.length === 0) problems.push('no catalogue files found');
  if (problems.length > 0) {
    console.error(`i18n:check found ${problems.length} problem(s):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exitCode = 1;
    return;
  }
  console.info(summarise(loaded.sources, code.length));
}

// Runs only as a script, so the test can import the functions above.
const invokedPath = process.argv[1];
if (invokedPath !== undefined && pathToFileURL(path.resolve(invokedPath)).href === import.meta.url) {
  await main();
}
