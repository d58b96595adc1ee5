interface WidgetFiles {
  js: string;
  css: string[];
}
interface WidgetModule {
  default: { mount(el: HTMLElement): void };
}

const base = new URL('.', import.meta.url);
const modules = new Map<string, Promise<WidgetModule>>();
let manifest: Promise<Record<string, WidgetFiles>> | undefined;

/** A chunk that failed (a deploy in progress, a flaky network) gets one more try after this. */
const RETRY_DELAY_MS = 1000;

const importOnce = <T>(url: string): Promise<T> =>
  import(/* @vite-ignore */ url).catch(
    () => new Promise<T>((resolve, reject) => setTimeout(() => import(/* @vite-ignore */ `${url}?retry=${Date.now()}`).then(resolve, reject), RETRY_DELAY_MS)),
  );

/** Stylesheets as files (never inline <style>), so a strict Content-Security-Policy holds. */
function stylesheet(href: string): Promise<unknown> {
  let link = document.querySelector<HTMLLinkElement>(`link[href="${href}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
  // Wait for it so the widget never renders unstyled; a missing stylesheet must not block it.
  return link.sheet ? Promise.resolve() : new Promise((done) => ((link.onload = done), (link.onerror = done)));
}

/** A file that would not load, named for the console and the hb:error event. */
const failedFile = (file: string) => (error: unknown) => Promise.reject({ file, error });

async function widgetModule(name: string): Promise<WidgetModule> {
  manifest ??= importOnce<{ default: Record<string, WidgetFiles> }>(new URL(__HB_MANIFEST__, base).href).then((m) => m.default, failedFile(__HB_MANIFEST__));
  const entry = (await manifest.catch((e) => ((manifest = undefined), Promise.reject(e))))[name];
  if (!entry) throw { file: __HB_MANIFEST__, error: new Error(`${name} is not in the manifest`) };
  const [mod] = await Promise.all([
    importOnce<WidgetModule>(new URL(entry.js, base).href).catch(failedFile(entry.js)),
    ...entry.css.map((css) => stylesheet(new URL(css, base).href)),
  ]);
  return mod;
}

/** Fetches a widget's code (once per widget) and mounts it; on failure the fallback stays. */
export function loadWidget(el: HTMLElement, name: string): void {
  let pending = modules.get(name);
  if (!pending) modules.set(name, (pending = widgetModule(name)));
  pending.then(
    (mod) => {
      el.dataset.hbState = 'ready';
      mod.default.mount(el);
    },
    ({ file, error }: { file: string; error: unknown }) => {
      modules.delete(name);
      el.dataset.hbState = 'failed';
      const message = `[hb-${name}] could not load ${file}; the element keeps its fallback content.`;
      console.error(message, error);
      el.dispatchEvent(new CustomEvent('hb:error', { bubbles: true, detail: { widget: name, reason: 'load', message, file } }));
    },
  );
}
