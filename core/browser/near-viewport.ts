/**
 * Widgets and heavy parts (the Maps script) start loading this far before they scroll into view,
 * so they are ready when the visitor arrives.
 */
export const NEAR_VIEWPORT_MARGIN = '300px';
