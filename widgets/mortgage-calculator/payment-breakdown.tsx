import {
  type MortgageInputs,
  type MortgageSummary,
  PMI_DOWN_PAYMENT_THRESHOLD_PERCENT,
  PMI_END_LOAN_TO_VALUE,
} from '../../core/rules/mortgage';
import { formatMoney, formatMonth, formatWholeDollars } from './format';

/** The monthly total, what it is made of, and the loan's figures over its life. */
export function PaymentBreakdown({ summary, inputs }: { summary: MortgageSummary; inputs: MortgageInputs }) {
  const { monthly, pmiEnds } = summary;
  const extra = (amount: number) => (inputs.extras ? formatMoney(amount) : 'Not included');
  return (
    <>
      <p className="hb-mortgage-calculator__total">
        <span className="hb-mortgage-calculator__total-label">Estimated monthly payment</span>
        <span className="hb-mortgage-calculator__total-amount">{formatMoney(monthly.total)}</span>
      </p>
      <Figures
        rows={[
          ['Principal & interest', formatMoney(monthly.principalAndInterest)],
          ['Property tax', extra(monthly.propertyTax)],
          ['Homeowners insurance', extra(monthly.insurance)],
          [
            'PMI',
            monthly.pmi || !inputs.extras
              ? extra(monthly.pmi)
              : `None (${PMI_DOWN_PAYMENT_THRESHOLD_PERCENT}% or more down)`,
          ],
          ['HOA/CDD dues', formatMoney(monthly.hoa)],
        ]}
      />
      <h3 className="hb-mortgage-calculator__subheading">Over the life of the loan</h3>
      <Figures
        rows={[
          ['Loan amount', formatWholeDollars(summary.loanAmount)],
          ['Total interest', formatWholeDollars(summary.totalInterest)],
          ['Payoff date', summary.payoff ? formatMonth(summary.payoff) : 'No loan to pay off'],
          ['PMI ends', pmiEnds && formatMonth(pmiEnds)],
        ]}
      />
      {pmiEnds && (
        <p className="hb-mortgage-calculator__note">
          PMI ends when the balance on schedule reaches {PMI_END_LOAN_TO_VALUE * 100}% of the home price.
        </p>
      )}
    </>
  );
}

/** Labelled figures; a row without a value is left out. */
function Figures({ rows }: { rows: [term: string, value: string | null][] }) {
  return (
    <dl className="hb-mortgage-calculator__figures">
      {rows.map(
        ([term, value]) =>
          value && (
            <div className="hb-mortgage-calculator__figure" key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
