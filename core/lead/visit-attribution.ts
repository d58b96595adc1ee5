/** Where a visit came from, captured on its first page and sent with every form of the visit. */
export interface VisitAttribution {
  landing_page: string;
  referrer: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  gclid?: string;
}

export const VISIT_KEY = 'hb:visit';
export const PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const;

/** Runs when a page's first widget mounts; only the first page of a visit is written down. */
export function captureVisit(): void {
  try {
    if (sessionStorage.getItem(VISIT_KEY)) return;
    const query = new URLSearchParams(location.search);
    const visit: VisitAttribution = { landing_page: location.href, referrer: document.referrer };
    for (const p of PARAMS) if (query.get(p)) visit[p] = query.get(p)!.slice(0, 200);
    sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // Storage can be off (private mode, blocked cookies): attribution is a nicety, never a blocker.
  }
}
