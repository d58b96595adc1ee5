import { number, string, type, validate } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_SLICE_MS, checkAnswer } from '../../../../core/api/check-answer';

const Item = type({ id: number(), name: string() });
const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, name: `Plan ${i}` }));

/** A clock that moves `step` ms every time it is read: each item then takes `step` ms to check. */
function slowClock(step: number) {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += step));
}

/** scheduler.yield as Chromium has it, counted. */
function fakeScheduler() {
  const yields = vi.fn(() => Promise.resolve());
  vi.stubGlobal('scheduler', { yield: yields });
  return yields;
}

afterEach(() => vi.unstubAllGlobals());

describe('checkAnswer', () => {
  it('passes a list in the contract’s shape, the same items it was given', async () => {
    const list = items(3);
    expect(await checkAnswer('list', list, Item)).toEqual({ ok: true, value: list });
  });

  it('names the item and the field where a list breaks the contract', async () => {
    const list = [...items(4), { id: 'five', name: 'Plan 5' }];
    expect(await checkAnswer('list', list, Item)).toEqual({ ok: false, path: [4, 'id'], expected: 'number' });
  });

  it('calls an item superstruct cannot print a failure, where superstruct itself would throw', async () => {
    const list = [...items(2), { id: 2, name: { toString: '' } }];
    expect(() => validate(list[2], Item)).toThrow(TypeError);
    expect(await checkAnswer('list', list, Item)).toEqual({
      ok: false,
      path: [2],
      expected: 'values superstruct can print',
    });
    expect(await checkAnswer('item', list[2], Item)).toEqual({
      ok: false,
      path: [],
      expected: 'values superstruct can print',
    });
  });

  it('says a list was expected when the answer is not one', async () => {
    expect(await checkAnswer('list', { id: 1 }, Item)).toMatchObject({ ok: false, path: [], expected: 'array' });
  });

  it('checks an item at once', async () => {
    expect(await checkAnswer('item', { id: 1, name: 'Aspen' }, Item)).toEqual({
      ok: true,
      value: { id: 1, name: 'Aspen' },
    });
    expect(await checkAnswer('item', { id: 1 }, Item)).toEqual({ ok: false, path: ['name'], expected: 'string' });
  });

  it(`gives the main thread back once a slice of ${CHECK_SLICE_MS} ms is used up`, async () => {
    const yields = fakeScheduler();
    // Two readings of the clock a slice: a yield every second item.
    slowClock(CHECK_SLICE_MS * 0.6);
    expect(await checkAnswer('list', items(40), Item)).toEqual({ ok: true, value: items(40) });
    expect(yields).toHaveBeenCalledTimes(20);
  });

  it('never yields for a list checked within one slice', async () => {
    const yields = fakeScheduler();
    slowClock(0);
    await checkAnswer('list', items(200), Item);
    expect(yields).not.toHaveBeenCalled();
  });

  it('yields with a macrotask where the browser has no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined);
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    slowClock(CHECK_SLICE_MS + 1);
    expect(await checkAnswer('list', items(3), Item)).toMatchObject({ ok: true });
    expect(timeout).toHaveBeenCalledTimes(3);
  });

  it('stops at the next slice once the read is aborted', async () => {
    const controller = new AbortController();
    const yields = fakeScheduler();
    yields.mockImplementation(() => {
      controller.abort();
      return Promise.resolve();
    });
    slowClock(CHECK_SLICE_MS + 1);
    expect(await checkAnswer('list', items(100), Item, controller.signal)).toEqual({ ok: false, aborted: true });
    expect(yields).toHaveBeenCalledTimes(1);
  });
});
