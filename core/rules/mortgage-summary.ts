import { type AmortizationYear, amortizationByYear, amortizationSchedule, totalInterest } from './mortgage-amortization';
import { paymentMonth, type YearMonth } from './mortgage-dates';
import { monthlyInsurance, monthlyPropertyTax } from './mortgage-escrow';
import { monthlyPrincipalAndInterest } from './mortgage-payment';
import { monthlyPmi, pmiEndPayment } from './mortgage-pmi';

/** What the visitor entered, already checked (see mortgage-validation.ts). */
export interface MortgageInputs {
  price: number;
  /** In dollars, at most the price. */
  downPayment: number;
  yearlyRatePercent: number;
  termYears: number;
  /** Beyond spec.md: HOA/CDD dues a month, added to the total as they are. */
  hoaMonthly: number;
  /** Property tax, insurance and PMI (spec.md section 9 "extras"). */
  includeExtras: boolean;
}

export interface MortgageSummary {
  loanAmount: number;
  /** Monthly amounts in dollars rounded to cents; the total is their sum, so the breakdown adds up. */
  monthly: { principalAndInterest: number; propertyTax: number; insurance: number; pmi: number; hoa: number; total: number };
  totalInterest: number;
  /** The month of the last payment; null with no loan. */
  payoff: YearMonth | null;
  /** The month PMI ends on schedule; null when no PMI is charged. */
  pmiEnds: YearMonth | null;
  years: AmortizationYear[];
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Every figure the calculator shows, from checked inputs and the month of the first payment. */
export function mortgageSummary(inputs: MortgageInputs, firstPayment: YearMonth): MortgageSummary {
  const { price, downPayment, yearlyRatePercent, termYears, hoaMonthly, includeExtras } = inputs;
  const loanAmount = Math.max(0, price - downPayment);
  const schedule = amortizationSchedule(loanAmount, yearlyRatePercent, termYears);
  const pmi = includeExtras ? cents(monthlyPmi(price, downPayment)) : 0;
  const monthly = {
    principalAndInterest: cents(monthlyPrincipalAndInterest(loanAmount, yearlyRatePercent, termYears)),
    propertyTax: includeExtras ? cents(monthlyPropertyTax(price)) : 0,
    insurance: includeExtras ? cents(monthlyInsurance(price)) : 0,
    pmi,
    hoa: cents(hoaMonthly),
  };
  const pmiEnd = pmi > 0 ? pmiEndPayment(schedule, price, downPayment) : null;
  return {
    loanAmount,
    monthly: { ...monthly, total: cents(monthly.principalAndInterest + monthly.propertyTax + monthly.insurance + monthly.pmi + monthly.hoa) },
    totalInterest: totalInterest(schedule),
    payoff: schedule.length ? paymentMonth(firstPayment, schedule.length) : null,
    pmiEnds: pmiEnd === null ? null : paymentMonth(firstPayment, pmiEnd),
    years: amortizationByYear(schedule),
  };
}
