/**
 * Every event the widgets tell the page about. They bubble from the widget's element, so a
 * CMS developer can listen once on document: document.addEventListener('hb:form-success', ...).
 */
export interface HbEventMap {
  /**
   * The widget's line of the manifest could not load, after its retry (manifest: every element of
   * that widget hears it; also a misspelt <hb-*> element, which has none), a widget's code could
   * not load (load), it stopped after an error (render), an attribute is wrong (attribute), or a
   * read failed: no usable answer, CORS included (network), or an answer in the wrong shape
   * (data). A read the server answered with its own failure is no error.
   */
  'hb:error': {
    widget: string;
    reason: 'manifest' | 'load' | 'render' | 'attribute' | 'network' | 'data';
    message: string;
    file?: string;
    url?: string;
  };
  /** The widget has rendered for the first time. */
  'hb:ready': { widget: string };
  /** A form was accepted by the server. Carries no personal data. */
  'hb:form-success': { widget: string; type: string };
  'hb:form-failure': { widget: string; type: string; message: string };
  /** The item whose heart changed (the api's Favorite pair) and whether it is now a favorite. */
  'hb:favorite-change': { favoriteable_id: number; favoriteable_type: string; favorited: boolean };
  /** A Compare toggle changed the comparison: the item and whether it is now compared. */
  'hb:compare-change': { kind: 'home' | 'plan'; id: number; compared: boolean };
}

export type HbEventName = keyof HbEventMap;

export function emit<N extends HbEventName>(target: EventTarget, name: N, detail: HbEventMap[N]): void {
  target.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail }));
}

declare global {
  interface DocumentEventMap {
    'hb:error': CustomEvent<HbEventMap['hb:error']>;
    'hb:ready': CustomEvent<HbEventMap['hb:ready']>;
    'hb:form-success': CustomEvent<HbEventMap['hb:form-success']>;
    'hb:form-failure': CustomEvent<HbEventMap['hb:form-failure']>;
    'hb:favorite-change': CustomEvent<HbEventMap['hb:favorite-change']>;
    'hb:compare-change': CustomEvent<HbEventMap['hb:compare-change']>;
  }
}
