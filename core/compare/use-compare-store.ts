import { useStore } from 'zustand';
import { usePageService } from '../mount/use-page-service';
import { createCompareStore, type CompareState, type CompareStore } from './compare-store';

/** Made by the first widget of the page that asks (a toggle, the tray, hb-compare). */
const compareStoreOfThePage = () => createCompareStore();

/** The page's comparison itself, for its actions: `useCompareStoreApi().getState().add(item)`. */
export function useCompareStoreApi(): CompareStore {
  return usePageService(compareStoreOfThePage);
}

/** What a component shows of the page's comparison: `useCompareStore((s) => s.items)`. */
export function useCompareStore<T>(selector: (state: CompareState) => T): T {
  return useStore(useCompareStoreApi(), selector);
}
