import { getApartmentResidence, getCommunity, getHome, getPlan, getResidence } from '../../core/api';
import type { FavoriteableType } from '../../core/api';

/** The name a visitor knows an item by: a home by its address, everything else by its name. */
export async function itemName(type: FavoriteableType, id: number, signal: AbortSignal): Promise<string | undefined> {
  const o = { signal };
  switch (type) {
    case 'community': {
      const r = await getCommunity(id, o);
      return r.status === 'success' ? r.result.name : undefined;
    }
    case 'plan': {
      const r = await getPlan(id, o);
      return r.status === 'success' ? r.result.name : undefined;
    }
    case 'residence': {
      const r = await getResidence(id, o);
      return r.status === 'success' ? r.result.name : undefined;
    }
    case 'apartmentResidence': {
      const r = await getApartmentResidence(id, o);
      return r.status === 'success' ? r.result.name : undefined;
    }
    case 'home': {
      const r = await getHome(id, o);
      return r.status === 'success' ? r.result.address : undefined;
    }
  }
}
