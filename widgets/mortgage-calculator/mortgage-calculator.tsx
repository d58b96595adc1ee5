import { useId, useMemo, useRef } from 'react';
import { firstPaymentMonth, MORTGAGE_TERMS_YEARS, mortgageSummary, pushDataLayer, useWidgetHost } from '../../core';
import { AmortizationChart } from './amortization-chart';
import { AmountField, FieldError } from './amount-field';
import { formatMoney } from './format';
import { LiveSummary } from './live-summary';
import './mortgage-calculator.css';
import { PaymentBreakdown } from './payment-breakdown';
import { shareLink } from './share-link';
import { ShareLinkPanel } from './share-link-panel';
import { useLastValid, useMortgageForm } from './use-mortgage-form';

/**
 * spec.md section 9's mortgage calculator: price (data-price presets it), down payment in
 * percent and dollars, term, rate, HOA/CDD dues and the extras (tax, insurance, PMI). Results
 * follow every keystroke; a field that cannot be used says why, and the last good result
 * stays, marked as such.
 */
export function MortgageCalculator({ price }: { price?: number }) {
  const host = useWidgetHost();
  const id = useId();
  const { state, dispatch, errors, inputs } = useMortgageForm(price);
  const firstPayment = useMemo(() => firstPaymentMonth(), []);
  const current = useMemo(() => inputs && { inputs, summary: mortgageSummary(inputs, firstPayment) }, [inputs, firstPayment]);
  const shown = useLastValid(current);
  const downErrorId = `${id}-down-error`;

  // Only what describes the home, never the visitor, and only after a deliberate change
  // (the figures it opened with are not reported).
  const reported = useRef(inputs ? `${inputs.price}/${inputs.termYears}` : '');
  const report = (termYears = inputs?.termYears) => {
    if (!inputs || !termYears) return;
    const key = `${inputs.price}/${termYears}`;
    if (key === reported.current) return;
    reported.current = key;
    pushDataLayer({ event: 'hb_calculator', price: inputs.price, term_years: termYears });
  };

  // A shared link scrolls back to the calculator when it sits in a section of the page.
  const anchor = host.element.id || host.element.closest('section[id], [data-hb-section][id]')?.id;
  return (
    <div className="hb-mortgage-calculator__layout">
      <form className="hb-mortgage-calculator__form" aria-label="Mortgage details" noValidate onSubmit={(e) => e.preventDefault()}>
        <AmountField label="Home price" prefix="$" value={state.price} error={errors.price} onChange={(text) => dispatch({ type: 'price', text })} onBlur={() => report()} />
        <fieldset className="hb-mortgage-calculator__group">
          <legend className="hb-mortgage-calculator__label">Down payment</legend>
          <div className="hb-mortgage-calculator__pair">
            <AmountField
              label="Percent of price"
              suffix="%"
              value={state.downPercent}
              error={errors.downPayment}
              errorId={downErrorId}
              onChange={(text) => dispatch({ type: 'downPercent', text })}
            />
            <AmountField
              label="Amount"
              prefix="$"
              value={state.downAmount}
              error={errors.downPayment}
              errorId={downErrorId}
              onChange={(text) => dispatch({ type: 'downAmount', text })}
            />
          </div>
          {errors.downPayment && <FieldError id={downErrorId} message={errors.downPayment} />}
        </fieldset>
        <div className="hb-mortgage-calculator__field">
          <label className="hb-mortgage-calculator__label" htmlFor={`${id}-term`}>
            Loan term
          </label>
          <select
            id={`${id}-term`}
            className="hb-mortgage-calculator__select"
            value={String(state.termYears)}
            onChange={(e) => {
              const years = Number(e.currentTarget.value);
              dispatch({ type: 'term', years });
              report(years);
            }}
          >
            {MORTGAGE_TERMS_YEARS.map((years) => (
              <option key={years} value={String(years)}>
                {years} years
              </option>
            ))}
          </select>
        </div>
        <AmountField label="Interest rate" suffix="%" value={state.rate} error={errors.rate} onChange={(text) => dispatch({ type: 'rate', text })} />
        <AmountField label="HOA/CDD dues" hint="Optional" prefix="$" suffix="a month" value={state.hoa} error={errors.hoa} onChange={(text) => dispatch({ type: 'hoa', text })} />
        <label className="hb-mortgage-calculator__check">
          <input type="checkbox" checked={state.includeExtras} onChange={(e) => dispatch({ type: 'extras', included: e.currentTarget.checked })} />
          Include property tax, insurance and PMI
        </label>
      </form>

      <section className={`hb-mortgage-calculator__results${shown.stale ? ' hb-mortgage-calculator__results--stale' : ''}`} aria-labelledby={`${id}-results`}>
        <h3 className="hb-mortgage-calculator__subheading" id={`${id}-results`}>
          Your estimate
        </h3>
        {shown.stale && (
          <p className="hb-mortgage-calculator__stale-note">These figures are for your last valid entries. Correct the highlighted field to update them.</p>
        )}
        {shown.value ? (
          <PaymentBreakdown summary={shown.value.summary} inputs={shown.value.inputs} />
        ) : (
          <p className="hb-mortgage-calculator__note">Correct the highlighted field to see your monthly payment.</p>
        )}
        <LiveSummary
          text={current ? `Estimated monthly payment ${formatMoney(current.summary.monthly.total)}.` : 'Monthly payment not updated: correct the highlighted field.'}
        />
      </section>

      {shown.value && (
        <section className="hb-mortgage-calculator__wide" aria-labelledby={`${id}-chart`}>
          <h3 className="hb-mortgage-calculator__subheading" id={`${id}-chart`}>
            Principal and interest by year
          </h3>
          <AmortizationChart years={shown.value.summary.years} />
          <ShareLinkPanel link={shareLink(location.href, shown.value.inputs, anchor)} />
        </section>
      )}
    </div>
  );
}
