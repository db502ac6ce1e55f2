/**
 * The public contract of @shop/shared, as one hash. Every app (the shell and each remote) runs against the one
 * shared instance the shell provides, and Module Federation only lets a remote in when that instance's version
 * satisfies the one the remote was built against (rspack.config.ts: requiredVersion, strictVersion). So the version
 * in shared/package.json must move whenever what remotes can see of @shop/shared changes; scripts/shared-version.test.ts
 * compares this hash with the one recorded next to the version (shared/README.md, "Version and contract").
 *
 * What counts: the declarations TypeScript emits (comments removed) for every entry in shared/package.json
 * `exports` except ./testing, and every module they reach in shared/src: exported names, types, component props,
 * the API slice's endpoints, tag types and store shape, remote-contract.ts, the message ids of the common
 * catalogue. What does not: function bodies, comments, formatting, message texts, CSS.
 *
 * Kept instead of an API Extractor report (tried with 7.60.1): it reads these declarations well (its
 * TypeScript 6.0.3 on our 5.9.3 output, all 20 entries on one CompilerState in 4 s), but a report holds only what
 * an entry exports, and 18 declarations the contract reaches are exported by none, 13 not even by their own
 * module (TextField's FieldProps, defineCatalogue's Translations, the ambassadors' analyticsCountsSchema…):
 * TextField's props could change with every report unchanged. Exporting them is a contract change of its own,
 * with a version bump. The version and every package's pin move with changesets (`npx changeset version`,
 * shared/README.md).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SHARED_DIR = path.join(root, 'shared');
/** Test helpers, never loaded by an app at run time. */
const NOT_CONTRACT = new Set(['./testing']);

export interface SharedPackage {
  version: string;
  contractHash?: string;
  exports: Record<string, string>;
}

export function readSharedPackage(): SharedPackage {
  return JSON.parse(readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8')) as SharedPackage;
}

export interface SharedContract {
  /** 'sha256:<hex>' of the emitted declarations, file by file in path order. */
  hash: string;
  /** The declaration files it covers, relative to shared/ ('src/index.d.ts', …). */
  files: string[];
}

export function sharedContract(pkg: SharedPackage = readSharedPackage()): SharedContract {
  const entries = Object.entries(pkg.exports)
    .filter(([name]) => !NOT_CONTRACT.has(name))
    .map(([, file]) => path.join(SHARED_DIR, file));
  const { config } = ts.readConfigFile(path.join(root, 'tsconfig.json'), (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  const outDir = path.join(SHARED_DIR, '.contract'); // never written: emit goes to the callback below
  const program = ts.createProgram(entries, {
    ...options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    removeComments: true,
    rootDir: SHARED_DIR,
    outDir,
    types: [],
  });
  const declarations = new Map<string, string>();
  const { diagnostics } = program.emit(undefined, (file, text) => {
    declarations.set(path.relative(outDir, file).split(path.sep).join('/'), text);
  });
  if (diagnostics.length > 0) {
    const messages = diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    throw new Error(`@shop/shared's declarations cannot be emitted:\n${messages.join('\n')}`);
  }
  const files = [...declarations.keys()].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const text = declarations.get(file) ?? '';
    // A path of this machine in the declarations would make the hash differ from one checkout to another.
    if (text.includes(root)) throw new Error(`${file} names a path of this machine: ${root}`);
    hash.update(`${file}\0${text}\0`);
  }
  return { hash: `sha256:${hash.digest('hex')}`, files };
}
