import { is, type Struct } from 'superstruct';

// A struct of whatever the read holds (contract.ts types its structs the same way).
// biome-ignore lint/suspicious/noExplicitAny: a struct of any entity; superstruct's Struct<T, S> is checked both ways in T, so only any takes them all
type AnyStruct = Struct<any, any>;

/** superstruct's context, for the validators and refiners called here: they read it only to word a failure. */
const context = { path: [], branch: [] };

/** No failure in what a validator or refiner answered (an iterable, often a generator). */
function none(failures: Iterable<unknown>): boolean {
  for (const _ of failures) return false;
  return true;
}

/** How a value that is neither null nor undefined fits each kind of struct this file knows, as superstruct decides it. */
// biome-ignore lint/suspicious/noExplicitAny lint/complexity/noBannedTypes: {} is "neither null nor undefined"; each kind's schema has its own shape, read as superstruct builds it
const FITS: Record<string, (value: {}, schema: any) => boolean> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && !Number.isNaN(value),
  integer: (value) => Number.isInteger(value),
  boolean: (value) => typeof value === 'boolean',
  enums: (value, schema) => Object.values(schema).includes(value),
  array: (value, schema) => {
    if (!Array.isArray(value)) return false;
    // By index, not every(): superstruct checks a hole as undefined.
    if (schema) for (let i = 0; i < value.length; i++) if (!conforms(value[i], schema)) return false;
    return true;
  },
  type: (value, schema) =>
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(schema).every((key) => conforms((value as Record<string, unknown>)[key], schema[key])),
};

/**
 * Whether superstruct's `validate(value, struct)` passes, answered without its generators: a list
 * of 2,000 floorplans in a fraction of the time. A `false` is then asked of superstruct itself, for
 * where and what (check-answer.ts), so `false` may be cautious; `true` is only where it is sure.
 *
 * A struct is read by its `type`, which nullable(), optional() and refine() keep from the struct
 * they wrap: for any value but null and undefined they behave as the wrapped struct, plus its
 * refinements, which are run as they are. Null and undefined go to the struct's own validator,
 * and the kinds not in FITS (object, union, literal, record, a define() of our own) to superstruct whole.
 */
export function conforms(value: unknown, struct: AnyStruct): boolean {
  // Own keys only: a define('constructor') of our own is not Object's constructor.
  const fits = Object.hasOwn(FITS, struct.type) && FITS[struct.type];
  if (!fits) return is(value, struct);
  // No kind of FITS has entries for null or undefined: the validator and refiner decide.
  if (value == null) return none(struct.validator(value, context)) && none(struct.refiner(value, context));
  return fits(value, struct.schema) && refined(value, struct);
}

/** The refinements (size(), min()), which superstruct runs on a valid value; a struct without any has the constructor's `() => []`. */
const refined = (value: unknown, struct: AnyStruct) =>
  struct.refiner.length === 0 || none(struct.refiner(value, context));
