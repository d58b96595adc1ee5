/**
 * The box held for this widget while it loads, in px per device class (build/reservations.ts); measured on the demo.
 * The hero: slides, the offer, the price slider, the map of communities and their cards; with
 * data-slides-only the slides and offer alone, with data-finder-only the price finder and map alone.
 */
export default {
  phone: 2104,
  tablet: 1654,
  desktop: 1739,
  variants: {
    '[data-slides-only]': { phone: 257, tablet: 380, desktop: 490 },
    '[data-finder-only]': { phone: 1823, tablet: 1250, desktop: 1225 },
  },
};
