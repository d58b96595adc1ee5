/**
 * Inside a property run thousands of times: a plain comparison that throws only on a mismatch,
 * naming both texts. vitest's expect() costs more than the formatting it checks (20,000 runs
 * of two formatters: 6.7 s with expect, under 1 s without).
 */
export function sameText(actual: string, expected: string): void {
  if (actual !== expected) throw new Error(`${JSON.stringify(actual)} where ${JSON.stringify(expected)} was expected`);
}
