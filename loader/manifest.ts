/** A chunk that failed (a deploy in progress, a flaky network) gets one more try after this. */
const RETRY_DELAY_MS = 1000;

export const url = (file: string) => new URL(file, import.meta.url).href;

/** Imports a module; if that fails, once more after RETRY_DELAY_MS with a cache-busting query. */
export const importWithRetry = <T>(file: string): Promise<T> =>
  import(url(file)).catch(
    () =>
      new Promise<T>((ok, fail) =>
        setTimeout(() => import(`${url(file)}?retry=${Date.now()}`).then(ok, fail), RETRY_DELAY_MS),
      ),
  );

/**
 * The manifest's folder, whole (the build names it by the hash of its content): one module a
 * widget, so a page fetches the lines of the widgets it holds, not those of every widget.
 */
export const MANIFEST = url(__HB_MANIFEST__);

/** The address of a widget's line of the manifest, whole, so a failure names it exactly (console, hb:error's file). */
export const lineOf = (name: string) => `${MANIFEST}${name}.js`;

const lines = new Map<string, Promise<string[]>>();

/**
 * A widget's line of the manifest (esbuild.config.ts writes it): its hash (its files are
 * <name>-<hash>.js and .css), then every chunk its code imports statically, however deep. Asked
 * for once a page, as soon as a widget of that name is found, so its code, asked for later as it
 * comes near the viewport, arrives in one round.
 */
export function manifestLine(name: string): Promise<string[]> {
  if (!lines.has(name))
    lines.set(
      name,
      importWithRetry<{ default: string[] }>(lineOf(name)).then((m) => m.default),
    );
  return lines.get(name)!;
}
