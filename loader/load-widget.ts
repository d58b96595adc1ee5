import { importWithRetry, manifest, url } from './manifest';

interface WidgetModule {
  default: { mount(el: HTMLElement): void };
}

/** Stylesheets as files (never inline <style>), so a strict Content-Security-Policy holds. */
const stylesheet = (file: string) =>
  new Promise((done) => {
    // Wait for it so the widget never renders unstyled; a missing stylesheet must not block it.
    document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url(file), onload: done, onerror: done }));
  });

const modules = new Map<string, Promise<WidgetModule>>();

async function widgetModule(name: string): Promise<WidgetModule> {
  let file = __HB_MANIFEST__;
  try {
    const files = `${name}-${(await manifest)[name]}`;
    file = `${files}.js`;
    return (await Promise.all([importWithRetry<WidgetModule>(file), stylesheet(`${files}.css`)]))[0];
  } catch (error) {
    throw [file, error];
  }
}

/** Fetches a widget's code (once per widget) and mounts it; on failure the fallback content stays. */
export function loadWidget(el: HTMLElement, name: string): void {
  if (!modules.has(name)) modules.set(name, widgetModule(name));
  modules.get(name)!.then(
    (mod) => {
      el.dataset.hbState = 'ready';
      mod.default.mount(el);
    },
    ([file, error]: [string, unknown]) => {
      modules.delete(name);
      el.dataset.hbState = 'failed';
      const message = `[hb-${name}] could not load ${file}; its fallback content stays`;
      console.error(message, error);
      el.dispatchEvent(new CustomEvent('hb:error', { bubbles: true, detail: { widget: name, reason: 'load', message, file } }));
    },
  );
}
