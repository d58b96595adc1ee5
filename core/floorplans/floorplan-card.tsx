import { memo, type ReactNode } from 'react';
import type { FavoriteableType } from '../api/schemas/favorite';
import type { Plan } from '../api/schemas/plan';
import { safeNavigationUrl } from '../security/safe-navigation-url';
import { apiSrcSet, apiUrl } from '../api/api-url';
import { FavoriteHeart } from '../favorites/favorite-heart';
import { useListingText } from '../listings';
import './floorplan-card.css';

/** What a card shows of a plan or of a plan offered in a community (a residence). */
export type FloorplanCardData = Pick<
  Plan,
  | 'id'
  | 'name'
  | 'url'
  | 'bed_low'
  | 'bed_high'
  | 'bath_low'
  | 'bath_high'
  | 'sqft_low'
  | 'sqft_high'
  | 'price'
  | 'elevationImages'
>;

interface FloorplanCardProps {
  plan: FloorplanCardData;
  /** What the heart saves: a plan, or a plan as offered in one community (residence). */
  favoriteType: FavoriteableType;
  headingLevel?: 2 | 3 | 4;
  /** More about the plan under its figures (the communities offering it). */
  children?: ReactNode;
  /**
   * Under the price: the Compare toggle (core/compare) where the page offers comparing (the main
   * list and a community's floorplans). A slot, so a page of cards without it
   * does not load the comparison's code.
   */
  actions?: ReactNode;
  /** The first card of the page's main list: its picture loads first (fetchpriority high), the others lazily. */
  priority?: boolean;
}

function Figure({ value, unit }: { value: string; unit: string }) {
  return value ? (
    <li>
      <strong>{value}</strong> {unit}
    </li>
  ) : null;
}

/**
 * A floorplan in a list: its elevation, name (the link to its page), figures, price and heart.
 * Memoised: a filter change re-renders only the cards that come and go.
 */
export const FloorplanCard = memo(function FloorplanCard({
  plan,
  favoriteType,
  headingLevel = 3,
  children,
  actions,
  priority = false,
}: FloorplanCardProps) {
  const words = useListingText();
  const Heading = `h${headingLevel}` as const;
  const image = plan.elevationImages[0];
  const src = apiUrl(image?.img.small);
  const href = safeNavigationUrl(plan.url);
  return (
    <article className="hb-fp-card">
      {src ? (
        <img
          className="hb-fp-card__image"
          src={src}
          srcSet={apiSrcSet([
            [image?.img.small, '480w'],
            [image?.img.large, '1200w'],
          ])}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          alt={image?.alt ?? words.elevationAlt(plan.name)}
          width={480}
          height={320}
          loading={priority ? undefined : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      ) : null}
      <div className="hb-fp-card__body">
        <div className="hb-fp-card__top">
          <Heading className="hb-fp-card__name">{href ? <a href={href}>{plan.name}</a> : plan.name}</Heading>
          <FavoriteHeart type={favoriteType} id={plan.id} name={plan.name} />
        </div>
        <ul className="hb-fp-card__figures">
          {words.units(plan).map(([value, unit]) => (
            <Figure key={unit} value={value} unit={unit} />
          ))}
        </ul>
        <p className="hb-fp-card__price">{words.fromPrice(plan.price)}</p>
        {actions}
        {children}
      </div>
    </article>
  );
});
