/**
 * The arithmetic a scene file may write where a number depends on a repeat's counter or a held thing's hand:
 * `{"=": "560 + i * 30"}`, `{"=": "r[0] + 24"}`, `{"=": "art.w / 2"}`. Numbers, strings, + - * / %, comparisons,
 * `? :`, `&&` `||` `!`, property and index access, and calls of what the scope holds (the scene's props, Math).
 * Parsed once by a small recursive-descent parser, never by `eval`: a scene file is data, and data must not be
 * able to run arbitrary code in the server.
 */

type Node =
  | { t: 'num'; v: number }
  | { t: 'str'; v: string }
  | { t: 'id'; name: string }
  | { t: 'unary'; op: string; a: Node }
  | { t: 'bin'; op: string; a: Node; b: Node }
  | { t: 'cond'; c: Node; a: Node; b: Node }
  | { t: 'member'; obj: Node; key: Node; computed: boolean }
  | { t: 'call'; fn: Node; args: Node[] }
  | { t: 'array'; items: Node[] };

export type Scope = (name: string) => unknown;

const TOKEN =
  /\s*(?:(\d+(?:\.\d*)?(?:e[+-]?\d+)?|\.\d+(?:e[+-]?\d+)?)|('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")|([A-Za-z_$][\w$]*)|(===|!==|==|!=|<=|>=|&&|\|\||\*\*|[-+*/%<>!?:.,()[\]]))/y;

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) throw new Error(`Cannot read "${source}" at ${at}: "${source.slice(at, at + 12)}"`);
    tokens.push(match[0].trim());
  }
  return tokens;
}

const BINARY: readonly (readonly string[])[] = [
  ['||'],
  ['&&'],
  ['===', '!==', '==', '!='],
  ['<', '>', '<=', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

function parse(source: string): Node {
  const tokens = tokenize(source);
  let i = 0;
  const peek = () => tokens[i];
  const take = (expected?: string) => {
    const token = tokens[i++];
    if (token === undefined || (expected !== undefined && token !== expected))
      throw new Error(`Cannot read "${source}": expected ${expected ?? 'more'}, found ${token ?? 'the end'}`);
    return token;
  };

  const conditional = (): Node => {
    const c = binary(0);
    if (peek() !== '?') return c;
    take('?');
    const a = conditional();
    take(':');
    return { t: 'cond', c, a, b: conditional() };
  };
  const binary = (level: number): Node => {
    if (level === BINARY.length) return unary();
    let a = binary(level + 1);
    while (BINARY[level]!.includes(peek() ?? '')) {
      const op = take();
      a = { t: 'bin', op, a, b: binary(level + 1) };
    }
    return a;
  };
  const unary = (): Node => {
    if (peek() === '-' || peek() === '+' || peek() === '!') {
      const op = take();
      return { t: 'unary', op, a: unary() };
    }
    return power();
  };
  const power = (): Node => {
    const a = postfix();
    if (peek() !== '**') return a;
    take();
    return { t: 'bin', op: '**', a, b: unary() };
  };
  const list = (close: string): Node[] => {
    const items: Node[] = [];
    while (peek() !== close) {
      items.push(conditional());
      if (peek() !== close) take(',');
    }
    take(close);
    return items;
  };
  const postfix = (): Node => {
    let node = primary();
    for (;;) {
      if (peek() === '.') {
        take();
        node = { t: 'member', obj: node, key: { t: 'str', v: take() }, computed: false };
      } else if (peek() === '[') {
        take();
        const key = conditional();
        take(']');
        node = { t: 'member', obj: node, key, computed: true };
      } else if (peek() === '(') {
        take();
        node = { t: 'call', fn: node, args: list(')') };
      } else return node;
    }
  };
  const primary = (): Node => {
    const token = take();
    if (token === '(') {
      const inner = conditional();
      take(')');
      return inner;
    }
    if (token === '[') return { t: 'array', items: list(']') };
    if (/^[\d.]/.test(token)) return { t: 'num', v: Number(token) };
    if (token[0] === "'" || token[0] === '"')
      return { t: 'str', v: JSON.parse(`"${token.slice(1, -1).replace(/"/g, '\\"')}"`) };
    if (/^[A-Za-z_$]/.test(token)) return { t: 'id', name: token };
    throw new Error(`Cannot read "${source}": unexpected ${token}`);
  };

  const node = conditional();
  if (i !== tokens.length) throw new Error(`Cannot read "${source}": unexpected ${tokens[i]}`);
  return node;
}

/** Only plain data and the scope's own functions are reachable: no constructor, prototype or globals. */
const FORBIDDEN_KEYS = new Set(['constructor', '__proto__', 'prototype']);

function evaluate(node: Node, scope: Scope): unknown {
  switch (node.t) {
    case 'num':
    case 'str':
      return node.v;
    case 'id':
      return scope(node.name);
    case 'array':
      return node.items.map((item) => evaluate(item, scope));
    case 'unary': {
      const a = evaluate(node.a, scope);
      return node.op === '-' ? -(a as number) : node.op === '+' ? +(a as number) : !a;
    }
    case 'cond':
      return evaluate(node.c, scope) ? evaluate(node.a, scope) : evaluate(node.b, scope);
    case 'bin': {
      if (node.op === '&&') return evaluate(node.a, scope) && evaluate(node.b, scope);
      if (node.op === '||') return evaluate(node.a, scope) || evaluate(node.b, scope);
      const a = evaluate(node.a, scope) as number;
      const b = evaluate(node.b, scope) as number;
      switch (node.op) {
        case '+':
          return a + b;
        case '-':
          return a - b;
        case '*':
          return a * b;
        case '/':
          return a / b;
        case '%':
          return a % b;
        case '**':
          return a ** b;
        case '<':
          return a < b;
        case '>':
          return a > b;
        case '<=':
          return a <= b;
        case '>=':
          return a >= b;
        case '===':
        case '==':
          return a === b;
        default:
          return a !== b;
      }
    }
    case 'member': {
      const obj = evaluate(node.obj, scope) as Record<string, unknown> | null | undefined;
      const key = String(evaluate(node.key, scope));
      if (FORBIDDEN_KEYS.has(key)) throw new Error(`A scene may not read "${key}"`);
      if (obj === null || obj === undefined) throw new Error(`Cannot read "${key}" of ${String(obj)}`);
      const value = obj[key];
      return typeof value === 'function' ? value.bind(obj) : value;
    }
    case 'call': {
      const fn = evaluate(node.fn, scope);
      if (typeof fn !== 'function') throw new Error('A scene called something that is not a prop or a helper');
      return fn(...node.args.map((arg) => evaluate(arg, scope)));
    }
  }
}

const parsed = new Map<string, Node>();

/** The value of an expression in a scope (parsed once per distinct text). */
export function evaluateExpression(source: string, scope: Scope): unknown {
  let node = parsed.get(source);
  if (!node) {
    node = parse(source);
    parsed.set(source, node);
  }
  return evaluate(node, scope);
}
