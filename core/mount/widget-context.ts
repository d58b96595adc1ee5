import { createContext, useContext, useState } from 'react';

/** What every widget knows about where it lives: its name, its element, and its lifetime. */
export interface WidgetHost {
  name: string;
  element: HTMLElement;
  /** Aborted when the widget unmounts: pass it to every request the widget makes. */
  signal: AbortSignal;
}

export const WidgetContext = createContext<WidgetHost | null>(null);

export function useWidgetHost(): WidgetHost {
  const host = useContext(WidgetContext);
  if (!host) throw new Error('[hb-widgets] useWidgetHost is used outside a widget mounted by defineWidget');
  return host;
}

let issuedIds = 0;

/**
 * An id unique on the whole page, for labels, descriptions and dialog titles. preact's useId
 * counts from zero in every root, and every widget is its own root, so two widgets on one page
 * would hand out the same ids.
 */
export function usePageId(prefix = 'hb'): string {
  const [id] = useState(() => `${prefix}-${++issuedIds}`);
  return id;
}
