/**
 * Regions rarely change within a visit: spec.md marks them cached, so one request serves all
 * widgets. Answers are kept per fetch function: a page has one; a test that fakes fetch gets an
 * empty cache, so no test sees another's answers.
 */
const caches = new WeakMap<typeof fetch, Map<string, Promise<unknown>>>();
export function once<T extends { status: string }>(key: string, load: () => Promise<T>): Promise<T> {
  let cached = caches.get(fetch);
  if (!cached) caches.set(fetch, (cached = new Map()));
  const hit = cached.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = load().then((result) => {
    if (result.status !== 'success') cached.delete(key);
    return result;
  });
  cached.set(key, pending);
  return pending;
}
