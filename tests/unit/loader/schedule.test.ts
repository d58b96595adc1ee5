// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadWidget = vi.fn();
vi.mock('../../../loader/load-widget', () => ({ loadWidget }));

/** The page's viewport, by hand: which elements are observed, and a way to bring one near. */
const observed = new Set<Element>();
let onIntersect: (entries: { isIntersecting: boolean; target: Element }[]) => void = () => {};
vi.stubGlobal(
  'IntersectionObserver',
  class {
    constructor(callback: typeof onIntersect) {
      onIntersect = callback;
    }
    observe(el: Element) {
      observed.add(el);
    }
    unobserve(el: Element) {
      observed.delete(el);
    }
  },
);
const comeNear = (el: Element) => observed.has(el) && onIntersect([{ isIntersecting: true, target: el }]);
const idle: (() => void)[] = [];
vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
const browserIdle = () => idle.splice(0).forEach((callback) => callback());

const { schedule } = await import('../../../loader/schedule');

const widget = (load?: string) => {
  const el = document.createElement('hb-floorplans');
  if (load) el.dataset.load = load;
  document.body.append(el);
  return el;
};

describe('when a widget’s code is asked for', () => {
  beforeEach(() => {
    loadWidget.mockClear();
    idle.length = 0;
  });

  it('data-load="idle": when the browser is idle, or sooner as it comes near the viewport, and once', () => {
    const scrolledTo = widget('idle');
    schedule(scrolledTo, 'floorplans');
    expect(loadWidget).not.toHaveBeenCalled();
    comeNear(scrolledTo);
    expect(loadWidget).toHaveBeenCalledExactlyOnceWith(scrolledTo, 'floorplans');
    browserIdle();
    expect(loadWidget).toHaveBeenCalledTimes(1);

    loadWidget.mockClear();
    const below = widget('idle');
    schedule(below, 'floorplans');
    browserIdle();
    expect(loadWidget).toHaveBeenCalledExactlyOnceWith(below, 'floorplans');
    comeNear(below);
    expect(loadWidget).toHaveBeenCalledTimes(1);
  });

  it('without data-load: near the viewport only; data-load="eager": at once', () => {
    const lazy = widget();
    schedule(lazy, 'floorplans');
    browserIdle();
    expect(loadWidget).not.toHaveBeenCalled();
    comeNear(lazy);
    expect(loadWidget).toHaveBeenCalledExactlyOnceWith(lazy, 'floorplans');

    const eager = widget('eager');
    schedule(eager, 'floorplans');
    expect(loadWidget).toHaveBeenLastCalledWith(eager, 'floorplans');
    expect(observed.has(eager)).toBe(false);
  });
});
