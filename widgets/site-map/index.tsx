import { defineWidget } from '../../core/mount';
import { SiteMap } from './site-map';

/** The site map: our communities by region, then every other page of the site, as nested lists of links. */
export default defineWidget('site-map', {}, SiteMap);
