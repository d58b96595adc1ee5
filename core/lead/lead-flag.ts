/** spec.md section 4: a successful submit marks the visitor as a lead, in localStorage. */
export const LEAD_FLAG_KEY = 'hb:lead';

export function markLead(): void {
  try {
    localStorage.setItem(LEAD_FLAG_KEY, '1');
  } catch {
    // Storage off: the lead itself has already reached the server.
  }
}

export function isLead(): boolean {
  try {
    return localStorage.getItem(LEAD_FLAG_KEY) === '1';
  } catch {
    return false;
  }
}
