import type { Struct } from 'superstruct';

/**
 * One data attribute of a widget: how to read it from its text (undefined when it cannot be
 * read), what a visitor-facing message calls it, and an example value an editor can copy.
 * Plain parsers, not superstruct: every page reads attributes, few pages need a struct.
 */
export interface AttributeSpec<T> {
  parse(text: string): T | undefined;
  required: boolean;
  /** "a whole number", "true or false", ... */
  expected: string;
  example: string;
  /** For the build's declarations (typings, editors' custom data): the attribute's type. */
  kind: 'number' | 'boolean' | 'string' | 'enum';
  /** An enum's values. */
  values?: readonly string[];
}

/** "$250,000" reads as 250000; an empty or non-numeric text reads as nothing. */
const asNumber = (s: string) => {
  const n = s.trim() === '' ? Number.NaN : Number(s.replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? n : undefined;
};

function spec<T>(
  parse: (text: string) => T | undefined,
  expected: string,
  example: string,
  kind: AttributeSpec<T>['kind'] = 'string',
  values?: readonly string[],
) {
  return {
    required: { parse, required: true, expected, example, kind, values } as AttributeSpec<T>,
    optional: { parse, required: false, expected, example, kind, values } as AttributeSpec<T | undefined>,
  };
}

/** Attribute readers for defineWidget; each converts the attribute's text and checks it. */
export const attr = {
  /** A record id: a whole number of at least 1. */
  id: (example = '12') =>
    spec(
      (s) => {
        const n = asNumber(s);
        return n !== undefined && Number.isInteger(n) && n >= 1 ? n : undefined;
      },
      'a whole number (an id)',
      example,
      'number',
    ),
  number: (example: string) => spec(asNumber, 'a number', example, 'number'),
  string: (example: string) => spec((s) => s.trim(), 'text', example),
  /** Present (or "true") means true; "false" means false. */
  boolean: () =>
    spec(
      (s) => (s === '' || s === 'true' ? true : s === 'false' ? false : undefined),
      'true or false (or no value)',
      '',
      'boolean',
    ),
  enum: <const V extends string>(values: readonly V[]) =>
    spec((s) => values.find((v) => v === s), `one of ${values.join(', ')}`, values[0], 'enum', values),
  /** JSON checked by a struct: the widget that reads JSON brings superstruct, no other page does. */
  json: <T>(struct: Pick<Struct<T, unknown>, 'is'>, example: string) =>
    spec(
      (s) => {
        try {
          const value: unknown = JSON.parse(s);
          return struct.is(value) ? value : undefined;
        } catch {
          return undefined;
        }
      },
      'JSON',
      example,
    ),
};

export type AttributeSpecs = Record<string, AttributeSpec<unknown>>;
export type PropsOf<A extends AttributeSpecs> = { [K in keyof A]: A[K] extends AttributeSpec<infer T> ? T : never };

/** data-community-id ↔ communityId, as element.dataset names them. */
export const attributeName = (prop: string) => `data-${prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export type ParsedAttributes<A extends AttributeSpecs> =
  | { ok: true; props: PropsOf<A> }
  | { ok: false; message: string };

/** Reads every attribute of a widget; the first bad one gives a message an editor can act on. */
export function parseAttributes<A extends AttributeSpecs>(
  widget: string,
  specs: A,
  element: Element,
): ParsedAttributes<A> {
  const props: Record<string, unknown> = {};
  for (const [prop, s] of Object.entries(specs)) {
    const name = attributeName(prop);
    const raw = element.getAttribute(name);
    if (raw === null) {
      if (s.required)
        return { ok: false, message: `[hb-${widget}] ${name} is missing: set it, e.g. ${name}="${s.example}"` };
      props[prop] = undefined;
      continue;
    }
    const value: unknown = s.parse(raw);
    if (value === undefined) {
      const example = s.example === '' ? name : `${name}="${s.example}"`;
      return { ok: false, message: `[hb-${widget}] ${name} "${raw}" is not ${s.expected}: set it, e.g. ${example}` };
    }
    props[prop] = value;
  }
  return { ok: true, props: props as PropsOf<A> };
}
