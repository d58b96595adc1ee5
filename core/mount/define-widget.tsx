import { type ComponentType, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import '../styles/widget-base.css';
import { loadLanguage } from '../i18n/registry';
import { languageOf } from '../i18n/language';
import { emit } from '../platform/events';
import { captureVisit } from '../lead/visit-attribution';
import { type AttributeSpecs, attributeName, parseAttributes, type PropsOf } from '../platform/attributes';
import { watchDisconnect } from '../platform/disconnect-watch';
import { type PageScope, pageScopeOf } from '../platform/page-scope';
import { hostForLink } from '../platform/link-host';
import { WidgetErrorBoundary } from './error-boundary';
import { WidgetContext, type WidgetHost } from './widget-context';

export interface MountOptions {
  /** What the widgets of the page share; by default the element's page's one scope (a test passes a fresh one). */
  page?: PageScope;
}

/** What a widget chunk exports by default; the loader calls mount for each element it finds. */
export interface WidgetDefinition {
  name: string;
  mount(element: HTMLElement, options?: MountOptions): void;
}

interface Mounted {
  unmount(): void;
}
const mountedWidgets = new WeakMap<HTMLElement, Mounted>();

/**
 * Turns a component into a widget: its data attributes are read and checked by `attributes`,
 * re-read when they change, and a bad one shows a message naming the widget, the attribute
 * and an example, instead of throwing. Each widget has its own root and error boundary.
 *
 * @example
 * export default defineWidget('floorplans', { communityId: attr.id().optional }, Floorplans);
 */
export function defineWidget<A extends AttributeSpecs>(
  name: string,
  attributes: A,
  Component: ComponentType<PropsOf<A>>,
): WidgetDefinition {
  return {
    name,
    mount(element, { page = pageScopeOf(element.ownerDocument) } = {}) {
      if (mountedWidgets.has(element)) return;
      // The first widget of a page writes down where the visit came from (first page only).
      captureVisit();
      try {
        // A widget link (<a href="…#hb-widget=name&…">) first becomes the widget's element, around the link.
        if (element.localName === 'a') element = hostForLink(element as HTMLAnchorElement);
        mountedWidgets.set(element, mountWidget(name, attributes, Component, element, page));
      } catch (error) {
        console.error(`[hb-${name}] could not start; its fallback content stays.`, error);
        emit(element, 'hb:error', { widget: name, reason: 'render', message: String(error) });
      }
    },
  };
}

function mountWidget<A extends AttributeSpecs>(
  name: string,
  attributes: A,
  Component: ComponentType<PropsOf<A>>,
  element: HTMLElement,
  page: PageScope,
): Mounted {
  // The editor's fallback (a link, a phone number) stays until the widget's first render.
  const fallback = Array.from(element.childNodes);
  const container = document.createElement('div');
  container.className = 'hb-root';
  element.append(container);
  // hb-widget--<name> styles the host (e.g. a sticky nav); hb-<name> belongs to the widget's own root.
  // Added as the first render lands, not before: until then widgets.css holds the host's box (React
  // renders a root a task later, preact at once).
  const mark = () => element.classList.add('hb-widget', `hb-widget--${name}`);

  const controller = new AbortController();
  const lang = languageOf(element);
  const host: WidgetHost = { name, element, signal: controller.signal, page, fallback, lang };
  const root: Root = createRoot(container);
  let ready = false;
  const onFirstRender = () => {
    if (ready) return;
    ready = true;
    mark();
    for (const node of fallback) node.parentNode === element && node.remove();
    emit(element, 'hb:ready', { widget: name });
  };

  // A Spanish widget waits for its words before its first render: the editor's fallback and the
  // box widgets.css holds stay meanwhile, so nothing shifts and no English flashes.
  const words = loadLanguage(lang);
  let wordsIn = !words;
  const render = () => {
    if (!wordsIn || controller.signal.aborted) return;
    const parsed = parseAttributes(name, attributes, element);
    if (!parsed.ok) {
      mark();
      console.error(parsed.message);
      emit(element, 'hb:error', { widget: name, reason: 'attribute', message: parsed.message });
      root.render(
        <p className="hb-widget-message" role="alert">
          {parsed.message}
        </p>,
      );
      return;
    }
    root.render(
      <WidgetContext.Provider value={host}>
        <WidgetErrorBoundary widget={name} element={element} lang={lang}>
          <FirstRender onRender={onFirstRender} />
          <Component {...parsed.props} />
        </WidgetErrorBoundary>
      </WidgetContext.Provider>,
    );
  };

  // Attribute changes are batched: an editor script that sets three attributes renders once.
  let queued = false;
  const observer = new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      render();
    });
  });
  observer.observe(element, { attributes: true, attributeFilter: Object.keys(attributes).map(attributeName) });
  if (words)
    void words.then(() => {
      wordsIn = true;
      render();
    });
  else render();

  const mounted: Mounted = {
    unmount() {
      if (mountedWidgets.get(element) !== mounted) return;
      observer.disconnect();
      controller.abort();
      root.unmount();
      container.remove();
      element.append(...fallback.filter((node) => !node.parentNode));
      mountedWidgets.delete(element);
    },
  };
  watchDisconnect(element, () => mounted.unmount());
  return mounted;
}

function FirstRender({ onRender }: { onRender: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first render only, as the name says
  useLayoutEffect(onRender, []);
  return null;
}
