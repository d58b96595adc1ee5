import { memo, type ReactNode } from 'react';
import type { Home } from '../api/schemas/home';
import { homePageUrl } from '../rules/home-page-url';
import { safeNavigationUrl } from '../security/safe-navigation-url';
import { apiSrcSet, apiUrl } from '../api/api-url';
import { FavoriteHeart } from '../favorites/favorite-heart';
import { homeRanges, useListingText } from '../listings';
import { useHomeText } from './home-text';
import './home-card.css';

interface HomeCardProps {
  home: Home;
  headingLevel?: 2 | 3 | 4;
  /**
   * Controls placed under the card's figures, beside the link to the home's page: the place for
   * a "Compare" toggle or similar. Nothing is shown when there are none.
   */
  actions?: ReactNode;
  /** The first card of the page's main list: its picture loads first (fetchpriority high), the others lazily. */
  priority?: boolean;
}

/**
 * A move-in-ready home in a list: its photo, address (the link to its page), community, figures,
 * price ('Pricing coming soon' when unpublished), move-in date and heart. Memoised: a filter change re-renders
 * only the cards that come and go.
 */
export const HomeCard = memo(function HomeCard({ home, headingLevel = 3, actions, priority = false }: HomeCardProps) {
  const Heading = `h${headingLevel}` as const;
  const image = home.images[0];
  const src = apiUrl(image?.img.small);
  const href = safeNavigationUrl(homePageUrl(home.id));
  const street = home.address.split(',')[0];
  const words = useListingText();
  const said = useHomeText();
  const moveIn = said.moveIn(home.move_in_date, new Date());
  return (
    <article className="hb-home-card">
      {src ? (
        <img
          className="hb-home-card__image"
          src={src}
          srcSet={apiSrcSet([
            [image?.img.small, '480w'],
            [image?.img.large, '1200w'],
          ])}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          alt={image?.alt || said.t('front', { street })}
          width={480}
          height={320}
          loading={priority ? undefined : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      ) : null}
      <div className="hb-home-card__body">
        {home.status ? <p className="hb-home-card__status">{said.status(home.status)}</p> : null}
        <div className="hb-home-card__top">
          <Heading className="hb-home-card__name">{href ? <a href={href}>{home.address}</a> : home.address}</Heading>
          <FavoriteHeart type="home" id={home.id} name={street} />
        </div>
        <p className="hb-home-card__community">{home.community.name}</p>
        <ul className="hb-home-card__figures">
          {words.units(homeRanges(home)).map(([value, unit]) => (
            <li key={unit}>
              <strong>{value}</strong> {unit}
            </li>
          ))}
        </ul>
        <p className="hb-home-card__price">{words.homePrice(home.price)}</p>
        {moveIn ? <p className="hb-home-card__move-in">{moveIn}</p> : null}
        {actions ? <div className="hb-home-card__actions">{actions}</div> : null}
      </div>
    </article>
  );
});
