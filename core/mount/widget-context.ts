import { createContext, useContext } from 'react';
import type { Lang } from '../i18n/language';
import type { PageScope } from '../platform/page-scope';

/** What every widget knows about where it lives: its name, its element, its lifetime and its page. */
export interface WidgetHost {
  name: string;
  element: HTMLElement;
  /** Aborted when the widget unmounts: pass it to every request the widget makes. */
  signal: AbortSignal;
  /** What every widget of the page shares (usePageService). */
  page: PageScope;
  /** What the editor put inside the element (a link, a phone), taken out at first render: a failed read shows a copy. */
  fallback: readonly Node[];
  /** The language the widget speaks (core/i18n, languageOf); English when left out. */
  lang?: Lang;
}

export const WidgetContext = createContext<WidgetHost | null>(null);

export function useWidgetHost(): WidgetHost {
  const host = useContext(WidgetContext);
  // A programming error, found in development: production builds carry the short form.
  if (!host)
    throw new Error(
      __DEV__
        ? '[hb-widgets] useWidgetHost is used outside a widget mounted by defineWidget'
        : '[hb-widgets] useWidgetHost',
    );
  return host;
}
