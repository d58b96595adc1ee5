import { boolean, coerce, enums, integer, is, min, number, string, type Struct } from 'superstruct';

/**
 * One data attribute of a widget: how to read it from its string, what a visitor-facing
 * message calls it, and an example value an editor can copy.
 */
export interface AttributeSpec<T> {
  struct: Struct<T, unknown>;
  required: boolean;
  /** "a whole number", "true or false", ... */
  expected: string;
  example: string;
}

const asNumber = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(/[$,\s]/g, '')));

function spec<T>(struct: Struct<T, any>, expected: string, example: string) {
  return {
    required: { struct, required: true, expected, example } as AttributeSpec<T>,
    optional: { struct, required: false, expected, example } as AttributeSpec<T | undefined>,
  };
}

/** Attribute readers for defineWidget; each converts the attribute's text and checks it. */
export const attr = {
  /** A record id: a whole number of at least 1. */
  id: (example = '12') => spec(coerce(min(integer(), 1), string(), asNumber), 'a whole number (an id)', example),
  number: (example: string) => spec(coerce(number(), string(), asNumber), 'a number', example),
  string: (example: string) => spec(coerce(string(), string(), (s) => s.trim()), 'text', example),
  /** Present (or "true") means true; "false" means false. */
  boolean: () =>
    spec(
      coerce(boolean(), string(), (s) => (s === '' || s === 'true' ? true : s === 'false' ? false : s)),
      'true or false (or no value)',
      '',
    ),
  enum: <const V extends string>(values: readonly V[]) => spec(enums(values as V[]) as unknown as Struct<V, any>, `one of ${values.join(', ')}`, values[0]),
  json: <T>(struct: Struct<T, any>, example: string) =>
    spec(
      coerce(struct, string(), (s) => {
        try {
          return JSON.parse(s) as unknown;
        } catch {
          return Symbol('invalid JSON');
        }
      }),
      'JSON',
      example,
    ),
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each attribute has its own type
export type AttributeSpecs = Record<string, AttributeSpec<any>>;
export type PropsOf<A extends AttributeSpecs> = { [K in keyof A]: A[K] extends AttributeSpec<infer T> ? T : never };

/** data-community-id ↔ communityId, as element.dataset names them. */
export const attributeName = (prop: string) => `data-${prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export type ParsedAttributes<A extends AttributeSpecs> = { ok: true; props: PropsOf<A> } | { ok: false; message: string };

/** Reads every attribute of a widget; the first bad one gives a message an editor can act on. */
export function parseAttributes<A extends AttributeSpecs>(widget: string, specs: A, element: Element): ParsedAttributes<A> {
  const props: Record<string, unknown> = {};
  for (const [prop, s] of Object.entries(specs)) {
    const name = attributeName(prop);
    const raw = element.getAttribute(name);
    if (raw === null) {
      if (s.required) return { ok: false, message: `[hb-${widget}] ${name} is missing: set it, e.g. ${name}="${s.example}"` };
      props[prop] = undefined;
      continue;
    }
    let value: unknown;
    try {
      value = s.struct.create(raw);
    } catch {
      value = undefined;
    }
    if (value === undefined || !is(value, s.struct as Struct<unknown, unknown>)) {
      const example = s.example === '' ? name : `${name}="${s.example}"`;
      return { ok: false, message: `[hb-${widget}] ${name} "${raw}" is not ${s.expected}: set it, e.g. ${example}` };
    }
    props[prop] = value;
  }
  return { ok: true, props: props as PropsOf<A> };
}

