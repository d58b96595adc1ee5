import { defineWidget } from '../../core/mount';
import { Footer } from './footer';

/**
 * The builder's footer on every page: the $25 down promise, main links, social links, and (loaded
 * after them) our communities by region and the model centers' phones from the CMS content.
 */
export default defineWidget('footer', {}, Footer);
