import { FavoriteHeart } from '../../core/favorites';
import { useRead } from '../../core/mount/read';
import type { FavoriteableType } from '../../core/api';
import { itemName } from './item-name';

interface FavoriteButtonProps {
  type: FavoriteableType;
  id: number;
  name?: string;
}

/** What the button calls an item whose name the API cannot give. */
const GENERIC_NAMES: Record<FavoriteableType, string> = {
  community: 'this community',
  plan: 'this floorplan',
  residence: 'this floorplan',
  home: 'this home',
  apartmentResidence: 'this apartment',
};

/** hb-favorite-button: the heart anywhere on a page, for any item the editor names. */
export function FavoriteButton({ type, id, name }: FavoriteButtonProps) {
  return name ? <FavoriteHeart type={type} id={id} name={name} /> : <HeartNamedByTheApi type={type} id={id} />;
}

/** Without data-name the heart works at once under a generic name, and takes the item's own name when it comes. */
function HeartNamedByTheApi({ type, id }: { type: FavoriteableType; id: number }) {
  const found = useRead((signal) => itemName(type, id, signal), [type, id]);
  return <FavoriteHeart type={type} id={id} name={found.status === 'success' ? found.result : GENERIC_NAMES[type]} />;
}
