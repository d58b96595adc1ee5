import { createElement, memo } from 'react';

/**
 * Another widget of the bundle inside this one, mounted as a page would hold it: its element
 * (<hb-homes data-community-id="3">), which the loader finds and loads when it comes near the
 * viewport, or with `load="eager"` at once. Its code stays out of this page's first
 * load, it keeps its own reserved box and error boundary, and it behaves exactly as the widget
 * does anywhere else. Memoised with its attributes: the element's children are that widget's,
 * never re-rendered from here.
 */
export const EmbeddedWidget = memo(
  function EmbeddedWidget({
    name,
    attributes,
    load,
  }: {
    name: string;
    attributes: Record<string, string>;
    load?: 'eager';
  }) {
    return createElement(`hb-${name}`, {
      ...Object.fromEntries(Object.entries(attributes).map(([key, value]) => [`data-${key}`, value])),
      'data-load': load,
    });
  },
  (a, b) => a.name === b.name && a.load === b.load && JSON.stringify(a.attributes) === JSON.stringify(b.attributes),
);
