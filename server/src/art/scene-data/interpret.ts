/**
 * A scene as data (server/books/<slug>/scenes.json) turned into the Scene the engine draws. A spread lists its
 * layers back to front; a layer is a named prop with its arguments, `["tulip", 60, 690, 110, "#ff8fb0"]`, drawn by
 * the function of that name the book's props.ts exports (its own helpers, and the shared props it re-exports from
 * ../props, ../landscape, the child…). So a content person moves, recolours, adds or removes things, or changes the child's pose, mood and
 * what they hold, by editing numbers and words; `npm run book:preview -- <slug>` shows the result.
 *
 * A spread may also name `let` values computed first, the `subject` (whose head the real face goes on) and a
 * `camera` (a closer shot, in every style or in one).
 *
 * Values:
 * - numbers, strings, true/false, null, lists and objects are themselves; `"$art"`, `"$hero"`, `"$i"` name a
 *   variable (the picture being drawn, the child, a repeat's counter);
 * - `{"=": "560 + i * 30"}` is arithmetic (expression.ts);
 * - `{"call": ["bothHands", 14, -68]}` is the result of a helper (where a layer needs a value, not a drawing);
 * - `{"each": "i", "in": [0, 1, 2], "do": …}` repeats, its results spread into the list it stands in (`"index":
 *   "k"` also counts from 0);
 * - `{"spread": …}` spreads a list into the list it stands in;
 * - `{"fn": ["l", "r"], "do": …}` (optionally `"defaults": {"r": 0}`) is a small function, e.g. what the child holds, drawn at the hand
 *   (a parameter may be a list of names to take a list apart: `[["", "r"]]` is the second hand);
 * - `{"with": [["a", …], ["b", …]], "do": …}` names values (each may use the ones before) for what follows;
 * - `{"method": [value, "name", …args]}` calls a method of a value (`art.clip`, a list's `map` or `reverse`);
 * - `{"if": …, "yes": …, "no": …}` chooses; `{"merge": [a, b]}` is one object with the keys of both.
 */
import type { Hero } from '../child';
import { type Art, g } from '../core';
import type { Scene, SceneContext } from '../themes/theme';
import { evaluateExpression } from './expression';

export type SceneValue = null | boolean | number | string | SceneValue[] | { [key: string]: SceneValue };
/**
 * A name to bind: a name, a list of names to take a list apart by position ('' skips one), or an object of
 * names to take an object apart by key (`{"x": "x", "y": "top"}`).
 */
type Param = string | string[] | Record<string, string>;

function bind(vars: Map<string, unknown>, param: Param, value: unknown): void {
  if (typeof param === 'string') vars.set(param, value);
  else if (Array.isArray(param))
    param.forEach((name, k) => {
      if (name) vars.set(name, (value as unknown[] | undefined)?.[k]);
    });
  else for (const [key, name] of Object.entries(param)) vars.set(name, (value as Record<string, unknown>)[key]);
}

/**
 * A closer camera: `zoom` 1.3 shows the middle 1/1.3 of the scene around `at` (the scene's centre if absent), kept
 * inside the scene so no undrawn edge shows. A style may frame the same scene its own way (`styles.anime`).
 */
export interface Shot {
  zoom?: number;
  at?: [number, number];
}
export interface Camera extends Shot {
  styles?: Partial<Record<string, Shot>>;
}

export interface SpreadData {
  /** What the spread's text says, in a line: what the picture must show (for whoever edits it). */
  says?: string;
  /** Values computed once before the layers, in order: [name, value]. */
  let?: [string, SceneValue][];
  /** The child whose head the real child's face goes on, when the picture dresses them differently (a hood off). */
  subject?: SceneValue;
  /** How close the picture looks (absent: the whole scene as drawn). */
  camera?: Camera;
  layers: SceneValue[];
}

/** A book's pictures as data: the child's clothes, the cover, the three sample pages and every spread. */
export interface ScenesData {
  /** The child as the book dresses them (art/child.ts Hero: clothes, hair the book prefers, hat, extras). */
  hero?: Record<string, SceneValue>;
  /** What differs for a child of the other gender (heroFor). */
  otherHero?: Record<string, SceneValue>;
  /** The book's clothes are the story's (Theme.storyClothes): an outfit the parent picked does not replace them. */
  storyClothes?: boolean;
  cover?: SpreadData;
  pages?: SpreadData[];
  spreads: SpreadData[];
}

export type Props = Readonly<Record<string, unknown>>;

type Vars = ReadonlyMap<string, unknown>;

/** Never reachable from data: a scene file must not reach the runtime through a value's prototype. */
const FORBIDDEN = new Set(['constructor', '__proto__', 'prototype', '__defineGetter__', '__defineSetter__']);

const VARIABLE = /^\$([A-Za-z_][\w]*)$/;

class SceneReader {
  constructor(
    readonly props: Props,
    readonly where: string,
  ) {}

  lookup(name: string, vars: Vars): unknown {
    if (vars.has(name)) return vars.get(name);
    if (Object.hasOwn(this.props, name)) return this.props[name];
    if (name === 'Math') return Math;
    if (name === 'Number') return Number;
    if (name === 'String') return String;
    if (name === 'undefined') return undefined;
    if (name === 'true' || name === 'false') return name === 'true';
    if (Object.hasOwn(BUILT_INS, name)) return BUILT_INS[name];
    throw new Error(`${this.where}: nothing is called "${name}" (a prop, a helper or a variable)`);
  }

  call(name: unknown, args: readonly SceneValue[], vars: Vars): unknown {
    if (typeof name !== 'string') throw new Error(`${this.where}: a layer must start with a prop's name`);
    const fn = this.lookup(name, vars);
    if (typeof fn !== 'function') throw new Error(`${this.where}: "${name}" is not a prop that draws`);
    return fn(...this.list(args, vars));
  }

  /** The items of a list, with `each` and `spread` items spread into it. */
  list(items: readonly SceneValue[], vars: Vars, item = (v: SceneValue, vs: Vars) => this.value(v, vs)): unknown[] {
    const out: unknown[] = [];
    for (const entry of items) {
      if (isObject(entry) && 'each' in entry) {
        const param = entry.each as Param;
        const index = typeof entry.index === 'string' ? entry.index : undefined;
        (this.value(entry.in ?? [], vars) as unknown[]).forEach((counter, i) => {
          const inner = new Map(vars);
          bind(inner, param, counter);
          if (index) inner.set(index, i);
          const produced = item(entry.do ?? null, inner);
          // `many`: each round yields several items (a loop that pushed two things at a time).
          if (entry.many === true) out.push(...(produced as unknown[]));
          else out.push(produced);
        });
      } else if (isObject(entry) && 'spread' in entry) {
        out.push(...(this.value(entry.spread ?? [], vars) as unknown[]));
      } else out.push(item(entry, vars));
    }
    return out;
  }

  value(v: SceneValue, vars: Vars): unknown {
    if (typeof v === 'string') {
      const variable = VARIABLE.exec(v);
      return variable ? this.lookup(variable[1]!, vars) : v;
    }
    if (Array.isArray(v)) return this.list(v, vars);
    if (!isObject(v)) return v;
    if ('=' in v) return evaluateExpression(String(v['=']), (name) => this.lookup(name, vars));
    if ('call' in v) {
      const [name, ...args] = v.call as SceneValue[];
      return this.call(name, args, vars);
    }
    if ('fn' in v) {
      const params = v.fn as Param[];
      const defaults = (v.defaults ?? {}) as Record<string, SceneValue>;
      const body = v.do ?? null;
      return (...args: unknown[]) => {
        const inner = new Map(vars);
        params.forEach((param, i) => {
          // A parameter's default, as in code, where the call leaves it out.
          const given = args[i] === undefined && typeof param === 'string' && param in defaults;
          bind(inner, param, given ? this.value(defaults[param as string] ?? null, vars) : args[i]);
        });
        return this.value(body, inner);
      };
    }
    if ('method' in v) {
      const [target, name, ...args] = v.method as SceneValue[];
      const object = this.value(target ?? null, vars) as Record<string, unknown>;
      const key = String(name);
      const fn = object?.[key];
      if (FORBIDDEN.has(key) || typeof fn !== 'function')
        throw new Error(`${this.where}: "${key}" is not a method here`);
      return fn.apply(object, this.list(args, vars));
    }
    if ('with' in v) {
      const inner = new Map(vars);
      for (const [name, value] of v.with as [string, SceneValue][]) inner.set(name, this.value(value, inner));
      return this.value(v.do ?? null, inner);
    }
    if ('merge' in v) return Object.assign({}, ...(this.list(v.merge as SceneValue[], vars) as object[]));
    if ('if' in v)
      return this.value(v.if ?? null, vars) ? this.value(v.yes ?? null, vars) : this.value(v.no ?? null, vars);
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(v)) out[key] = this.value(inner, vars);
    return out;
  }

  /** A layer: `[prop, ...args]` draws; anything else is a value (a string of SVG). */
  layer(v: SceneValue, vars: Vars): unknown {
    if (Array.isArray(v)) {
      const [name, ...args] = v;
      return this.call(name, args, vars);
    }
    // Named values before a layer: what they lead to is a layer too.
    if (isObject(v) && 'with' in v) {
      const inner = new Map(vars);
      for (const [name, value] of v.with as [string, SceneValue][]) inner.set(name, this.value(value, inner));
      return this.layer(v.do ?? null, inner);
    }
    return this.value(v, vars);
  }
}

/** What every scene may call besides its props. */
const BUILT_INS: Readonly<Record<string, (...args: never[]) => unknown>> = {
  /** Drawings made into one: `{"call": ["join", [...], ""]}`. */
  join: (list: readonly unknown[], separator = '') => list.join(separator),
  /** a + b + …, as `+` adds numbers or joins drawings. */
  concat: (...parts: unknown[]) => parts.reduce((a, b) => (a as number) + (b as number)),
  /** range(n) is 0…n-1; range(a, b) is a…b-1. */
  range: (a: number, b?: number) => {
    const [from, to] = b === undefined ? [0, a] : [a, b];
    return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
  },
};

function isObject(v: unknown): v is { [key: string]: SceneValue } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The transform that frames a shot: the point `at` to the picture's centre, scaled, kept inside the scene. */
export function cameraTransform(art: Pick<Art, 'w' | 'h'>, { zoom = 1, at }: Shot): string {
  const z = Math.max(1, zoom);
  const clamp = (v: number, size: number) => Math.min(size - size / (2 * z), Math.max(size / (2 * z), v));
  const x = clamp(at?.[0] ?? art.w / 2, art.w);
  const y = clamp(at?.[1] ?? art.h / 2, art.h);
  return `translate(${art.w / 2} ${art.h / 2}) scale(${z}) translate(${-x} ${-y})`;
}

/** One spread's data as the engine's Scene. */
export function sceneFromData(spread: SpreadData, props: Props, where: string): Scene {
  const reader = new SceneReader(props, where);
  return (art: Art, hero: Hero, context?: SceneContext) => {
    const vars = new Map<string, unknown>([
      ['art', art],
      ['hero', hero],
      ['context', context],
    ]);
    for (const [name, value] of spread.let ?? []) vars.set(name, reader.value(value, vars));
    if (spread.subject !== undefined) art.subject = reader.value(spread.subject, vars) as object;
    const layers = reader.list(spread.layers, vars, (v, vs) => reader.layer(v, vs));
    const drawn = layers.flat().filter((layer): layer is string => typeof layer === 'string');
    const shot = { ...spread.camera, ...spread.camera?.styles?.[art.style] };
    return shot.zoom && shot.zoom !== 1 ? [g(drawn, { transform: cameraTransform(art, shot) })] : drawn;
  };
}
