import { AREAS } from './registry';

/** One way to embed a widget that the gallery offers an editor to copy. */
export interface GallerySnippet {
  widget: string;
  form: 'link' | 'div' | 'element';
  html: string;
}

const ELEMENT = /^<hb-([a-z-]+)((?:\s[^>]*)?)>([\s\S]*)<\/hb-\1>$/;

/**
 * Every snippet the gallery offers, each form of each widget. For now: the element form of each
 * card and the same widget on a div (same attributes, same fallback); the link form comes with
 * issue #16's gallery, which replaces this file (same name, same signature).
 */
export function gallerySnippets(_loaderUrl: string): GallerySnippet[] {
  return AREAS.flatMap((area) => area.cards).flatMap(({ widget, snippet }): GallerySnippet[] => {
    const element = ELEMENT.exec(snippet.trim());
    if (!element) return [{ widget, form: 'element', html: snippet }];
    const [, name, attributes, fallback] = element;
    return [
      { widget, form: 'element', html: snippet },
      { widget, form: 'div', html: `<div data-hb-widget="${name}"${attributes}>${fallback}</div>` },
    ];
  });
}
