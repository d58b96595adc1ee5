import { useEffect } from 'react';
import type { FavoriteableType } from '../api/schemas/favorite';
import { addView } from '../api/favorite-writes';
import { useSiteStoreApi } from './use-site-store';

/**
 * spec.md section 4: opening a plan, residence or home detail records a view (POST /api/view),
 * once per item shown. Views belong to an account, so only a signed-in visitor's are sent.
 * Pass no type until the item has loaded: a view of something that failed to load is no view.
 */
export function useRecordView(type: FavoriteableType | undefined, id: number | undefined): void {
  const store = useSiteStoreApi();
  useEffect(() => {
    if (!type || id === undefined) return;
    let current = true;
    void store
      .getState()
      .checkSession()
      .then((signedIn) => {
        if (current && signedIn) void addView({ favoriteable_type: type, favoriteable_id: id });
      });
    return () => {
      current = false;
    };
  }, [store, type, id]);
}
