import {
  DEFAULT_DOWN_PAYMENT_PERCENT,
  DEFAULT_RATE_PERCENT,
  DEFAULT_TERM_YEARS,
  mortgageSummary,
} from '../../core/rules/mortgage';
import { formatDollars } from '../../core/rules';

/**
 * The monthly payment for this price with spec.md section 9's defaults (10 % down, 30 years at
 * 4.25 %, property tax, insurance and PMI included), computed by the calculator's own rules.
 */
export function PaymentEstimate({ price }: { price: number }) {
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
      Estimated payment <strong>{formatDollars(Math.round(monthly.total))}/mo</strong>
      <span className="hb-home-detail__estimate-terms">
        {' '}
        with {DEFAULT_DOWN_PAYMENT_PERCENT}% down, {DEFAULT_TERM_YEARS} years at {DEFAULT_RATE_PERCENT}%, taxes,
        insurance and PMI included.
      </span>
    </p>
  );
}
