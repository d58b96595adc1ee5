import { useId } from 'react';
import type { AmortizationYear } from '../../core';
import { formatWholeDollars } from './format';

/** Each year is a slot this wide in the SVG's own units; its bar leaves a gap either side. */
const SLOT = 10;
const BAR = 7;
const HEIGHT = 100;

/**
 * Principal against interest, year by year: a bar a year, principal below, interest on top.
 * The SVG only draws (it stretches to any width, so its labels are HTML around it); the same
 * figures are in a table for screen readers and for anyone who prefers numbers.
 */
export function AmortizationChart({ years }: { years: AmortizationYear[] }) {
  const id = useId();
  if (years.length === 0) return <p className="hb-mortgage-calculator__note">With no loan there is no interest to chart.</p>;
  const tallest = Math.max(...years.map((y) => y.principal + y.interest));
  const scale = (amount: number) => (tallest > 0 ? (amount / tallest) * HEIGHT : 0);
  const first = years[0];
  const last = years[years.length - 1];
  const description =
    `Over ${years.length} years, the interest paid each year falls from ${formatWholeDollars(first.interest)} to ${formatWholeDollars(last.interest)}, ` +
    `while the principal rises from ${formatWholeDollars(first.principal)} to ${formatWholeDollars(last.principal)}.`;
  return (
    <figure className="hb-mortgage-calculator__chart">
      <ul className="hb-mortgage-calculator__legend">
        <li>
          <span className="hb-mortgage-calculator__swatch hb-mortgage-calculator__swatch--principal" aria-hidden="true" /> Principal
        </li>
        <li>
          <span className="hb-mortgage-calculator__swatch hb-mortgage-calculator__swatch--interest" aria-hidden="true" /> Interest
        </li>
      </ul>
      <p className="hb-mortgage-calculator__axis-max" aria-hidden="true">
        {formatWholeDollars(tallest)} a year
      </p>
      <svg
        className="hb-mortgage-calculator__plot"
        viewBox={`0 0 ${years.length * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-caption`}
        focusable="false"
      >
        {[0.25, 0.5, 0.75].map((f) => (
          <line key={f} className="hb-mortgage-calculator__gridline" x1={0} x2={years.length * SLOT} y1={HEIGHT * f} y2={HEIGHT * f} vectorEffect="non-scaling-stroke" />
        ))}
        {years.map((y, i) => {
          const principal = scale(y.principal);
          const interest = scale(y.interest);
          const x = i * SLOT + (SLOT - BAR) / 2;
          return (
            <g key={y.year}>
              <rect className="hb-mortgage-calculator__bar--principal" x={x} width={BAR} y={HEIGHT - principal} height={principal} />
              <rect className="hb-mortgage-calculator__bar--interest" x={x} width={BAR} y={HEIGHT - principal - interest} height={interest} />
            </g>
          );
        })}
      </svg>
      <p className="hb-mortgage-calculator__axis-years" aria-hidden="true">
        <span>Year 1</span>
        <span>Year {years.length}</span>
      </p>
      <figcaption id={`${id}-caption`} className="hb-mortgage-calculator__note">
        Principal and interest paid each year. {description}
      </figcaption>
      <details className="hb-mortgage-calculator__table-toggle">
        <summary>Show the year-by-year table</summary>
        <div className="hb-mortgage-calculator__table-scroll" tabIndex={0} role="region" aria-label="Year-by-year table">
          <table className="hb-mortgage-calculator__table">
            <caption className="hb-visually-hidden">Principal, interest and remaining balance by year</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">Principal</th>
                <th scope="col">Interest</th>
                <th scope="col">Balance</th>
              </tr>
            </thead>
            <tbody>
              {years.map((y) => (
                <tr key={y.year}>
                  <th scope="row">{y.year}</th>
                  <td>{formatWholeDollars(y.principal)}</td>
                  <td>{formatWholeDollars(y.interest)}</td>
                  <td>{formatWholeDollars(y.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
