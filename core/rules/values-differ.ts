/**
 * The compare page's "differs" rule: a row differs when two or more columns are compared and
 * their values, as the visitor reads them, are not all the same. A missing value ("—") is a value:
 * a plan with no price differs from one priced. Case and surrounding spaces do not make a difference.
 */
export function valuesDiffer(values: readonly string[]): boolean {
  if (values.length < 2) return false;
  const first = values[0].trim().toLowerCase();
  return values.some((v) => v.trim().toLowerCase() !== first);
}
