/**
 * The event form reloads the page 3 s after success (spec.md section 4). So that the reloaded
 * page still says the visitor is registered, and does not offer the form a second time, a flag
 * is kept in sessionStorage for that one load: set just before the reload, read and removed by
 * the form on the next load. It holds no answer of the visitor's, only "1" under the form's key.
 */
const PREFIX = 'hb:form-confirmed:';

/** One flag per form type, page and record (the event), like a draft's key. */
export function confirmationKey(type: string, scope = ''): string {
  return `${PREFIX}${type}:${location.pathname}${scope ? `#${scope}` : ''}`;
}

export function keepConfirmationForReload(key: string): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage full or off: the reloaded page offers the form, as before.
  }
}

/** Whether the last load ended with this form's success; true once, then the flag is gone. */
export function takeReloadConfirmation(key: string): boolean {
  try {
    const kept = sessionStorage.getItem(key) === '1';
    sessionStorage.removeItem(key);
    return kept;
  } catch {
    return false;
  }
}
