import { type ItemResult, mapItem } from '../../core/api';
import { getCommunity } from '../../core/api/reads/community';
import { getHome } from '../../core/api/reads/home';
import { getPlan } from '../../core/api/reads/plan';
import { getApartmentResidence, getResidence } from '../../core/api/reads/residence';
import type { FavoriteableType } from '../../core/api';
import type { WidgetHost } from '../../core/mount';
import { reportReadFailure } from '../../core/mount/read';

/** The name a visitor knows an item by: a home by its address, everything else by its name. */
export async function itemName(type: FavoriteableType, id: number, signal: AbortSignal): Promise<ItemResult<string>> {
  const o = { signal };
  switch (type) {
    case 'community':
      return mapItem(await getCommunity(id, o), (c) => c.name);
    case 'plan':
      return mapItem(await getPlan(id, o), (p) => p.name);
    case 'residence':
      return mapItem(await getResidence(id, o), (r) => r.name);
    case 'apartmentResidence':
      return mapItem(await getApartmentResidence(id, o), (r) => r.name);
    case 'home':
      return mapItem(await getHome(id, o), (h) => h.address);
  }
}

/** The item's name for a heart, or undefined (the heart keeps its generic name); a read that broke tells the page. */
export async function readName(
  host: WidgetHost,
  type: FavoriteableType,
  id: number,
  signal: AbortSignal,
): Promise<string | undefined> {
  const found = await itemName(type, id, signal);
  if (signal.aborted) return undefined;
  reportReadFailure(host, found);
  return found.status === 'success' ? found.result : undefined;
}
