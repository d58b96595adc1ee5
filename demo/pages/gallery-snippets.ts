import { escapeHtml } from '../html';
import { widgetSnippet } from '../static/snippet-form.js';
import type { GalleryCard } from './demo-page';
import { AREAS } from './registry';

/** One snippet the gallery offers to copy: exactly its markup, fallback content included. */
export interface GallerySnippet {
  widget: string;
  form: 'link' | 'div' | 'element';
  html: string;
}

export const FORMS = ['link', 'div', 'element'] as const;

/**
 * A card's snippet in one form, on one line (WordPress turns line breaks into paragraphs). Every
 * form carries the fallback: the link form is its own fallback. Written as the snippet builder
 * writes its snippets (demo/static/snippet-form.js), one function for both.
 */
export function snippet(card: GalleryCard, form: GallerySnippet['form']): string {
  const options = Object.fromEntries(
    Object.entries(card.options ?? {}).map(([name, value]) => [`data-${name}`, value === '' ? true : value]),
  );
  return widgetSnippet({ widget: card.widget, options, form, fallback: card.fallback });
}

/** Every card of the demo's areas, in the gallery's order. */
export const galleryCards = (): GalleryCard[] => AREAS.flatMap((a) => a.cards);

/**
 * Exactly the markup the gallery offers for each widget and form. The markup is the same on any
 * server: the loader and the settings belong in the page template (templateSnippet), so
 * `loaderUrl` only names where the caller's pages load the widgets from.
 */
// biome-ignore lint/correctness/noUnusedFunctionParameters: callers name their loader (see above); the markup does not depend on it
export function gallerySnippets(loaderUrl: string): GallerySnippet[] {
  return galleryCards().flatMap((card) =>
    FORMS.map((form) => ({ widget: card.widget, form, html: snippet(card, form) })),
  );
}

/** What a CMS developer puts in the page template once: the settings, the loader, and widgets.css beside it (the boxes reserved while widgets load). */
export function templateSnippet(
  loaderUrl: string,
  settings: Record<string, unknown> = { apiBase: new URL('/', loaderUrl).href, widgetLinksIn: '.entry-content' },
): string {
  return `<script type="application/json" id="hb-widgets-config">${JSON.stringify(settings)}</script>\n<script type="module" src="${escapeHtml(loaderUrl)}"></script>\n<link rel="stylesheet" href="${escapeHtml(new URL('widgets.css', loaderUrl).href)}">`;
}
