/**
 * `tsx scripts/scenes-to-data.ts <theme> <slug>`: moves a ready-made book's spreads from TypeScript
 * (server/src/art/themes/<theme>-spreads.ts) to data (server/books/<slug>/scenes.json), and the drawing helpers the
 * file defined to server/books/<slug>/props.ts, then checks that every spread draws the very same SVG as before
 * (several children, every style). A one-way migration tool: once a book is data, people edit the JSON.
 *
 * What it reads: each spread written as `(art, hero) => [layers]` (or a block of `const`s and a `return [...]`).
 * Each layer or argument becomes data (interpret.ts): a call of a named function → `[name, ...args]` (a layer) or
 * `{"call": …}` (a value); `[...list].map((i) => …)` → `{"each": …}`; arithmetic → `{"=": …}`; arrows → `{"fn": …}`.
 * Anything else stops the conversion of that book with the spread and the code it could not read.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { SceneValue, ScenesData, SpreadData } from '../server/src/art/scene-data/interpret';
import type { Scene, Theme } from '../server/src/art/themes/theme';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [theme, slug] = process.argv.slice(2);
if (!theme || !slug) {
  process.stderr.write('Usage: tsx scripts/scenes-to-data.ts <theme> <slug>\n');
  process.exit(2);
}
const themesDir = path.join(root, 'server', 'src', 'art', 'themes');
const spreadsFile = path.join(themesDir, `${theme}-spreads.ts`);
const themeFile = path.join(themesDir, `${theme}.ts`);
const bookDir = path.join(root, 'server', 'books', slug);

// The file being read: the spreads file, then the theme file (its hero, cover and sample pages).
let source = '';
let file = ts.createSourceFile('none.ts', '', ts.ScriptTarget.Latest);

class Unreadable extends Error {}
const fail = (node: ts.Node, why: string): never => {
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  throw new Unreadable(`${path.basename(file.fileName)} line ${line + 1}: ${why}: ${node.getText().slice(0, 160)}`);
};

// ── a file's top level: its constants (inlined when literal) and its helpers ──
const topConsts = new Map<string, ts.Expression>();
const topNames = new Set<string>();
function load(target: string): ts.SourceFile {
  source = readFileSync(target, 'utf8');
  file = ts.createSourceFile(target, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  topConsts.clear();
  topNames.clear();
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) topNames.add(statement.name.text);
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (!ts.isIdentifier(decl.name) || !decl.initializer) continue;
      topNames.add(decl.name.text);
      topConsts.set(decl.name.text, decl.initializer);
    }
  }
  return file;
}

/** The exported `const <name> = <initializer>` whose name or type says what it is. */
function exported(test: (decl: ts.VariableDeclaration) => boolean): ts.VariableStatement | undefined {
  return file.statements.find(
    (statement): statement is ts.VariableStatement =>
      ts.isVariableStatement(statement) &&
      Boolean(statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) &&
      statement.declarationList.declarations.some(test),
  );
}

/** Names the scenes use: helpers of this file must be exported from props.ts, imports re-exported. */
const usedNames = new Set<string>();
/** Known to every scene without a prop (interpret.ts). */
const GLOBALS = new Set(['Math', 'undefined', 'true', 'false']);
/** Scene constants (named spreads) folded into the data: left out of props.ts. */
const sceneConsts = new Set<string>();

const literal = (e: ts.Expression): boolean =>
  ts.isNumericLiteral(e) ||
  ts.isStringLiteral(e) ||
  ts.isNoSubstitutionTemplateLiteral(e) ||
  (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(e.operand));

function unwrap(e: ts.Expression): ts.Expression {
  while (
    ts.isParenthesizedExpression(e) ||
    ts.isAsExpression(e) ||
    ts.isNonNullExpression(e) ||
    ts.isSatisfiesExpression(e) ||
    ts.isTypeAssertionExpression(e)
  )
    e = e.expression;
  return e;
}

/** Scope of a scene: its parameters renamed to art/hero/context, and local names. */
interface Scope {
  rename: Map<string, string>;
  locals: Set<string>;
}

function param(p: ts.ParameterDeclaration | ts.BindingElement): string | string[] | Record<string, string> {
  const name = p.name;
  if (ts.isIdentifier(name)) return name.text;
  if (ts.isArrayBindingPattern(name))
    return name.elements.map((el) =>
      ts.isOmittedExpression(el) ? '' : ts.isIdentifier(el.name) ? el.name.text : fail(el, 'nested pattern'),
    );
  const out: Record<string, string> = {};
  for (const el of name.elements) {
    if (!ts.isIdentifier(el.name) || el.initializer || el.dotDotDotToken) fail(el, 'object pattern with defaults');
    const key = el.propertyName ? (el.propertyName as ts.Identifier).text : (el.name as ts.Identifier).text;
    out[key] = (el.name as ts.Identifier).text;
  }
  return out;
}

function boundNames(p: ReturnType<typeof param>): string[] {
  return typeof p === 'string' ? [p] : Array.isArray(p) ? p.filter(Boolean) : Object.values(p);
}

function withLocals(scope: Scope, names: string[]): Scope {
  return { rename: scope.rename, locals: new Set([...scope.locals, ...names]) };
}

const PRECEDENCE: Record<string, number> = {
  '?': 1,
  '||': 2,
  '&&': 3,
  '===': 4,
  '!==': 4,
  '<': 5,
  '>': 5,
  '<=': 5,
  '>=': 5,
  '+': 6,
  '-': 6,
  '*': 7,
  '/': 7,
  '%': 7,
  '**': 8,
};

/** An expression as the text expression.ts reads, or undefined when it uses syntax that only data can hold. */
function printExpr(e: ts.Expression, scope: Scope): string | undefined {
  return printed(e, scope)?.[0];
}

/** The text and its precedence (9: a single operand), parenthesising a part only where the reading needs it. */
function printed(e: ts.Expression, scope: Scope): [string, number] | undefined {
  e = unwrap(e);
  const wrap = (part: [string, number] | undefined, min: number) =>
    part === undefined ? undefined : part[1] < min ? `(${part[0]})` : part[0];
  if (ts.isBinaryExpression(e)) {
    const op = e.operatorToken.getText();
    const prec = PRECEDENCE[op];
    if (prec === undefined) return undefined;
    // Left-associative: the right side needs parentheses at equal precedence (a - (b - c)); ** is right-associative.
    const a = wrap(printed(e.left, scope), op === '**' ? prec + 1 : prec);
    const b = wrap(printed(e.right, scope), op === '**' ? prec : prec + 1);
    return a === undefined || b === undefined ? undefined : [`${a} ${op} ${b}`, prec];
  }
  if (ts.isConditionalExpression(e)) {
    const c = wrap(printed(e.condition, scope), 2);
    const a = wrap(printed(e.whenTrue, scope), 1);
    const b = wrap(printed(e.whenFalse, scope), 1);
    return c === undefined || a === undefined || b === undefined ? undefined : [`${c} ? ${a} : ${b}`, 1];
  }
  if (ts.isPrefixUnaryExpression(e)) {
    const op = {
      [ts.SyntaxKind.MinusToken]: '-',
      [ts.SyntaxKind.PlusToken]: '+',
      [ts.SyntaxKind.ExclamationToken]: '!',
    }[e.operator as number];
    const inner = wrap(printed(e.operand, scope), 9);
    return op && inner !== undefined ? [`${op}${inner}`, 9] : undefined;
  }
  if (ts.isTemplateExpression(e)) {
    const text = printOperand(e, scope);
    return text === undefined ? undefined : [text, 6];
  }
  const text = printOperand(e, scope);
  return text === undefined ? undefined : [text, 9];
}

function printOperand(e: ts.Expression, scope: Scope): string | undefined {
  e = unwrap(e);
  const operand = (x: ts.Expression, min = 9) => {
    const part = printed(x, scope);
    return part === undefined ? undefined : part[1] < min ? `(${part[0]})` : part[0];
  };
  const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (ts.isNumericLiteral(e)) return e.text;
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return quote(e.text);
  if (e.kind === ts.SyntaxKind.TrueKeyword) return 'true';
  if (e.kind === ts.SyntaxKind.FalseKeyword) return 'false';
  if (ts.isIdentifier(e)) {
    const name = scope.rename.get(e.text) ?? e.text;
    if (!scope.locals.has(e.text) && !scope.rename.has(e.text) && !GLOBALS.has(e.text)) {
      const init = topConsts.get(e.text);
      if (init && literal(init)) return operand(init);
      usedNames.add(e.text);
    }
    return name;
  }
  if (ts.isTemplateExpression(e)) {
    const parts: string[] = [quote(e.head.text)];
    for (const span of e.templateSpans) {
      const inner = operand(span.expression, 7);
      if (inner === undefined) return undefined;
      parts.push(inner, quote(span.literal.text));
    }
    return parts.filter((part) => part !== "''").join(' + ');
  }
  if (ts.isPropertyAccessExpression(e)) {
    if (e.questionDotToken) return undefined;
    const obj = operand(e.expression);
    return obj === undefined ? undefined : `${obj}.${e.name.text}`;
  }
  if (ts.isElementAccessExpression(e)) {
    const obj = operand(e.expression);
    const key = printExpr(e.argumentExpression, scope);
    return obj === undefined || key === undefined ? undefined : `${obj}[${key}]`;
  }
  if (ts.isCallExpression(e)) {
    const fn = operand(e.expression);
    const args = e.arguments.map((a) => (ts.isSpreadElement(a) ? undefined : printExpr(a, scope)));
    return fn === undefined || args.some((a) => a === undefined) ? undefined : `${fn}(${args.join(', ')})`;
  }
  if (ts.isArrayLiteralExpression(e)) {
    const list = e.elements.map((x) => (ts.isSpreadElement(x) ? undefined : printExpr(x, scope)));
    return list.some((x) => x === undefined) ? undefined : `[${list.join(', ')}]`;
  }
  return undefined;
}

function identifierValue(e: ts.Identifier, scope: Scope): SceneValue {
  if (e.text === 'undefined') return { '=': 'undefined' };
  const renamed = scope.rename.get(e.text);
  if (renamed) return `$${renamed}`;
  if (scope.locals.has(e.text)) return `$${e.text}`;
  const init = topConsts.get(e.text);
  if (init && literal(init)) return value(init, scope);
  usedNames.add(e.text);
  return `$${e.text}`;
}

/** A list's items, with spreads as `each` (a `.map` over a list) or `spread`. */
function items(elements: readonly ts.Expression[], scope: Scope, asLayer: boolean): SceneValue[] {
  return elements.map((el) => {
    if (!ts.isSpreadElement(el)) return asLayer ? layer(el, scope) : value(el, scope);
    const inner = unwrap(el.expression);
    if (
      ts.isCallExpression(inner) &&
      ts.isPropertyAccessExpression(inner.expression) &&
      inner.expression.name.text === 'map' &&
      inner.arguments.length === 1 &&
      (ts.isArrowFunction(inner.arguments[0]!) || ts.isFunctionExpression(inner.arguments[0]!))
    ) {
      const fn = inner.arguments[0] as ts.ArrowFunction;
      const [first, second] = fn.parameters;
      if (!first || fn.parameters.length > 2) fail(fn, 'a map with no or three parameters');
      const each = param(first!);
      const index = second ? param(second) : undefined;
      if (index !== undefined && typeof index !== 'string') fail(fn, 'a destructured index');
      const inScope = withLocals(scope, [...boundNames(each), ...(index ? [index as string] : [])]);
      return {
        each,
        ...(index ? { index: index as string } : {}),
        in: value(inner.expression.expression, scope),
        do: arrowBody(fn, inScope, asLayer),
      };
    }
    return { spread: value(inner, scope) };
  });
}

/**
 * A block's statements before its return, as named values: `const`s, and `for (let i = a; i < b; i++)` loops
 * whose body pushes onto a list declared just before (the list's value gains a repeat:
 * `{"each": "i", "in": range(a, b), "do": [pushed…], "many": true}`).
 */
function readStatements(statements: readonly ts.Statement[], scope: Scope, lets: [string, SceneValue][]): Scope {
  let inner = scope;
  for (const statement of statements) {
    if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) {
        if (!ts.isIdentifier(decl.name) || !decl.initializer) return fail(decl, 'a destructured or empty const');
        lets.push([decl.name.text, value(decl.initializer, inner)]);
        inner = withLocals(inner, [decl.name.text]);
      }
      continue;
    }
    if (!ts.isForStatement(statement)) return fail(statement, 'a statement other than const or a counting loop');
    const { initializer, condition, incrementor } = statement;
    const decl = initializer && ts.isVariableDeclarationList(initializer) ? initializer.declarations[0] : undefined;
    if (!decl || !ts.isIdentifier(decl.name) || !decl.initializer || !condition || !incrementor)
      return fail(statement, 'a loop that does not count');
    const counter = decl.name.text;
    if (
      !ts.isBinaryExpression(condition) ||
      unwrap(condition.left).getText() !== counter ||
      ![ts.SyntaxKind.LessThanToken, ts.SyntaxKind.LessThanEqualsToken].includes(condition.operatorToken.kind) ||
      !/^(\+\+\w+|\w+\+\+)$/.test(incrementor.getText().replace(/\s/g, ''))
    )
      return fail(statement, 'a loop other than i < n, i++');
    const body = ts.isBlock(statement.statement) ? [...statement.statement.statements] : [statement.statement];
    const push = body.pop();
    const call = push && ts.isExpressionStatement(push) ? unwrap(push.expression) : undefined;
    if (
      !call ||
      !ts.isCallExpression(call) ||
      !ts.isPropertyAccessExpression(call.expression) ||
      call.expression.name.text !== 'push' ||
      !ts.isIdentifier(call.expression.expression)
    )
      return fail(statement, 'a loop whose last statement is not list.push(…)');
    const target = call.expression.expression.text;
    const at = lets.findIndex(([name]) => name === target);
    if (at < 0 || !inner.locals.has(target)) return fail(statement, 'a push onto a list not declared in this block');
    const loopLets: [string, SceneValue][] = [];
    const loopScope = readStatements(body, withLocals(inner, [counter]), loopLets);
    const pushed = items(call.arguments, loopScope, false);
    const from = value(decl.initializer, inner);
    const limit = value(condition.right, inner);
    const to =
      condition.operatorToken.kind === ts.SyntaxKind.LessThanEqualsToken
        ? { '=': `(${JSON.stringify(limit)}) + 1` }
        : limit;
    if (typeof to === 'object' && to !== null && '=' in to && typeof limit !== 'number')
      return fail(statement, 'i <= an expression');
    const repeat = {
      each: counter,
      in: { call: ['range', from, to] },
      do: loopLets.length ? { with: loopLets as unknown as SceneValue, do: pushed } : pushed,
      many: true,
    };
    // The list again with the loop's items after the ones it had: evaluated here, in the code's order.
    lets.push([target, [{ spread: `$${target}` }, repeat]]);
  }
  return inner;
}

/** A function's body: an expression, or `const`s then a return (`{"with": [[name, value]…], "do": …}`). */
function arrowBody(fn: ts.ArrowFunction | ts.FunctionExpression, scope: Scope, asLayer: boolean): SceneValue {
  const read = (e: ts.Expression, sc: Scope) => (asLayer ? layer(e, sc) : value(e, sc));
  if (!ts.isBlock(fn.body)) return read(fn.body, scope);
  const statements = [...fn.body.statements];
  const last = statements.pop();
  if (!last || !ts.isReturnStatement(last) || !last.expression) return fail(fn, 'a function without a final return');
  const lets: [string, SceneValue][] = [];
  const inner = readStatements(statements, scope, lets);
  const result = read(last.expression, inner);
  return lets.length ? { with: lets as unknown as SceneValue, do: result } : result;
}

/** A layer: a call of a named function is `[name, ...args]`; anything else a value. */
function layer(e: ts.Expression, scope: Scope): SceneValue {
  e = unwrap(e);
  if (ts.isCallExpression(e) && ts.isIdentifier(e.expression) && !scope.locals.has(e.expression.text)) {
    usedNames.add(e.expression.text);
    return [e.expression.text, ...items(e.arguments, scope, false)];
  }
  return value(e, scope);
}

function value(e: ts.Expression, scope: Scope): SceneValue {
  e = unwrap(e);
  if (ts.isNumericLiteral(e)) return Number(e.text);
  if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(e.operand))
    return -Number(e.operand.text);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) {
    if (/^\$[A-Za-z_]/.test(e.text)) fail(e, 'a string that reads as a variable');
    return e.text;
  }
  if (e.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (e.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (e.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isIdentifier(e)) return identifierValue(e, scope);
  if (ts.isArrayLiteralExpression(e)) return items(e.elements, scope, false);
  if (ts.isObjectLiteralExpression(e)) {
    const parts: SceneValue[] = [];
    let current: Record<string, SceneValue> = {};
    for (const prop of e.properties) {
      if (ts.isSpreadAssignment(prop)) {
        if (Object.keys(current).length > 0) parts.push(current);
        current = {};
        parts.push(value(prop.expression, scope));
      } else if (ts.isPropertyAssignment(prop)) {
        const key =
          ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name) || ts.isNumericLiteral(prop.name)
            ? prop.name.text
            : fail(prop, 'a computed key');
        if (['=', 'call', 'each', 'spread', 'fn', 'if', 'merge', 'with', 'method'].includes(key))
          fail(prop, 'a key the data format reserves');
        current[key] = value(prop.initializer, scope);
      } else if (ts.isShorthandPropertyAssignment(prop)) {
        current[prop.name.text] = identifierValue(prop.name, scope);
      } else fail(prop, 'a method in an object');
    }
    if (parts.length === 0) return current;
    if (Object.keys(current).length > 0) parts.push(current);
    return { merge: parts };
  }
  if (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) {
    const params = e.parameters.map(param);
    const inScope = withLocals(scope, params.flatMap(boundNames));
    const defaults: Record<string, SceneValue> = {};
    for (const p of e.parameters)
      if (p.initializer) {
        if (!ts.isIdentifier(p.name)) fail(p, 'a default for a destructured parameter');
        defaults[(p.name as ts.Identifier).text] = value(p.initializer, scope);
      }
    return { fn: params, ...(Object.keys(defaults).length ? { defaults } : {}), do: arrowBody(e, inScope, false) };
  }
  if (ts.isCallExpression(e) && ts.isIdentifier(e.expression) && !scope.locals.has(e.expression.text)) {
    usedNames.add(e.expression.text);
    return { call: [e.expression.text, ...items(e.arguments, scope, false)] };
  }
  // `a + b + c` where a part is a drawing call with data arguments: the built-in concat adds as + does.
  if (
    ts.isBinaryExpression(e) &&
    e.operatorToken.kind === ts.SyntaxKind.PlusToken &&
    printExpr(e, scope) === undefined
  ) {
    const parts: ts.Expression[] = [];
    const collect = (x: ts.Expression) => {
      x = unwrap(x);
      if (ts.isBinaryExpression(x) && x.operatorToken.kind === ts.SyntaxKind.PlusToken) {
        collect(x.left);
        collect(x.right);
      } else parts.push(x);
    };
    collect(e);
    return { call: ['concat', ...parts.map((x) => value(x, scope))] };
  }
  // `Array.from({ length: n }, (_, i) => …)`: a repeat over range(n).
  if (
    ts.isCallExpression(e) &&
    e.expression.getText() === 'Array.from' &&
    e.arguments.length === 2 &&
    ts.isObjectLiteralExpression(e.arguments[0]!) &&
    (ts.isArrowFunction(e.arguments[1]!) || ts.isFunctionExpression(e.arguments[1]!))
  ) {
    const lengthProp = (e.arguments[0] as ts.ObjectLiteralExpression).properties[0];
    if (!lengthProp || !ts.isPropertyAssignment(lengthProp) || lengthProp.name.getText() !== 'length')
      return fail(e, 'Array.from without a length');
    const fn = e.arguments[1] as ts.ArrowFunction;
    const [, second] = fn.parameters;
    const index = second ? param(second) : '_i';
    if (typeof index !== 'string') return fail(fn, 'a destructured index');
    const inScope = withLocals(scope, [index]);
    return [
      { each: index, in: { call: ['range', value(lengthProp.initializer, scope)] }, do: arrowBody(fn, inScope, false) },
    ];
  }
  // `[…].join('')`: a list of drawings made into one (the built-in join).
  if (
    ts.isCallExpression(e) &&
    ts.isPropertyAccessExpression(e.expression) &&
    e.expression.name.text === 'join' &&
    printExpr(e, scope) === undefined
  )
    return { call: ['join', value(e.expression.expression, scope), ...items(e.arguments, scope, false)] };
  if (ts.isConditionalExpression(e)) {
    const printed = printExpr(e, scope);
    if (printed !== undefined) return { '=': printed };
    const c = printExpr(e.condition, scope);
    return {
      if: c !== undefined ? { '=': c } : value(e.condition, scope),
      yes: value(e.whenTrue, scope),
      no: value(e.whenFalse, scope),
    };
  }
  const printed = printExpr(e, scope);
  if (printed !== undefined) return { '=': printed };
  // A method of a value with data arguments: `art.clip(rect(…))`, `list.map((p) => …)`, `[...SEVEN].reverse()`.
  if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && !e.expression.questionDotToken)
    return {
      method: [value(e.expression.expression, scope), e.expression.name.text, ...items(e.arguments, scope, false)],
    };
  return fail(e, 'code that is not data');
}

/** One spread: `(art, hero, context) => [...]`, or a named constant holding one. */
function spread(e: ts.Expression): SpreadData {
  e = unwrap(e);
  if (ts.isIdentifier(e)) {
    const init = topConsts.get(e.text);
    if (!init) fail(e, 'a spread that is not defined in this file');
    sceneConsts.add(e.text);
    return spread(init!);
  }
  if (!ts.isArrowFunction(e) && !ts.isFunctionExpression(e)) return fail(e, 'a spread that is not a function');
  const rename = new Map<string, string>();
  const lets: [string, SceneValue][] = [];
  const names = ['art', 'hero', 'context'];
  e.parameters.forEach((p, i) => {
    if (ts.isIdentifier(p.name)) rename.set(p.name.text, names[i]!);
    else fail(p, 'a destructured scene parameter');
  });
  let scope: Scope = { rename, locals: new Set() };
  let subject: SceneValue | undefined;
  let body: ts.Expression;
  if (ts.isBlock(e.body)) {
    const statements = [...e.body.statements];
    const last = statements.pop();
    if (!last || !ts.isReturnStatement(last) || !last.expression) return fail(e, 'a block without a final return');
    // `art.subject = hero`: whose head the real child's face goes on (a hero dressed differently for this picture).
    const isSubject = (st: ts.Statement) =>
      ts.isExpressionStatement(st) &&
      ts.isBinaryExpression(st.expression) &&
      st.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      /^\w+\.subject$/.test(st.expression.left.getText()) &&
      rename.get(st.expression.left.getText().split('.')[0]!) === 'art';
    const subjectStatement = statements.find(isSubject);
    scope = readStatements(
      statements.filter((st) => !isSubject(st)),
      scope,
      lets,
    );
    if (subjectStatement)
      subject = value(((subjectStatement as ts.ExpressionStatement).expression as ts.BinaryExpression).right, scope);
    body = last.expression;
  } else body = e.body;
  body = unwrap(body);
  if (!ts.isArrayLiteralExpression(body)) return fail(body, 'a spread that does not return a list of layers');
  const comment = ts
    .getLeadingCommentRanges(source, e.getFullStart())
    ?.map((r) => source.slice(r.pos, r.end))
    .join(' ')
    .replace(/^\/\*\*?|\*\/$|^\s*\/\/\s?/gm, '')
    .replace(/\s*\n\s*(\*\s?)?/g, ' ')
    .trim();
  return {
    ...(comment ? { says: comment } : {}),
    ...(lets.length ? { let: lets } : {}),
    ...(subject === undefined ? {} : { subject }),
    layers: items(body.elements, scope, true),
  };
}

// Named spread constants carry their doc comment on the declaration statement, not the arrow.
function saysOf(el: ts.Expression): string | undefined {
  if (!ts.isIdentifier(el)) return undefined;
  const statement = file.statements.find(
    (s) =>
      ts.isVariableStatement(s) &&
      s.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === el.text),
  );
  const ranges = statement && ts.getLeadingCommentRanges(source, statement.getFullStart());
  return ranges
    ?.map((r) => source.slice(r.pos, r.end))
    .join(' ')
    .replace(/^\/\*\*?|\*\/$/g, '')
    .replace(/\s*\n\s*\*?\s?/g, ' ')
    .replace(/^\s*\*\s?/, '')
    .trim();
}

const problems: string[] = [];
function attempt<T>(where: string, read: () => T, empty: T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    problems.push(`${where}, ${error.message}`);
    return empty;
  }
}
const withSays = (el: ts.Expression): SpreadData => {
  const s = spread(el);
  const says = saysOf(unwrap(el));
  return says ? { says, ...s } : s;
};

interface Leftover {
  /** The file without what became data, every top-level helper exported. */
  body: string;
  imports: { spec: string; name: string; typeOnly: boolean }[];
}

/** What stays code of the file being read: everything but the imports and the statements `moved`. */
function leftover(moved: ReadonlySet<ts.Statement>): Leftover {
  const imports: Leftover['imports'] = [];
  let body = '';
  let cursor = 0;
  for (const statement of file.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (isImport) {
      const spec = (statement.moduleSpecifier as ts.StringLiteral).text;
      const clause = statement.importClause;
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings))
        for (const el of clause.namedBindings.elements)
          imports.push({ spec, name: el.name.text, typeOnly: Boolean(clause.isTypeOnly || el.isTypeOnly) });
    }
    const sceneConst =
      ts.isVariableStatement(statement) &&
      statement.declarationList.declarations.every((d) => ts.isIdentifier(d.name) && sceneConsts.has(d.name.text));
    if (isImport || moved.has(statement) || sceneConst) {
      body += source.slice(cursor, statement.getFullStart());
      cursor = statement.getEnd();
    }
  }
  body += source.slice(cursor);
  // Every top-level helper and constant, exported so scenes.json can name it.
  return { body: body.replace(/^(function |const |async function )/gm, 'export $1'), imports };
}

const data: ScenesData = { spreads: [] };
const leftovers: Leftover[] = [];
const definedHere = new Set<string>();
let spreadsExport = '';
let themeExport = '';

// The spreads.
load(spreadsFile);
const spreadsStatement = exported((d) => ts.isIdentifier(d.name) && /Spreads$/.test(d.name.text));
const spreadsList = spreadsStatement?.declarationList.declarations[0]?.initializer;
if (!spreadsStatement || !spreadsList || !ts.isArrayLiteralExpression(spreadsList))
  throw new Error(`${spreadsFile}: no exported "…Spreads" array`);
spreadsExport = spreadsStatement.declarationList.declarations[0]!.name.getText();
data.spreads = spreadsList.elements.map((el, i) => attempt(`spread ${i}`, () => withSays(el), { layers: [] }));
leftovers.push(leftover(new Set([spreadsStatement])));
for (const name of topNames) if (!sceneConsts.has(name) && name !== spreadsExport) definedHere.add(name);
const spreadsConstText = new Map([...topConsts].map(([name, init]) => [name, init.getText()]));

// The theme: the child's clothes, the cover and the sample pages.
load(themeFile);
sceneConsts.clear();
const themeStatement = exported((d) => d.type?.getText() === 'Theme');
const themeObject = themeStatement?.declarationList.declarations[0]?.initializer;
if (!themeStatement || !themeObject || !ts.isObjectLiteralExpression(themeObject))
  throw new Error(`${themeFile}: no exported Theme object`);
themeExport = themeStatement.declarationList.declarations[0]!.name.getText();
const noScope = { rename: new Map<string, string>(), locals: new Set<string>() };
for (const prop of themeObject.properties) {
  if (!ts.isPropertyAssignment(prop)) fail(prop, 'a theme entry that is not `name: value`');
  const { name, initializer } = prop as ts.PropertyAssignment;
  const key = name.getText();
  if (key === 'hero' || key === 'otherHero')
    data[key] = attempt(key, () => value(initializer, noScope) as Record<string, SceneValue>, {});
  else if (key === 'cover') data.cover = attempt('cover', () => withSays(initializer), { layers: [] });
  else if (key === 'pages') {
    const list = unwrap(initializer);
    if (!ts.isArrayLiteralExpression(list)) fail(list, 'pages that are not a list');
    data.pages = (list as ts.ArrayLiteralExpression).elements.map((el, i) =>
      attempt(`page ${i + 1}`, () => withSays(el), { layers: [] }),
    );
  } else if (key !== 'spreads') fail(prop, 'a theme entry the data format does not know');
}
// A constant both files define alike (a palette copied into the spreads) is kept once.
const twins = new Set<ts.Statement>();
for (const statement of file.statements) {
  if (!ts.isVariableStatement(statement) || statement === themeStatement) continue;
  for (const decl of statement.declarationList.declarations) {
    const name = decl.name.getText();
    if (!definedHere.has(name)) continue;
    if (spreadsConstText.get(name) === decl.initializer?.getText()) twins.add(statement);
    else problems.push(`both files define "${name}", differently`);
  }
}
leftovers.push(leftover(new Set([themeStatement, ...twins])));
for (const name of topNames) if (!sceneConsts.has(name) && name !== themeExport) definedHere.add(name);

if (problems.length) {
  process.stderr.write(
    `${theme}: ${problems.length} parts are not data yet:\n${problems.map((p) => `  ${p}`).join('\n')}\n`,
  );
  process.exit(1);
}

// Whoever else imports the two files would lose them: they must import from the book's props.ts instead.
const sourceFiles = [spreadsFile, themeFile];
const importers = readdirSync(themesDir)
  .map((name) => path.join(themesDir, name))
  .concat(path.join(root, 'server', 'src', 'art', 'storefront.ts'))
  .filter((other) => !sourceFiles.includes(other) && existsSync(other))
  .filter((other) => new RegExp(`from '\\./${theme}(-spreads)?'`).test(readFileSync(other, 'utf8')));
if (importers.length) {
  process.stderr.write(
    `${theme}: imported by ${importers.map((f) => path.relative(root, f)).join(', ')}; move those first\n`,
  );
  process.exit(1);
}

// ── props.ts: both files without what became data, helpers exported, the shared props the data names re-exported ──
const relocate = (spec: string) => {
  if (!spec.startsWith('.')) return spec;
  const rel = path.relative(bookDir, path.resolve(themesDir, spec)).split(path.sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
};
const isOwn = (spec: string) => sourceFiles.includes(`${path.resolve(themesDir, spec)}.ts`);
const body = leftovers
  .map((l) => l.body.trim())
  .filter(Boolean)
  .join('\n\n');
const bodyUses = (name: string) => new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(body);
const imports = new Map<string, { values: Set<string>; types: Set<string> }>();
const imported = new Set<string>();
for (const { spec, name, typeOnly } of leftovers.flatMap((l) => l.imports)) {
  if (isOwn(spec)) continue;
  const entry = imports.get(relocate(spec)) ?? { values: new Set(), types: new Set() };
  if (typeOnly) {
    if (bodyUses(name)) entry.types.add(name);
  } else if (bodyUses(name) || usedNames.has(name)) {
    entry.values.add(name);
    imported.add(name);
  }
  imports.set(relocate(spec), entry);
}
const importLines = [...imports]
  .filter(([, e]) => e.values.size + e.types.size > 0)
  .map(
    ([spec, e]) => `import { ${[...[...e.types].map((t) => `type ${t}`), ...e.values].join(', ')} } from '${spec}';`,
  );
const reexports = [...usedNames].filter((n) => imported.has(n) && !definedHere.has(n)).sort();
const missing = [...usedNames].filter((n) => !imported.has(n) && !definedHere.has(n));
if (missing.length) {
  process.stderr.write(`${theme}: the scenes name what the files neither import nor define: ${missing.join(', ')}\n`);
  process.exit(1);
}
const header = `// The drawing helpers of this book's scenes (scenes.json names them; shared props come from server/src/art).\n`;
const props = `${header}${importLines.join('\n')}\n\n${body}\n${reexports.length ? `\n// Shared props the scenes use by name.\nexport { ${reexports.join(', ')} };\n` : ''}`;

mkdirSync(bookDir, { recursive: true });
writeFileSync(path.join(bookDir, 'scenes.json'), `${JSON.stringify(data, null, 2)}\n`);
writeFileSync(path.join(bookDir, 'props.ts'), props);
process.stdout.write(
  `${theme} → server/books/${slug}: cover, ${data.pages?.length} pages, ${data.spreads.length} spreads; ${usedNames.size} names used (${reexports.length} re-exported)\n`,
);

// ── the proof: every picture draws the same SVG from the data as from the code, for different children and styles ──
const { loadBook } = await import('../server/src/art/scene-data/books');
const { drawPicture, PAGE, COVER } = await import('../server/src/art/pictures');
const { heroFor, heroWithFeatures } = await import('../server/src/art/child');
const { DEFAULT_FEATURES } = await import('@shop/shared/characters');
const oldSpreads = (await import(pathToFileURL(spreadsFile).href))[spreadsExport] as readonly Scene[];
const oldTheme = (await import(pathToFileURL(themeFile).href))[themeExport] as Theme;
const book = await loadBook(slug, bookDir);
if (!book.theme) throw new Error(`${slug}: the data makes no whole theme`);
const newTheme = book.theme;
if (!isDeepStrictEqual(newTheme.hero, oldTheme.hero) || !isDeepStrictEqual(newTheme.otherHero, oldTheme.otherHero)) {
  process.stderr.write(`${theme}: the child's clothes read differently from the data\n`);
  process.exit(1);
}
const children = [
  heroWithFeatures(heroFor(oldTheme.hero, 'girl', oldTheme.otherHero), DEFAULT_FEATURES, 'girl', 0, 5),
  heroWithFeatures(
    heroFor(oldTheme.hero, 'boy', oldTheme.otherHero),
    { ...DEFAULT_FEATURES, hair_style: 'afro', skin_tone: 'deep', glasses: true },
    'boy',
    2,
    9,
  ),
];
const pairs: [string, Scene, Scene, { w: number; h: number }][] = [
  ['cover', oldTheme.cover, newTheme.cover, COVER],
  ...oldTheme.pages.map(
    (page, i) => [`page ${i + 1}`, page, newTheme.pages[i]!, PAGE] as [string, Scene, Scene, typeof PAGE],
  ),
  ...oldSpreads.map((page, i) => [`spread ${i}`, page, book.spreads[i]!, PAGE] as [string, Scene, Scene, typeof PAGE]),
];
let compared = 0;
const differ = new Set<string>();
for (const [where, before, after, size] of pairs)
  for (const hero of children)
    for (const style of ['classic', '2dWarner', '3dPixar', 'watercolor', 'anime'] as const) {
      const draw = (scene: Scene) =>
        drawPicture(`${slug}/${where}`, size, (art) => scene(art, hero, {}), 'page', hero, style).svg;
      compared++;
      if (draw(before) !== draw(after)) differ.add(`${where} (${style})`);
    }
if (differ.size) {
  process.stderr.write(`${theme}: the data draws differently in ${[...differ].join(', ')}\n`);
  process.exit(1);
}
process.stdout.write(
  `  the same SVG from data as from code in all ${compared} drawings (pictures × children × styles)\n`,
);

// The code is now data: the two files go, and the engine finds the book by its folder.
for (const f of sourceFiles) unlinkSync(f);
const picturesFile = path.join(root, 'server', 'src', 'art', 'pictures.ts');
writeFileSync(
  picturesFile,
  readFileSync(picturesFile, 'utf8')
    .split('\n')
    .filter(
      (line) =>
        !line.includes(`from './themes/${theme}'`) && !new RegExp(`^\\s*'${slug}': ${themeExport},$`).test(line),
    )
    .join('\n'),
);
process.stdout.write(
  `  removed ${sourceFiles.map((f) => path.relative(root, f)).join(' and ')}; THEMES takes it from the folder\n`,
);
