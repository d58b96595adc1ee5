import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { HomeHero } from './home-hero';

/**
 * The homepage hero: slides, '$25 down and up to $25K in options', a price slider from $125,000 to
 * $300,000 and the pins of the communities in range.
 */
export default defineWidget(
  'home-hero',
  {
    /** The slides and the offer alone: the price finder and its map go further down the page (a second hb-home-hero with data-finder-only). */
    slidesOnly: attr.boolean().optional,
    /** The price finder and its map alone, without the slides (below a hb-home-hero with data-slides-only). */
    finderOnly: attr.boolean().optional,
  },
  HomeHero,
);
