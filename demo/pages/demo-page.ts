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
  lang?: LayoutOptions['lang'];
}

/**
 * A card of the gallery: one widget, live, with its snippets in the three forms (gallery-snippets.ts).
 * What the widget is and takes comes from its own declaration; the card says what the demo shows.
 */
export interface GalleryCard {
  widget: string;
  title: string;
  /** The options its snippets set: the div form's attributes without "data-" ('' for a valueless one). */
  options?: Record<string, string>;
  /** Every snippet's fallback: a link to the site's page for it (no fragment: the link form adds one). */
  fallback: { href: string; text: string };
  /** A demo page that shows the widget in context. */
  page?: string;
}

/** Each area of the site contributes its pages and cards from its own file in demo/pages/. */
export interface DemoArea {
  pages: DemoPage[];
  cards: GalleryCard[];
}
