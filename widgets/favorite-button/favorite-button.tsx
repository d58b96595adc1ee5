import { useEffect, useState } from 'react';
import { FavoriteHeart } from '../../core/favorites';
import { useWidgetHost } from '../../core/mount';
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
  const { signal } = useWidgetHost();
  const [loaded, setLoaded] = useState<string | undefined>();

  useEffect(() => {
    if (name) return;
    let live = true;
    void itemName(type, id, signal).then((found) => live && setLoaded(found));
    return () => {
      live = false;
    };
  }, [type, id, name, signal]);

  return <FavoriteHeart type={type} id={id} name={name ?? loaded ?? GENERIC_NAMES[type]} />;
}
