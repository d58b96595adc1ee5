import { type AmortizationYear, amortize } from './amortization';
import { PMI_END_LOAN_TO_VALUE } from './constants';
import { paymentDate } from './dates';
import { monthlyInsurance, monthlyPropertyTax } from './escrow';
import { monthlyPrincipalAndInterest } from './payment';
import { monthlyPmi } from './pmi';

/** What the visitor entered, already checked (see mortgage-validation.ts). */
export interface MortgageInputs {
  price: number;
  /** The down payment in dollars, at most the price. */
  down: number;
  /** The term in years. */
  term: number;
  /** The yearly interest rate in percent (4.25). */
  rate: number;
  /** Beyond spec.md: HOA/CDD dues a month, added to the total as they are. */
  hoa: number;
  /** Property tax, insurance and PMI included (spec.md section 9 "extras"). */
  extras: boolean;
}

export interface MortgageSummary {
  loanAmount: number;
  /** Monthly amounts in dollars rounded to cents; the total is their sum, so the breakdown adds up. */
  monthly: {
    principalAndInterest: number;
    propertyTax: number;
    insurance: number;
    pmi: number;
    hoa: number;
    total: number;
  };
  totalInterest: number;
  /** The month of the last payment (its first day); null with no loan. */
  payoff: Date | null;
  /** The month PMI ends on schedule; null when no PMI is charged. */
  pmiEnds: Date | null;
  years: AmortizationYear[];
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Every figure the calculator shows, from checked inputs and the day the loan starts (today unless told). */
export function mortgageSummary(inputs: MortgageInputs, start?: Date): MortgageSummary {
  const { price, down, term, rate, hoa, extras } = inputs;
  const loanAmount = Math.max(0, price - down);
  const extra = (amount: number) => (extras ? cents(amount) : 0);
  const monthly = {
    principalAndInterest: cents(monthlyPrincipalAndInterest(loanAmount, rate, term)),
    propertyTax: extra(monthlyPropertyTax(price)),
    insurance: extra(monthlyInsurance(price)),
    pmi: extra(monthlyPmi(price, down)),
    hoa: cents(hoa),
    total: 0,
  };
  monthly.total = cents(Object.values(monthly).reduce((sum, amount) => sum + amount));
  // PMI ends automatically once the balance on schedule reaches 78 % of the original value (the price).
  const { years, totalInterest, paymentsToLimit } = amortize(
    loanAmount,
    rate,
    term,
    monthly.pmi ? price * PMI_END_LOAN_TO_VALUE : -1,
  );
  const date = (payment: number) => (payment ? paymentDate(payment, start) : null);
  return {
    loanAmount,
    monthly,
    totalInterest,
    payoff: date(years.length && term * 12),
    pmiEnds: date(paymentsToLimit),
    years,
  };
}
