import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { getCollections } from '../api/reads/content';
import { getRegionNames } from '../api/reads/names';
import type { ListResult } from '../api/result';
import { reportReadFailure } from '../mount/read/report-read-failure';
import { usePageService } from '../mount/use-page-service';
import { useWidgetHost } from '../mount/widget-context';

interface Names {
  /** By id (regions) or by lower-case name (collections). */
  names: ReadonlyMap<number | string, string>;
  /** The first widget that asks starts the read; it alone reports a failure. */
  load(): Promise<ListResult<unknown>> | undefined;
}

function namesStore<T>(read: () => Promise<ListResult<T>>, entry: (item: T) => [number | string, string]) {
  return () => {
    let started = false;
    return createStore<Names>()((set) => ({
      names: new Map(),
      load() {
        if (started) return undefined;
        started = true;
        return read().then((result) => {
          if (result.status === 'success') set({ names: new Map(result.results.map(entry)) });
          return result;
        });
      },
    }));
  };
}

const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** spec.md section 7: /api/region/list-names, cached: one read a page for every widget that names regions. */
const regionNamesOfThePage = namesStore(getRegionNames, (r) => [r.id, r.name]);
/** spec.md section 7: /api/collection, one read a page for every widget that names a collection. */
const collectionsOfThePage = namesStore(getCollections, (c) => [key(c.name), c.name]);

function useNames(make: () => StoreApi<Names>, id: number | string): string | undefined {
  const host = useWidgetHost();
  const store = usePageService(make);
  useEffect(() => {
    void store
      .getState()
      .load()
      ?.then((result) => reportReadFailure(host, result));
  }, [store, host]);
  return useStore(store, (s) => s.names.get(id));
}

/**
 * A region's name as /api/region/list-names gives it; until it answers, or when it fails (spec.md
 * section 4: a failure result with an empty list), the name the record itself carries.
 */
export const useRegionName = (regionId: number, carried: string): string =>
  useNames(regionNamesOfThePage, regionId) ?? carried;

/** A collection's name as /api/collection gives it (the same collection, however the record spelled it); else the record's own. */
export function useCollectionName(carried: string | null | undefined): string | undefined {
  const named = useNames(collectionsOfThePage, key(carried ?? ''));
  return carried ? (named ?? carried) : undefined;
}
