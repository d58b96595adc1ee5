import type { FormDefinition } from './form-definition';
import type { FormValues } from './field-spec';

/**
 * spec.md section 4, account forms "loader, then message": after login, create-account and
 * forgot-password the server's message shows, then the visitor goes on, and the page they land
 * on says it again. The message travels in sessionStorage for that one load, addressed to the
 * landing page's path; the page's account widget takes it (read once, then gone).
 */
const KEY = 'hb:account-notice';

const pathOf = (address: string) => new URL(address, location.href).pathname.replace(/\/+$/, '') || '/';

/**
 * The message to carry: the server's, unless it repeats something the visitor typed into an
 * email or password field (then the form's own success message): no address or password is kept.
 */
export function carriedMessage(
  message: string,
  form: Pick<FormDefinition, 'fields' | 'successMessage'>,
  values: FormValues,
): string {
  const typed = form.fields
    .filter((f) => f.kind === 'email' || f.kind === 'password')
    .map((f) => values[f.name])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  const repeats = typed.some((v) => message.toLowerCase().includes(v.trim().toLowerCase())) || /\S@\S/.test(message);
  return repeats ? form.successMessage : message;
}

/** Leaves `message` for the page at `to`. */
export function keepAccountNotice(message: string, to: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ message, path: pathOf(to) }));
  } catch {
    // Storage full or off: the landing page says nothing, as before.
  }
}

/** The message left for this page, once; a message left for another page stays for it. */
export function takeAccountNotice(): string | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { message?: unknown; path?: unknown } | null;
    if (!kept || kept.path !== pathOf(location.href)) return undefined;
    sessionStorage.removeItem(KEY);
    return typeof kept.message === 'string' && kept.message.trim() ? kept.message : undefined;
  } catch {
    return undefined;
  }
}
