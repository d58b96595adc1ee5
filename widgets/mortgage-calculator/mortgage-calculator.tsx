import { useRef } from 'react';
import { usePhrase, useText } from '../../core/mount';
import { useWidgetHost } from '../../core/mount';
import { usePageId } from '../../core/mount';
import { MORTGAGE_TERMS_YEARS, mortgageSummary } from '../../core/rules/mortgage';
import { pushDataLayer } from '../../core/platform';
import { AmortizationChart } from './amortization-chart';
import { AmountField, FieldError } from './amount-field';
import { formatMoney } from './format';
import { LiveSummary } from './live-summary';
import { calculatorText, inputPhrases } from './messages';
import './mortgage-calculator.css';
import { PaymentBreakdown } from './payment-breakdown';
import { shareLink } from './share-link';
import { ShareLinkPanel } from './share-link-panel';
import { useMortgageForm } from './use-mortgage-form';

/**
 * spec.md section 9's mortgage calculator: price (data-price presets it), down payment in
 * percent and dollars, term, rate, HOA/CDD dues and the extras (tax, insurance, PMI). Results
 * follow every keystroke; a field that cannot be used says why, and the last good result
 * stays, marked as such.
 */
export function MortgageCalculator({ price }: { price?: number }) {
  const host = useWidgetHost();
  const id = usePageId();
  const t = useText(calculatorText);
  const say = usePhrase(inputPhrases);
  const { form, update, errors: english, inputs } = useMortgageForm(price);
  // core/rules/mortgage says what to type in English; the page's language here.
  const errors = Object.fromEntries(Object.entries(english).map(([k, v]) => [k, v && say(v)])) as typeof english;
  const current = inputs && { inputs, summary: mortgageSummary(inputs) };
  const lastValid = useRef(current);
  if (current) lastValid.current = current;
  const shown = lastValid.current;
  const downErrorId = `${id}-down-error`;
  const bind = (name: 'price' | 'down' | 'downDollars' | 'rate' | 'hoa') => ({
    value: form[name],
    onChange: (text: string) => update(name, text),
  });

  // Only what describes the home, never the visitor, and only after a deliberate change
  // (the figures it opened with are not reported).
  const reported = useRef(inputs && `${inputs.price}/${inputs.term}`);
  const report = (term = inputs?.term) => {
    if (!inputs || `${inputs.price}/${term}` === reported.current) return;
    reported.current = `${inputs.price}/${term}`;
    pushDataLayer({ event: 'hb_calculator', price: inputs.price, term_years: Number(term) });
  };

  // A shared link scrolls back to the calculator when it sits in a section of the page.
  const anchor = host.element.id || host.element.closest('section[id], [data-hb-section][id]')?.id;
  // The root is the container the layout's query measures (mount leaves hb-<name> to the widget).
  return (
    <div className="hb-mortgage-calculator">
      <div className="hb-mortgage-calculator__layout">
        <form className="hb-mortgage-calculator__form" aria-label={t('details')} onSubmit={(e) => e.preventDefault()}>
          <AmountField
            label={t('homePrice')}
            prefix="$"
            {...bind('price')}
            error={errors.price}
            onBlur={() => report()}
          />
          <fieldset className="hb-mortgage-calculator__group">
            <legend className="hb-mortgage-calculator__label">{t('downPayment')}</legend>
            <div className="hb-mortgage-calculator__pair">
              <AmountField
                label={t('percent')}
                suffix="%"
                {...bind('down')}
                error={errors.down}
                errorId={downErrorId}
              />
              <AmountField
                label={t('amount')}
                prefix="$"
                {...bind('downDollars')}
                error={errors.down}
                errorId={downErrorId}
              />
            </div>
            {errors.down && <FieldError id={downErrorId} message={errors.down} />}
          </fieldset>
          <div className="hb-mortgage-calculator__field">
            <label className="hb-mortgage-calculator__label" htmlFor={`${id}-term`}>
              {t('term')}
            </label>
            <select
              id={`${id}-term`}
              className="hb-mortgage-calculator__select"
              value={form.term}
              onChange={(e) => {
                update('term', e.currentTarget.value);
                report(Number(e.currentTarget.value));
              }}
            >
              {MORTGAGE_TERMS_YEARS.map((years) => (
                <option key={years} value={years}>
                  {t('years', { count: years })}
                </option>
              ))}
            </select>
          </div>
          <AmountField label={t('rate')} suffix="%" {...bind('rate')} error={errors.rate} />
          <AmountField
            label={t('hoa')}
            hint={t('optional')}
            prefix="$"
            suffix={t('aMonth')}
            {...bind('hoa')}
            error={errors.hoa}
          />
          <label className="hb-mortgage-calculator__check">
            <input type="checkbox" checked={form.extras} onChange={(e) => update('extras', e.currentTarget.checked)} />
            {t('extras')}
          </label>
        </form>

        <section className="hb-mortgage-calculator__results" aria-labelledby={`${id}-results`}>
          <h3 className="hb-mortgage-calculator__subheading" id={`${id}-results`}>
            {t('estimate')}
          </h3>
          {/* The results box is marked stale by CSS while this note shows. */}
          {!current && shown && <p className="hb-mortgage-calculator__stale-note">{t('stale')}</p>}
          {shown ? <PaymentBreakdown {...shown} /> : <p className="hb-mortgage-calculator__note">{t('correct')}</p>}
          <LiveSummary
            text={current ? t('said', { amount: formatMoney(current.summary.monthly.total) }) : t('saidStale')}
          />
        </section>

        {shown && (
          <section className="hb-mortgage-calculator__wide" aria-labelledby={`${id}-chart`}>
            <h3 className="hb-mortgage-calculator__subheading" id={`${id}-chart`}>
              {t('byYear')}
            </h3>
            <AmortizationChart years={shown.summary.years} />
            <ShareLinkPanel link={shareLink(location.href, shown.inputs, anchor)} />
          </section>
        )}
      </div>
    </div>
  );
}
