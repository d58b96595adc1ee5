import { usePageId } from '../../core/mount';
import type { AmortizationYear } from '../../core/rules/mortgage';
import { useText } from '../../core/mount';
import { formatWholeDollars } from './format';
import { calculatorText } from './messages';

/**
 * Principal against interest, year by year: a bar a year, principal below, interest on top.
 * The SVG only draws (it stretches to any width, so its labels are HTML around it); the same
 * figures are in a table for screen readers and for anyone who prefers numbers.
 */
export function AmortizationChart({ years }: { years: AmortizationYear[] }) {
  const id = usePageId();
  const t = useText(calculatorText);
  if (!years.length) return <p className="hb-mortgage-calculator__note">{t('noLoan')}</p>;
  const first = years[0];
  const last = years[years.length - 1];
  const tallest = Math.max(...years.map((y) => y.principal + y.interest));
  // In the SVG's own units a year is 10 wide (its bar 7, centred) and a dollar 1 high, up from 0:
  // one path a series, each year's principal standing on the axis and its interest on the principal.
  const bars = (series: 'principal' | 'interest') =>
    years
      .map((y, i) => `M${i * 10 + 1.5} ${series === 'principal' ? 0 : -y.principal}v${-y[series]}h7v${y[series]}z`)
      .join('');
  return (
    <figure className="hb-mortgage-calculator__chart">
      {/* A series' class colours its key and its bars. */}
      <ul className="hb-mortgage-calculator__legend">
        <li className="hb-mortgage-calculator__principal">{t('principal')}</li>
        <li className="hb-mortgage-calculator__interest">{t('interest')}</li>
      </ul>
      <p className="hb-mortgage-calculator__axis" aria-hidden="true">
        {t('perYear', { amount: formatWholeDollars(tallest) })}
      </p>
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: role="img", named by the figure's caption through aria-labelledby */}
      <svg
        className="hb-mortgage-calculator__plot"
        viewBox={`0 ${-tallest} ${years.length * 10} ${tallest}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={id}
      >
        <path className="hb-mortgage-calculator__principal" d={bars('principal')} />
        <path className="hb-mortgage-calculator__interest" d={bars('interest')} />
      </svg>
      <p className="hb-mortgage-calculator__axis hb-mortgage-calculator__axis--years" aria-hidden="true">
        <span>{t('yearN', { year: 1 })}</span>
        <span>{t('yearN', { year: years.length })}</span>
      </p>
      <figcaption id={id} className="hb-mortgage-calculator__note">
        {t('caption', {
          years: years.length,
          firstInterest: formatWholeDollars(first.interest),
          lastInterest: formatWholeDollars(last.interest),
          firstPrincipal: formatWholeDollars(first.principal),
          lastPrincipal: formatWholeDollars(last.principal),
        })}
      </figcaption>
      <details className="hb-mortgage-calculator__table-toggle">
        <summary>{t('showTable')}</summary>
        <div
          className="hb-mortgage-calculator__table-scroll"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable)
          tabIndex={0}
          role="region"
          aria-label={t('table')}
        >
          <table className="hb-mortgage-calculator__table">
            <caption className="hb-visually-hidden">{t('tableCaption')}</caption>
            <thead>
              <tr>
                {[t('year'), t('principal'), t('interest'), t('balance')].map((heading) => (
                  <th key={heading} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {years.map((y) => (
                <tr key={y.year}>
                  <th scope="row">{y.year}</th>
                  {[y.principal, y.interest, y.balance].map((amount, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: three fixed columns, always in this order
                    <td key={i}>{formatWholeDollars(amount)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
