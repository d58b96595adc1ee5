import { array, type Struct, validate } from 'superstruct';
import { yieldToMain } from '../browser/yield-to-main';
import { conforms } from './conforms';

/** Checking a list stops for the main thread after this long: well under a 50 ms long task. */
export const CHECK_SLICE_MS = 10;

// A struct of whatever the read holds (contract.ts types its structs the same way).
// biome-ignore lint/suspicious/noExplicitAny: a struct of any entity; superstruct's Struct<T, S> is checked both ways in T, so only any takes them all
type AnyStruct = Struct<any, any>;

/** The answer as checked; or where it broke the contract and what was expected there; or an abort. */
export type Checked =
  | { ok: true; value: unknown }
  | { ok: false; path: (string | number)[]; expected: string }
  | { ok: false; aborted: true };

function verdict(value: unknown, struct: AnyStruct, at: (string | number)[] = []): Checked {
  // superstruct only to say where and what, on the rare answer that breaks the contract.
  if (conforms(value, struct)) return { ok: true, value };
  try {
    const [error, checked] = validate(value, struct);
    return error
      ? { ok: false, path: [...at, ...error.path], expected: error.refinement ?? error.type }
      : { ok: true, value: checked };
  } catch {
    // superstruct throws while wording a failure for an object it cannot print ({"toString": ""}).
    return { ok: false, path: at, expected: 'values superstruct can print' };
  }
}

/**
 * Checks a read's answer against its struct: an item at once, a list one slice of time at a
 * time. 2,000 floorplans take several hundred milliseconds of superstruct at 4× CPU slowdown, and
 * about a third of that with conforms() (cold, as on a page's first read): in one piece still a
 * long task holding up input and every other widget on the page (issue #8: load blocking time
 * under 300 ms). A short list never yields; an aborted read stops at the next slice.
 */
export async function checkAnswer(
  kind: 'list' | 'item',
  value: unknown,
  struct: AnyStruct,
  signal?: AbortSignal,
): Promise<Checked> {
  if (kind === 'item' || !Array.isArray(value)) return verdict(value, kind === 'item' ? struct : array(struct));
  let sliceStart = performance.now();
  for (let index = 0; index < value.length; index++) {
    if (performance.now() - sliceStart > CHECK_SLICE_MS) {
      await yieldToMain();
      if (signal?.aborted) return { ok: false, aborted: true };
      sliceStart = performance.now();
    }
    const item = verdict(value[index], struct, [index]);
    if (!item.ok) return item;
  }
  return { ok: true, value };
}
