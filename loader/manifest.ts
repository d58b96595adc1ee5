/** A chunk that failed (a deploy in progress, a flaky network) gets one more try after this. */
const RETRY_DELAY_MS = 1000;

export const url = (file: string) => new URL(file, import.meta.url).href;

/** Imports a module; if that fails, once more after RETRY_DELAY_MS with a cache-busting query. */
export const importWithRetry = <T>(file: string): Promise<T> =>
  import(url(file)).catch(() => new Promise<T>((ok, fail) => setTimeout(() => import(`${url(file)}?retry=${Date.now()}`).then(ok, fail), RETRY_DELAY_MS)));

/**
 * What the build writes (esbuild.config.ts, "the manifest module"): for each widget, its content
 * hash (its files are <name>-<hash>.js and .css), then the set of chunks its code imports
 * statically, however deep, so the loader asks for all of them at once: indexes in `c`, as
 * base-32 digits of five bits each (build/chunk-bits.ts writes them, manifest-entry.ts reads them).
 */
export interface Manifest {
  default: Record<string, string>;
  c: string[];
}

/** The manifest's address, whole, so a failure names it exactly (console, hb:error's file). */
export const MANIFEST = url(__HB_MANIFEST__);

/**
 * The content-hashed manifest, asked for at once: the stubs come from it and every widget needs
 * it, so the loader stays the same size however many widgets there are.
 */
export const manifest: Promise<Manifest> = importWithRetry(MANIFEST);
