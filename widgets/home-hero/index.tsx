import { defineWidget } from '../../core/mount';
import { HomeHero } from './home-hero';

/** <hb-home-hero>: the homepage's slides, promotion, price slider and community pins. */
export default defineWidget('home-hero', {}, HomeHero);
