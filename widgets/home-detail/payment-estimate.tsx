import {
  DEFAULT_DOWN_PAYMENT_PERCENT,
  DEFAULT_RATE_PERCENT,
  DEFAULT_TERM_YEARS,
  mortgageSummary,
} from '../../core/rules/mortgage';
import { formatDollars } from '../../core/rules';
import { useText } from '../../core/mount';
import { homeDetailText } from './messages';

/**
 * The monthly payment for this price with spec.md section 9's defaults (10 % down, 30 years at
 * 4.25 %, property tax, insurance and PMI included), computed by the calculator's own rules.
 */
export function PaymentEstimate({ price }: { price: number }) {
  const t = useText(homeDetailText);
  const down = Math.round((price * DEFAULT_DOWN_PAYMENT_PERCENT) / 100);
  const { monthly } = mortgageSummary({
    price,
    down,
    term: DEFAULT_TERM_YEARS,
    rate: DEFAULT_RATE_PERCENT,
    hoa: 0,
    extras: true,
  });
  return (
    <p className="hb-home-detail__estimate">
      {t('estimated')} <strong>{t('perMonth', { amount: formatDollars(Math.round(monthly.total)) })}</strong>
      <span className="hb-home-detail__estimate-terms">
        {' '}
        {t('terms', { down: DEFAULT_DOWN_PAYMENT_PERCENT, years: DEFAULT_TERM_YEARS, rate: DEFAULT_RATE_PERCENT })}
      </span>
    </p>
  );
}
