import { captureVisit, PARAMS, VISIT_KEY, type VisitAttribution } from './visit-attribution';

/** Where this visit came from, for a form's payload (its own file: only forms load it). */
export function readVisit(): VisitAttribution {
  captureVisit();
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(parsed))
        if (
          typeof v === 'string' &&
          (k === 'landing_page' || k === 'referrer' || (PARAMS as readonly string[]).includes(k))
        )
          out[k] = v;
      return { landing_page: out.landing_page ?? location.href, referrer: out.referrer ?? '', ...out };
    }
  } catch {
    // fall through
  }
  return { landing_page: location.href, referrer: document.referrer };
}
