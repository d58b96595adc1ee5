/** spec.md sections 5 and 9: a social security number is 9 digits, shown in 3-2-4 groups. */
export const SSN_LENGTH = 9;

/** What the visitor typed, reduced to at most 9 digits (spec.md: digits only). */
export const ssnDigits = (value: string) => value.replace(/\D/g, '').slice(0, SSN_LENGTH);

/** '123456789' → '123-45-6789'; a partial number is grouped as far as it goes ('1234' → '123-4'). */
export function formatSsn(value: string): string {
  const digits = ssnDigits(value);
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)].filter(Boolean).join('-');
}
