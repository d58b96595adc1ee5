/** The monthly rate of a yearly percentage: 4.25 % a year is 0.0425 / 12 a month. */
export const monthlyRate = (yearlyRatePercent: number): number => yearlyRatePercent / 100 / 12;

const NEGLIGIBLE_MONTHLY_RATE = 1e-12;

/**
 * spec.md section 9: the monthly principal and interest of a fixed-rate loan,
 * M = P·r(1+r)^n / ((1+r)^n − 1), with r the monthly rate and n the number of monthly payments;
 * P/n when the rate is 0 (the formula would divide by zero). No loan, no payment.
 *
 * @example monthlyPrincipalAndInterest(225_000, 4.25, 30) // 1106.86…
 */
export function monthlyPrincipalAndInterest(loanAmount: number, yearlyRatePercent: number, termYears: number): number {
  const n = termYears * 12;
  if (loanAmount <= 0 || n <= 0) return 0;
  const r = monthlyRate(yearlyRatePercent);
  // Below this the interest is far under a cent, and (1+r)^n − 1 would round to 0 (Infinity).
  if (r < NEGLIGIBLE_MONTHLY_RATE) return loanAmount / n;
  // (1+r)^n − 1 through expm1/log1p keeps its precision for small rates.
  const growthLessOne = Math.expm1(n * Math.log1p(r));
  return (loanAmount * r * (growthLessOne + 1)) / growthLessOne;
}
