import {
  type MortgageInputs,
  type MortgageSummary,
  PMI_DOWN_PAYMENT_THRESHOLD_PERCENT,
  PMI_END_LOAN_TO_VALUE,
} from '../../core/rules/mortgage';
import { useText } from '../../core/mount';
import { formatMoney, formatWholeDollars } from './format';
import { calculatorText } from './messages';

/** The monthly total, what it is made of, and the loan's figures over its life. */
export function PaymentBreakdown({ summary, inputs }: { summary: MortgageSummary; inputs: MortgageInputs }) {
  const t = useText(calculatorText);
  const { monthly, pmiEnds } = summary;
  const extra = (amount: number) => (inputs.extras ? formatMoney(amount) : t('notIncluded'));
  // "May 2055", "mayo de 2055"
  const month = (date: Date) =>
    t('monthYear', { month: t('months').split(' ')[date.getMonth()], year: date.getFullYear() });
  return (
    <>
      <p className="hb-mortgage-calculator__total">
        <span className="hb-mortgage-calculator__total-label">{t('monthly')}</span>
        <span className="hb-mortgage-calculator__total-amount">{formatMoney(monthly.total)}</span>
      </p>
      <Figures
        rows={[
          [t('pAndI'), formatMoney(monthly.principalAndInterest)],
          [t('tax'), extra(monthly.propertyTax)],
          [t('insurance'), extra(monthly.insurance)],
          [
            t('pmi'),
            monthly.pmi || !inputs.extras
              ? extra(monthly.pmi)
              : t('noPmi', { percent: PMI_DOWN_PAYMENT_THRESHOLD_PERCENT }),
          ],
          [t('hoa'), formatMoney(monthly.hoa)],
        ]}
      />
      <h3 className="hb-mortgage-calculator__subheading">{t('life')}</h3>
      <Figures
        rows={[
          [t('loan'), formatWholeDollars(summary.loanAmount)],
          [t('totalInterest'), formatWholeDollars(summary.totalInterest)],
          [t('payoff'), summary.payoff ? month(summary.payoff) : t('noPayoff')],
          [t('pmiEnds'), pmiEnds && month(pmiEnds)],
        ]}
      />
      {pmiEnds && (
        <p className="hb-mortgage-calculator__note">{t('pmiNote', { percent: PMI_END_LOAN_TO_VALUE * 100 })}</p>
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
