import { monthlyPrincipalAndInterest, monthlyRate } from './payment';

/** One year of payments on schedule (year 1 holds payments 1 to 12). */
export interface AmortizationYear {
  year: number;
  principal: number;
  interest: number;
  /** The balance left at the end of the year. */
  balance: number;
}

export interface Amortization {
  /** Principal against interest by year, for the chart and its table. */
  years: AmortizationYear[];
  /** All the interest paid over the life of the loan. */
  totalInterest: number;
  /** The first payment after which the balance is at most the limit asked for (PMI's end); 0 when none is. */
  paymentsToLimit: number;
}

/**
 * Every payment of a fixed-rate loan on schedule, in one pass: each month's interest is the
 * balance times the monthly rate, the rest of the payment goes to principal. The last payment
 * clears what floating-point rounding leaves, so the balance ends at exactly 0. No loan, no payments.
 */
export function amortize(
  loanAmount: number,
  yearlyRatePercent: number,
  termYears: number,
  balanceLimit = -1,
): Amortization {
  const n = termYears * 12;
  const r = monthlyRate(yearlyRatePercent);
  const payment = monthlyPrincipalAndInterest(loanAmount, yearlyRatePercent, termYears);
  const result: Amortization = { years: [], totalInterest: 0, paymentsToLimit: 0 };
  let balance = loanAmount;
  for (let k = 1; loanAmount > 0 && k <= n; k++) {
    const interest = balance * r;
    const principal = k < n ? Math.min(balance, payment - interest) : balance;
    balance -= principal;
    result.totalInterest += interest;
    if (balance <= balanceLimit) result.paymentsToLimit ||= k;
    const year = Math.ceil(k / 12);
    const row = (result.years[year - 1] ??= { year, principal: 0, interest: 0, balance: 0 });
    row.principal += principal;
    row.interest += interest;
    row.balance = balance;
  }
  return result;
}
