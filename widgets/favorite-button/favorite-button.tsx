import { FavoriteHeart } from '../../core/favorites';
import { useAsync, useWidgetHost } from '../../core/mount';
import type { FavoriteableType } from '../../core/api';
import { useText } from '../../core/mount';
import { favoriteButtonText } from './messages';

interface FavoriteButtonProps {
  type: FavoriteableType;
  id: number;
  name?: string;
}

/** hb-favorite-button: the heart anywhere on a page, for any item the editor names. */
export function FavoriteButton({ type, id, name }: FavoriteButtonProps) {
  return name ? <FavoriteHeart type={type} id={id} name={name} /> : <HeartNamedByTheApi type={type} id={id} />;
}

/**
 * Without data-name the heart works at once under a generic name, and takes the item's own name
 * when it comes. The code that reads it (the five entity reads and their schemas) loads with the
 * first heart that needs it, so a page whose hearts carry data-name, such as a CMS list of homes,
 * loads none of it. Code that does not load leaves the generic name: the heart works all the same.
 */
function HeartNamedByTheApi({ type, id }: { type: FavoriteableType; id: number }) {
  const host = useWidgetHost();
  const named = useAsync(
    (signal) => import('./item-name').then((m) => m.readName(host, type, id, signal)),
    [host, type, id],
  );
  const t = useText(favoriteButtonText);
  const name = named.status === 'done' ? named.value : undefined;
  // What the button calls an item whose name the API cannot give.
  const generic =
    type === 'community'
      ? t('community')
      : type === 'home'
        ? t('home')
        : type === 'apartmentResidence'
          ? t('apartment')
          : t('floorplan');
  return <FavoriteHeart type={type} id={id} name={name ?? generic} />;
}
