// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Every mount costs this much of the clock: a widget that takes a while to render at 4× CPU. */
const MOUNT_COST_MS = 15;
let clock = 0;
const mounted: HTMLElement[] = [];

vi.mock('../../../loader/manifest', () => ({
  MANIFEST: 'manifest-00000000/',
  lineOf: (name: string) => `manifest-00000000/${name}.js`,
  url: (file: string) => file,
  manifestLine: async () => ['HASH0000'],
  importWithRetry: async () => ({
    default: {
      mount(el: HTMLElement) {
        clock += MOUNT_COST_MS;
        mounted.push(el);
      },
    },
  }),
}));

const { loadWidget, MOUNT_SLICE_MS } = await import('../../../loader/load-widget');

/** Runs every microtask queued so far (and those they queue), but no task: what one task of the page does. */
const microtasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};
const nextTask = () => new Promise((done) => setTimeout(done));

afterEach(() => {
  mounted.length = 0;
  document.body.replaceChildren();
});

describe('the loader mounting a crowd', () => {
  it('mounts widgets that arrive together in slices, giving the page the main thread back between them', async () => {
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    // The stylesheet a widget waits for "loads" at once.
    vi.spyOn(document.head, 'append').mockImplementation((link) =>
      (link as HTMLLinkElement).onload?.(new Event('load')),
    );
    const crowd = Array.from({ length: 50 }, () =>
      document.body.appendChild(document.createElement('hb-mortgage-calculator')),
    );
    for (const el of crowd) loadWidget(el, 'mortgage-calculator');

    await microtasks();
    // One task holds only the mounts that fit in a slice: 40 ms at 15 ms each is three, the fourth going over.
    const perSlice = Math.floor(MOUNT_SLICE_MS / MOUNT_COST_MS) + 1;
    expect(mounted).toHaveLength(perSlice);
    await nextTask();
    await microtasks();
    expect(mounted).toHaveLength(2 * perSlice);

    for (let i = 0; i < 50 && mounted.length < crowd.length; i++) await nextTask();
    expect(mounted).toEqual(crowd);
    expect(crowd.every((el) => el.dataset.hbState === 'ready')).toBe(true);
  });
});
