import type { ReactNode } from 'react';
import type { FavoriteItem } from './favorite-item';
import { useListingText } from '../../listings';
import { useText } from '../../mount/use-text';
import { myFavoritesText } from './messages';
import { safeNavigationUrl } from '../../security/safe-navigation-url';
import { apiUrl } from '../../api/api-url';
import './saved-item-card.css';

/** A saved or recently viewed item in the my-favorites lists, with its action (heart, save). */
export function SavedItemCard({ item, action }: { item: FavoriteItem; action: ReactNode }) {
  const t = useText(myFavoritesText);
  const words = useListingText();
  const href = safeNavigationUrl(item.url);
  const community = item.at ?? '';
  const kind =
    item.kind === 'floorplan'
      ? community
        ? t('floorplanAt', { community })
        : t('floorplan')
      : item.kind === 'apartment'
        ? community
          ? t('apartmentAt', { community })
          : t('apartment')
        : item.kind === 'home'
          ? t('homeAt', { community })
          : t('community');
  const figures = words
    .units(item.ranges)
    .filter(([value]) => value)
    .map(([value, unit]) => `${value} ${unit}`);
  const src = apiUrl(item.image?.src);
  return (
    <article className="hb-saved-card">
      {src ? (
        <img
          className="hb-saved-card__image"
          src={src}
          alt={item.image?.alt ?? ''}
          width={480}
          height={320}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="hb-saved-card__body">
        <p className="hb-saved-card__kind">{kind}</p>
        <div className="hb-saved-card__top">
          <h3 className="hb-saved-card__name">{href ? <a href={href}>{item.name}</a> : item.name}</h3>
          {action}
        </div>
        {figures.length ? (
          <ul className="hb-saved-card__figures">
            {figures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        ) : null}
        <p className="hb-saved-card__price">{words.fromPrice(item.price)}</p>
      </div>
    </article>
  );
}
