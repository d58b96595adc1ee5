import { describe, expect, it } from 'vitest';
import { COMPARE_STORAGE_KEY, createCompareStore } from '../../../../core/compare/compare-store';
import { itemPage } from '../../../../core/compare/compare-items';

/** A sessionStorage of the test's own (the store takes any Storage). */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (i) => [...values.keys()][i] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

const aspen = { kind: 'plan', id: 101, name: 'Aspen' } as const;
const birch = { kind: 'plan', id: 102, name: 'Birch' } as const;
const home = { kind: 'home', id: 501, name: '2981 Preserve Loop' } as const;
const fourth = { kind: 'home', id: 502, name: '1204 Heron Ridge Dr' } as const;

describe('the compare store', () => {
  it('adds up to 3 items and refuses a 4th, saying why, without dropping one', () => {
    const store = createCompareStore(memoryStorage());
    expect([aspen, birch, home].map((item) => store.getState().add(item))).toEqual(['added', 'added', 'added']);
    expect(store.getState().add(fourth)).toBe('limit');
    expect(store.getState().items.map((i) => i.id)).toEqual([101, 102, 501]);
    expect(store.getState().announcement).toBe(
      'You can compare up to 3 homes or plans. Remove one from your comparison to add 1204 Heron Ridge Dr.',
    );
  });

  it('adds an item once, and makes room when one is removed', () => {
    const store = createCompareStore(memoryStorage());
    store.getState().add(aspen);
    expect(store.getState().add({ ...aspen })).toBe('already');
    [birch, home].forEach((item) => store.getState().add(item));
    store.getState().remove(birch);
    expect(store.getState().announcement).toBe('Birch removed from your comparison (2 of 3).');
    expect(store.getState().add(fourth)).toBe('added');
    expect(store.getState().announcement).toBe('1204 Heron Ridge Dr added to your comparison (3 of 3).');
  });

  it('keeps the choice in sessionStorage, so the next page of the visit starts with it', () => {
    const storage = memoryStorage();
    const first = createCompareStore(storage);
    first.getState().add(aspen);
    first.getState().add(home);
    expect(JSON.parse(storage.getItem(COMPARE_STORAGE_KEY)!)).toEqual([aspen, home]);
    expect(createCompareStore(storage).getState().items).toEqual([aspen, home]);
  });

  it('starts empty from a stored value it cannot read, and keeps only well-formed items of one', () => {
    expect(createCompareStore(memoryStorage({ [COMPARE_STORAGE_KEY]: '{not json' })).getState().items).toEqual([]);
    const stored = JSON.stringify([
      aspen,
      { kind: 'villa', id: 3 },
      { kind: 'plan', id: -1 },
      { kind: 'home', id: 1.5 },
      home,
      birch,
      fourth,
    ]);
    expect(createCompareStore(memoryStorage({ [COMPARE_STORAGE_KEY]: stored })).getState().items).toEqual([
      aspen,
      home,
      birch,
    ]);
  });

  it('still works on the page when the storage refuses to write', () => {
    const storage = {
      ...memoryStorage(),
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as Storage;
    const store = createCompareStore(storage);
    expect(store.getState().add(aspen)).toBe('added');
    expect(store.getState().items).toEqual([aspen]);
  });

  it('fills in the name of an item that came from an address without one', () => {
    const store = createCompareStore(memoryStorage());
    store.getState().replace([{ kind: 'plan', id: 101 }]);
    store.getState().name({ kind: 'plan', id: 101 }, 'Aspen');
    expect(store.getState().items).toEqual([aspen]);
  });
});

describe('itemPage: where the tray links a chosen item', () => {
  it('links a home to its page from its id, a plan to the url it was chosen with, and an item from an address without one nowhere', () => {
    expect(itemPage({ kind: 'home', id: 501 })).toBe('/move-in-ready/501');
    expect(itemPage({ kind: 'plan', id: 101, name: 'Aspen', url: '/our-floorplans/aspen' })).toBe(
      '/our-floorplans/aspen',
    );
    expect(itemPage({ kind: 'plan', id: 101 })).toBeUndefined();
  });

  it('remembers the url across pages and forgets a stored item whose url is not text', () => {
    const storage = memoryStorage();
    createCompareStore(storage)
      .getState()
      .add({ ...aspen, url: '/our-floorplans/aspen' });
    expect(createCompareStore(storage).getState().items).toEqual([{ ...aspen, url: '/our-floorplans/aspen' }]);
    const tampered = memoryStorage({ [COMPARE_STORAGE_KEY]: JSON.stringify([{ ...aspen, url: 42 }]) });
    expect(createCompareStore(tampered).getState().items).toEqual([]);
  });
});
