/** A chunk that failed (a deploy in progress, a flaky network) gets one more try after this. */
const RETRY_DELAY_MS = 1000;

export const url = (file: string) => new URL(file, import.meta.url).href;

export const importWithRetry = <T>(file: string): Promise<T> =>
  import(url(file)).catch(() => new Promise<T>((ok, fail) => setTimeout(() => import(`${url(file)}?retry=${Date.now()}`).then(ok, fail), RETRY_DELAY_MS)));

/**
 * The content-hashed manifest, asked for at once: the stubs come from it and every widget needs
 * it, so the loader stays the same size however many widgets there are. Each widget maps to one
 * hash: its files are <name>-<hash>.js and <name>-<hash>.css.
 */
export const manifest: Promise<Record<string, string>> = importWithRetry<{ default: Record<string, string> }>(__HB_MANIFEST__).then((m) => m.default);
