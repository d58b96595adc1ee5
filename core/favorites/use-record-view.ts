import { useEffect } from 'react';
import type { FavoriteableType } from '../api/schemas/favorite';
import { addView } from '../api/favorite-writes';
import { useSiteStore } from './use-site-store';

/**
 * spec.md section 4: opening a plan, residence or home detail records a view (POST /api/view),
 * once per item shown. Views belong to an account, so only a signed-in visitor's are sent.
 * Pass no type until the item has loaded: a view of something that failed to load is no view.
 */
export function useRecordView(type: FavoriteableType | undefined, id: number | undefined): void {
  const loggedIn = useSiteStore((s) => s.loggedIn);
  useEffect(() => {
    if (loggedIn && type && id !== undefined) void addView({ favoriteable_type: type, favoriteable_id: id });
  }, [loggedIn, type, id]);
}
