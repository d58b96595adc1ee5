import { type MortgageInputs, type MortgageSummary, PMI_DOWN_PAYMENT_THRESHOLD_PERCENT, PMI_END_LOAN_TO_VALUE } from '../../core';
import { formatMoney, formatMonth, formatWholeDollars } from './format';

interface Props {
  summary: MortgageSummary;
  inputs: MortgageInputs;
}

/** The monthly total, what it is made of, and the loan's figures over its life. */
export function PaymentBreakdown({ summary, inputs }: Props) {
  const { monthly } = summary;
  const extra = (amount: number) => (inputs.includeExtras ? formatMoney(amount) : 'Not included');
  const pmi = !inputs.includeExtras ? 'Not included' : monthly.pmi > 0 ? formatMoney(monthly.pmi) : `None (${PMI_DOWN_PAYMENT_THRESHOLD_PERCENT}% or more down)`;
  return (
    <>
      <p className="hb-mortgage-calculator__total">
        <span className="hb-mortgage-calculator__total-label">Estimated monthly payment</span>
        <span className="hb-mortgage-calculator__total-amount">{formatMoney(monthly.total)}</span>
      </p>
      <dl className="hb-mortgage-calculator__figures">
        <Figure term="Principal & interest" value={formatMoney(monthly.principalAndInterest)} />
        <Figure term="Property tax" value={extra(monthly.propertyTax)} />
        <Figure term="Homeowners insurance" value={extra(monthly.insurance)} />
        <Figure term="PMI" value={pmi} />
        <Figure term="HOA/CDD dues" value={formatMoney(monthly.hoa)} />
      </dl>
      <h3 className="hb-mortgage-calculator__subheading">Over the life of the loan</h3>
      <dl className="hb-mortgage-calculator__figures">
        <Figure term="Loan amount" value={formatWholeDollars(summary.loanAmount)} />
        <Figure term="Total interest" value={formatWholeDollars(summary.totalInterest)} />
        <Figure term="Payoff date" value={summary.payoff ? formatMonth(summary.payoff) : 'No loan to pay off'} />
        {summary.pmiEnds && <Figure term="PMI ends" value={formatMonth(summary.pmiEnds)} />}
      </dl>
      {summary.pmiEnds && (
        <p className="hb-mortgage-calculator__note">PMI ends when the balance on schedule reaches {PMI_END_LOAN_TO_VALUE * 100}% of the home price.</p>
      )}
    </>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="hb-mortgage-calculator__figure">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
