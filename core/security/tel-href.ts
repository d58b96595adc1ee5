import { safeUrl } from './safe-url';

/** A phone as a tel: link a phone can dial: '863-555-0103' → 'tel:+18635550103' (US numbers get +1). */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  return digits ? safeUrl(`tel:${digits.length === 10 ? `+1${digits}` : digits}`) : undefined;
}
