import { safeUrl } from './safe-url';

/** A width ('480w') or a density ('2x', '1.5x'): the only descriptors a candidate may carry. */
const DESCRIPTOR = /^(\d+w|\d+(\.\d+)?x)$/;

/** An image URL fit for a srcset: it passes safeUrl, is http(s) or relative, and cannot start another candidate. */
function candidateUrl(value: unknown, base: string | undefined): string | undefined {
  const url = safeUrl(value, base);
  // A space ends the URL and a leading or trailing comma separates candidates: 'a.jpg 1x, data:…' would add one.
  if (!url || /\s/.test(url) || /^,|,$/.test(url) || /^(mailto|tel):/i.test(url)) return undefined;
  return url;
}

/**
 * A srcset built only from checked candidates, e.g. srcSet([[small, '480w'], [large, '1200w']]):
 * a candidate whose URL or descriptor fails is left out; none left gives undefined. With a `base`
 * (apiBase), relative candidates are read against it, as safeUrl reads them.
 */
export function srcSet(
  candidates: readonly (readonly [url: unknown, descriptor: string])[],
  base?: string,
): string | undefined {
  const checked = candidates.flatMap(([value, descriptor]) => {
    const url = candidateUrl(value, base);
    return url && DESCRIPTOR.test(descriptor) ? [`${url} ${descriptor}`] : [];
  });
  return checked.length ? checked.join(', ') : undefined;
}
