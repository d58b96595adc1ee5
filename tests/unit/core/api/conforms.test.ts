import fc from 'fast-check';
import {
  array,
  boolean,
  define,
  enums,
  integer,
  is,
  literal,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type,
  union,
  type Struct,
} from 'superstruct';
import { describe, expect, it } from 'vitest';
import { conforms } from '../../../../core/api/conforms';
import { READS } from '../../../../core/api/contract';
import { demoApp } from '../../demo/api/app-fetch';

// biome-ignore lint/suspicious/noExplicitAny: a struct of any entity; superstruct's Struct<T, S> is checked both ways in T, so only any takes them all
type AnyStruct = Struct<any, any>;

/** conforms() must answer as superstruct does; each case also says what that answer is, so a change to either shows. */
const agrees = (value: unknown, struct: AnyStruct, expected: boolean) => {
  expect(is(value, struct)).toBe(expected);
  expect(conforms(value, struct)).toBe(expected);
};

describe('conforms, case by case against superstruct', () => {
  it('reads the kinds of value the contract holds', () => {
    agrees('Aspen', string(), true);
    agrees(3, string(), false);
    agrees(1.5, number(), true);
    agrees(Number.NaN, number(), false);
    agrees(Infinity, number(), true);
    agrees(2, integer(), true);
    agrees(2.5, integer(), false);
    agrees('2', integer(), false);
    agrees(false, boolean(), true);
    agrees(0, boolean(), false);
    agrees('home', enums(['home', 'plan']), true);
    agrees('lot', enums(['home', 'plan']), false);
    agrees(1, enums([1, 2]), true);
    agrees('1', enums([1, 2]), false);
    agrees('success', literal('success'), true);
    agrees('failure', literal('success'), false);
  });

  it('takes null only where the struct is nullable, and undefined only where it is optional', () => {
    agrees(null, nullable(number()), true);
    agrees(undefined, nullable(number()), false);
    agrees(undefined, optional(string()), true);
    agrees(null, optional(string()), false);
    agrees(null, optional(nullable(string())), true);
    agrees(undefined, optional(nullable(string())), true);
    agrees(null, string(), false);
    agrees(undefined, type({ id: integer() }), false);
    agrees(null, nullable(type({ id: integer() })), true);
    agrees(null, literal(null), true);
    agrees(undefined, literal(null), false);
  });

  it('checks a nullable or optional struct as the struct it wraps for any other value', () => {
    agrees('x', nullable(number()), false);
    agrees(7, optional(nullable(integer())), true);
    agrees({ id: 'seven' }, nullable(type({ id: integer() })), false);
  });

  it('runs refinements, also under nullable and optional', () => {
    const code = size(string(), 2, 2);
    agrees('FL', code, true);
    agrees('FLA', code, false);
    agrees(null, nullable(code), true);
    agrees('FLA', nullable(code), false);
    agrees('FLA', optional(nullable(code)), false);
    agrees(['a'], size(array(string()), 1, 3), true);
    agrees([], size(array(string()), 1, 3), false);
  });

  it('walks objects: a type() takes keys its schema does not name, an object() does not', () => {
    const Plan = type({ id: integer(), name: string(), price: nullable(number()) });
    agrees({ id: 1, name: 'Aspen', price: null, extra: true }, Plan, true);
    agrees({ id: 1, name: 'Aspen' }, Plan, false);
    agrees({ id: 1, name: 'Aspen', price: '1' }, Plan, false);
    agrees([1, 'Aspen', null], Plan, false);
    const Strict = object({ id: integer() });
    agrees({ id: 1 }, Strict, true);
    agrees({ id: 1, extra: true }, Strict, false);
    agrees({ id: 1, toString: 'x' }, Strict, false);
  });

  it('walks arrays, a hole counting as undefined', () => {
    agrees([1, 2, 3], array(integer()), true);
    agrees([1, '2'], array(integer()), false);
    // biome-ignore lint/suspicious/noSparseArray: a hole in an array is the case under test
    agrees([1, , 3], array(integer()), false);
    // biome-ignore lint/suspicious/noSparseArray: a hole in an array is the case under test
    agrees([1, , 3], array(optional(integer())), true);
    agrees({ length: 0 }, array(integer()), false);
    agrees([[1], [2, 3]], array(array(integer())), true);
  });

  it('leaves the kinds it does not know to superstruct', () => {
    // Named as a property every object has: still not a kind this file knows.
    const Odd = define('toString', (value) => value === 'odd');
    agrees('odd', Odd, true);
    agrees('even', Odd, false);
    const IdOrSlug = union([integer(), string()]);
    agrees(4, IdOrSlug, true);
    agrees('aspen', IdOrSlug, true);
    agrees(true, IdOrSlug, false);
    agrees([4, 'aspen'], array(IdOrSlug), true);
  });
});

/** superstruct's answer; it throws wording a failure for an object it cannot print ({toString: ''}), which fails all the same. */
function passes(value: unknown, struct: AnyStruct): boolean {
  try {
    return is(value, struct);
  } catch {
    return false;
  }
}

/** Every path inside `value`, depth first, the empty path (the value itself) first. */
function pathsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const children = Array.isArray(value)
    ? value.map((v, i) => pathsOf(v, [...at, i]))
    : value && typeof value === 'object'
      ? Object.entries(value).map(([k, v]) => pathsOf(v, [...at, k]))
      : [];
  return [at, ...children.flat()];
}

/** A copy of `root` with the value at `path` replaced, removed, or given one more key. */
function mutated(
  root: unknown,
  path: (string | number)[],
  change: { op: 'set'; value: unknown } | { op: 'delete' } | { op: 'add'; key: string; value: unknown },
): unknown {
  const copy = structuredClone(root);
  if (path.length === 0)
    return change.op === 'set'
      ? change.value
      : change.op === 'add' && copy && typeof copy === 'object'
        ? Object.assign(copy, { [change.key]: change.value })
        : copy;
  // biome-ignore lint/suspicious/noExplicitAny: walks a cloned JSON answer of any shape down a path the test chose
  const parent = path.slice(0, -1).reduce<any>((node, key) => node[key], copy);
  const key = path[path.length - 1];
  if (change.op === 'set') parent[key] = change.value;
  else if (change.op === 'delete') Array.isArray(parent) ? parent.splice(Number(key), 1) : delete parent[key];
  else if (parent[key] && typeof parent[key] === 'object' && !Array.isArray(parent[key]))
    parent[key][change.key] = change.value;
  return copy;
}

/** Every read of the contract that the demo answers without a visitor or a page: its struct and the items of its answer. */
async function contractAnswers(): Promise<[string, AnyStruct, unknown[]][]> {
  const app = demoApp();
  const json = async (path: string) => {
    const answer = await app.request(`/${path}`);
    return answer.ok ? answer.json() : undefined;
  };
  const ids: Record<string, string> = { 'api/community/:id/amenities': 'api/community/25/amenities' };
  const answers: [string, AnyStruct, unknown[]][] = [];
  for (const [name, spec] of Object.entries(READS)) {
    if (spec.method || spec.ownAddress || spec.path.startsWith('my-favorites/')) continue;
    let path = ids[spec.path] ?? spec.path;
    if (path.includes(':id')) {
      // An item read: the id of the first item of the list at the same address.
      const list = await json(path.replace('/:id', ''));
      const first = (Object.values(list ?? {}).find(Array.isArray) as { id: number }[] | undefined)?.[0];
      if (!first) continue;
      path = path.replace(':id', String(first.id));
    }
    const value = (await json(path))?.[spec.key];
    const items = spec.kind === 'list' ? (value as unknown[]) : [value];
    if (items?.length) answers.push([name, spec.struct as AnyStruct, items]);
  }
  return answers;
}

const answers = await contractAnswers();

describe('conforms, on the contract’s own structs', () => {
  it('has answers of most reads to try', () => {
    // The lists and items the demo serves without a sign-in: regions, communities, plans, homes, CMS content…
    expect(answers.length).toBeGreaterThanOrEqual(25);
  });

  it.each(answers.map(([name, struct, items]) => [name, struct, items] as const))(
    'passes every item the demo answers to %s',
    (_, struct, items) => {
      for (const item of items) {
        expect(is(item, struct)).toBe(true);
        expect(conforms(item, struct)).toBe(true);
      }
    },
  );

  it.each(answers.map(([name, struct, items]) => [name, struct, items] as const))(
    'answers as superstruct for any change to an item of %s',
    (_, struct, items) => {
      const change = fc.oneof(
        fc.record({
          op: fc.constant('set' as const),
          value: fc.oneof(fc.jsonValue(), fc.constantFrom(undefined, Number.NaN, 1.5, -0, '', [], {})),
        }),
        fc.record({ op: fc.constant('delete' as const) }),
        fc.record({
          op: fc.constant('add' as const),
          key: fc.oneof(fc.string(), fc.constantFrom('id', '__proto__', 'toString', 'constructor')),
          value: fc.jsonValue(),
        }),
      );
      const candidate = fc
        .nat(items.length - 1)
        .chain((i) => fc.tuple(fc.constant(items[i]), fc.nat(pathsOf(items[i]).length - 1), change));
      fc.assert(
        fc.property(candidate, ([item, p, c]) => {
          const value = mutated(item, pathsOf(item)[p], c);
          expect(conforms(value, struct)).toBe(passes(value, struct));
        }),
        { numRuns: 400 },
      );
    },
  );
});
