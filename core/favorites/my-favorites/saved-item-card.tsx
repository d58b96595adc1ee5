import type { ReactNode } from 'react';
import type { FavoriteItem } from './favorite-item';
import { useListingText } from '../../listings';
import { useText } from '../../mount/use-text';
import { myFavoritesText } from './messages';
import { safeNavigationUrl } from '../../security/safe-navigation-url';
import { apiSrcSet, apiUrl } from '../../api/api-url';
import './saved-item-card.css';

/**
 * A saved or recently viewed item in the my-favorites lists, with its action (heart, save). The
 * list's first card: its picture loads first (fetchpriority high), the others lazily.
 */
export function SavedItemCard({ item, action, first }: { item: FavoriteItem; action: ReactNode; first?: boolean }) {
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
          srcSet={apiSrcSet([
            [item.image?.src, '480w'],
            [item.image?.large, '1200w'],
          ])}
          sizes="(min-width: 36rem) 20rem, calc(100vw - 2rem)"
          alt={item.image?.alt ?? ''}
          width={480}
          height={320}
          loading={first ? undefined : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
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
