import { defineWidget } from '../../core/mount';
import { HomeHero } from './home-hero';

/**
 * The homepage hero: slides, '$25 down and up to $25K in options', a price slider from $125,000 to
 * $300,000 and the pins of the communities in range.
 */
export default defineWidget('home-hero', {}, HomeHero);
