import { useCallback, useEffect, useRef, useState } from 'react';
import { type FloorplanView, readFloorplanQuery, writeFloorplanQuery } from '../rules/floorplans/filter-query';

const fromAddress = () => readFloorplanQuery(new URLSearchParams(location.search));

/**
 * The filters and sort of a floorplan list, kept in the address: a filtered list can be
 * shared, and comes back when the visitor returns with back/forward. Each change replaces the
 * current entry (no history entry per click); popstate picks up whatever the address says.
 */
export type FloorplanViewChange = FloorplanView | ((current: FloorplanView) => FloorplanView);

export function useFloorplanView(): [FloorplanView, (change: FloorplanViewChange) => void] {
  const [view, setView] = useState(fromAddress);
  // Two changes before a render (a script setting two selects) each build on the one before.
  const latest = useRef(view);
  latest.current = view;

  useEffect(() => {
    const onPopState = () => setView((latest.current = fromAddress()));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const update = useCallback((change: FloorplanViewChange) => {
    const next = typeof change === 'function' ? change(latest.current) : change;
    latest.current = next;
    setView(next);
    const query = writeFloorplanQuery(new URLSearchParams(location.search), next).toString();
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  }, []);

  return [view, update];
}
