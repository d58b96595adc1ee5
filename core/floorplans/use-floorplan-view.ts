import { useCallback, useEffect, useRef, useState } from 'react';
import { type FloorplanView, readFloorplanQuery, writeFloorplanQuery } from '../rules/floorplans/filter-query';

const fromAddress = (prefix: string) => readFloorplanQuery(new URLSearchParams(location.search), prefix);

/**
 * The filters and sort of a floorplan list, kept in the address: a filtered list can be
 * shared, and comes back when the visitor returns with back/forward. Each change replaces the
 * current entry (no history entry per click); popstate picks up whatever the address says.
 */
export type FloorplanViewChange = FloorplanView | ((current: FloorplanView) => FloorplanView);

/** `prefix` names this list's parameters when a page holds two lists (see readFloorplanQuery). */
export function useFloorplanView(prefix = ''): [FloorplanView, (change: FloorplanViewChange) => void] {
  const [view, setView] = useState(() => fromAddress(prefix));
  // Two changes before a render (a script setting two selects) each build on the one before.
  const latest = useRef(view);
  latest.current = view;
  // The view the address holds: read from it, or written to it after a change.
  const inAddress = useRef(view);

  useEffect(() => {
    const onPopState = () => setView((latest.current = inAddress.current = fromAddress(prefix)));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [prefix]);

  // The address follows once the new list has painted (effects run after paint): replaceState
  // costs milliseconds the first frame after a change cannot spare (issue #8: 16 ms at 4× CPU).
  useEffect(() => {
    if (view === inAddress.current) return;
    inAddress.current = view;
    const query = writeFloorplanQuery(new URLSearchParams(location.search), view, prefix).toString();
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  }, [view, prefix]);

  const update = useCallback((change: FloorplanViewChange) => {
    const next = typeof change === 'function' ? change(latest.current) : change;
    latest.current = next;
    setView(next);
  }, []);

  return [view, update];
}
