import { monthlyPrincipalAndInterest, monthlyRate } from './mortgage-payment';

/** One monthly payment on schedule: how it splits, and the balance left after it. */
export interface AmortizationMonth {
  /** 1 for the first payment. */
  payment: number;
  principal: number;
  interest: number;
  balance: number;
}

/** One year of payments on schedule (year 1 holds payments 1 to 12). */
export interface AmortizationYear {
  year: number;
  principal: number;
  interest: number;
  /** The balance left at the end of the year. */
  balance: number;
}

/**
 * Every payment of a fixed-rate loan on schedule: each month's interest is the balance times
 * the monthly rate, the rest of the payment goes to principal. The last payment clears what
 * floating-point rounding leaves, so the balance ends at exactly 0. No loan, no payments.
 */
export function amortizationSchedule(loanAmount: number, yearlyRatePercent: number, termYears: number): AmortizationMonth[] {
  const n = termYears * 12;
  if (loanAmount <= 0 || n <= 0) return [];
  const r = monthlyRate(yearlyRatePercent);
  const payment = monthlyPrincipalAndInterest(loanAmount, yearlyRatePercent, termYears);
  const months: AmortizationMonth[] = [];
  let balance = loanAmount;
  for (let k = 1; k <= n; k++) {
    const interest = balance * r;
    const principal = k === n ? balance : Math.min(balance, payment - interest);
    balance = k === n ? 0 : balance - principal;
    months.push({ payment: k, principal, interest, balance });
  }
  return months;
}

/** The schedule summed by year: principal against interest, for the chart and its table. */
export function amortizationByYear(schedule: readonly AmortizationMonth[]): AmortizationYear[] {
  const years: AmortizationYear[] = [];
  for (const month of schedule) {
    const year = Math.ceil(month.payment / 12);
    const row = (years[year - 1] ??= { year, principal: 0, interest: 0, balance: 0 });
    row.principal += month.principal;
    row.interest += month.interest;
    row.balance = month.balance;
  }
  return years;
}

/** All the interest paid over the life of the loan on schedule. */
export const totalInterest = (schedule: readonly AmortizationMonth[]): number => schedule.reduce((sum, m) => sum + m.interest, 0);
