import { yieldToMain } from '../core/browser/yield-to-main';
import { importWithRetry, lineOf, MANIFEST, manifestLine, url } from './manifest';

interface WidgetModule {
  default: { mount(el: HTMLElement): void };
}

/** Mounts run back to back for at most this long, then the page gets the main thread back. */
export const MOUNT_SLICE_MS = 40;

/** Stylesheets as files (never inline <style>), so a strict Content-Security-Policy holds; also the chunks' preloads. */
const link = (rel: string, file: string, onload?: (e: Event) => void) =>
  document.head.append(
    Object.assign(document.createElement('link'), { rel, href: url(file), onload, onerror: onload }),
  );

const modules = new Map<string, Promise<WidgetModule>>();
/** Chunks asked for already: widgets that share one (the framework) ask for it once. */
const preloaded = new Set<string>();
/** A stylesheet linked, loaded or failed: a widget waits for it, so it never renders unstyled. */
const sheet = (file: string) => new Promise((done) => link('stylesheet', file, done));
/**
 * The rules for every element inside a widget (core/styles/page-base.css), one file a page in the
 * manifest's folder (esbuild.config.ts writes it there), linked before the first widget's own.
 */
let pageBase: Promise<unknown> | undefined;

async function widgetModule(name: string): Promise<WidgetModule> {
  let file = lineOf(name);
  try {
    const [hash, ...chunks] = await manifestLine(name);
    const files = `${name}-${hash}`;
    file = `${files}.js`;
    const loaded = Promise.all([
      importWithRetry<WidgetModule>(file),
      // A missing stylesheet must not block the widget.
      (pageBase ??= sheet(`${MANIFEST}page-base.css`)),
      sheet(`${files}.css`),
    ]);
    // Every chunk the widget imports, however deep, in the same round as the widget's own file.
    for (const chunk of chunks) if (!preloaded.has(chunk)) preloaded.add(chunk), link('modulepreload', chunk);
    return (await loaded)[0];
  } catch (error) {
    throw [file, error];
  }
}

/**
 * A widget whose code (or the manifest) could not load keeps its fallback content, and the page
 * hears it once: hb:error with reason 'manifest' or 'load' and the file that failed.
 */
export function fail(el: HTMLElement, name: string, file: string, error?: unknown): void {
  if (el.dataset.hbState === 'failed') return;
  el.dataset.hbState = 'failed';
  const message = `[hb-${name}] could not load ${file}; its fallback content stays`;
  console.error(message, error);
  el.dispatchEvent(
    new CustomEvent('hb:error', {
      bubbles: true,
      detail: { widget: name, reason: file.startsWith(MANIFEST) ? 'manifest' : 'load', message, file },
    }),
  );
}

/** Mounts waiting their turn; not empty while drain runs. */
const queue: (() => void)[] = [];

/** Mounts in slices of MOUNT_SLICE_MS, yielding between them: 50 widgets arriving at once never make one long task. */
async function drain() {
  for (let start = performance.now(); queue.length; queue.shift()) {
    if (performance.now() - start > MOUNT_SLICE_MS) {
      await yieldToMain();
      start = performance.now();
    }
    try {
      queue[0]();
    } catch (error) {
      console.error(error);
    }
  }
}

/** Fetches a widget's code (once per widget) and mounts it; on failure the fallback content stays. */
export function loadWidget(el: HTMLElement, name: string): void {
  if (!modules.has(name)) modules.set(name, widgetModule(name));
  modules.get(name)!.then(
    (mod) => {
      queue.push(() => {
        el.dataset.hbState = 'ready';
        mod.default.mount(el);
      });
      // Drained in a microtask of its own: every mount that arrives with this one (50 hearts share
      // one module, so all of them) is queued first and shares the slices, not one task.
      if (queue.length === 1) queueMicrotask(drain);
    },
    ([file, error]: [string, unknown]) => {
      modules.delete(name);
      fail(el, name, file, error);
    },
  );
}
