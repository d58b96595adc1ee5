import { safeUrl } from '../security/safe-url';
import { srcSet } from '../security/src-set';
import { apiBase } from './http';

/**
 * An address the API answered (an image, a document such as a feature sheet or brochure, a
 * video thumbnail) through the one safe-URL check, read against apiBase: with the API on another
 * origin, '/demo-assets/a.svg' is that origin's file, not the CMS page's (docs/embedding.md).
 * Pages of the site (a community's `url`) are the CMS's and go through safeNavigationUrl instead.
 */
export const apiUrl = (value: unknown): string | undefined => safeUrl(value, apiBase());

/** A srcset of API image addresses, each read against apiBase as apiUrl reads it. */
export const apiSrcSet = (candidates: Parameters<typeof srcSet>[0]): string | undefined =>
  srcSet(candidates, apiBase());
