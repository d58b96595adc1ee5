import type { Context } from 'hono';
import type { Raw } from '../html';
import type { LayoutOptions } from './layout';

/** One CMS-like page of the demo: a route, a title, and the body the CMS would render. */
export interface DemoPage {
  /** A Hono route pattern, e.g. '/our-communities/region/:seoName'. */
  path: string;
  title: string;
  body(c: Context): Raw | Promise<Raw>;
  /** Concrete addresses for a path with parameters, e.g. ['/our-communities/region/auburndale']: the accessibility test visits them. */
  examples?: string[];
  config?: LayoutOptions['config'];
}

/** A card of the gallery: a live preview of one widget and the snippet an editor copies. */
export interface GalleryCard {
  widget: string;
  title: string;
  description: string;
  /** The exact markup an editor pastes into the CMS; the gallery renders it live too. */
  snippet: string;
  /** A demo page that shows the widget in context. */
  page?: string;
}

/** Each area of the site contributes its pages and cards from its own file in demo/pages/. */
export interface DemoArea {
  pages: DemoPage[];
  cards: GalleryCard[];
}
