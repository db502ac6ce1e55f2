/**
 * `npm run generate:props`: writes server/books/PROPS.md, every prop a book's scenes.json can name (what the books'
 * props.ts export, their own and the shared ones they re-export) with its arguments in order and what it draws, so
 * a content person writing `["tulip", 60, 690, 110, "#ff8fb0"]` knows what each number is. A test checks the file
 * is up to date (server/tests/art/scene-data.test.ts).
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BOOKS = path.join(root, 'server', 'books');
export const PROPS_MD = path.join(BOOKS, 'PROPS.md');

/** The reference as Markdown. */
export function propsReference(): string {
  const books = readdirSync(BOOKS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const files = books.map((book) => path.join(BOOKS, book, 'props.ts'));
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const props = new Map<string, { signature: string; doc: string; books: Set<string> }>();
  books.forEach((book, i) => {
    const source = program.getSourceFile(files[i]!);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) return;
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.valueDeclaration;
      if (!declaration) continue;
      const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
      const [call] = type.getCallSignatures();
      const signature = call
        ? `(${call.parameters
            .map((parameter) => {
              const decl = parameter.valueDeclaration as ts.ParameterDeclaration | undefined;
              const optional = decl && (decl.questionToken || decl.initializer) ? '?' : '';
              return `${parameter.name}${optional}`;
            })
            .join(', ')})`
        : 'a value';
      const doc = ts
        .displayPartsToString(symbol.getDocumentationComment(checker))
        .split(/\n\s*\n/)[0]!
        .replace(/\s+/g, ' ')

        .trim();
      const entry = props.get(exported.name) ?? { signature, doc, books: new Set<string>() };
      entry.books.add(book);
      props.set(exported.name, entry);
    }
  });
  const rows = [...props]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, { signature, doc, books: used }]) => {
      const where = used.size === books.length ? 'every book' : [...used].join(', ');
      const head = signature === 'a value' ? `\`${name}\` (a value)` : `\`${name}${signature}\``;
      return `- ${head}${doc ? `: ${doc}` : ''} _(${where})_`;
    });
  return [
    '# Props the scenes can name',
    '',
    'Written by `npm run generate:props` from the books\' `props.ts`; do not edit by hand. A layer `["name", …]` gives',
    'the arguments in this order; `art` is `"$art"` and `hero` is `"$hero"`; an argument with `?` may be left out.',
    '',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(PROPS_MD, propsReference());
  process.stdout.write(`${path.relative(root, PROPS_MD)} written\n`);
}
