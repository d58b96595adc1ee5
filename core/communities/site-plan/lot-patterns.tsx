import type { ReactNode } from 'react';
import type { LotStatus } from '../../api/schemas/lot';

/**
 * The statuses' fills: a colour and a pattern each (WCAG 1.4.1, colour is not the only sign),
 * the same on the map and in the legend. Drawn in a 12-unit tile; `prefix` keeps the ids of two
 * maps on one page apart; `only` draws one status (a legend swatch).
 */
export const patternId = (prefix: string, status: LotStatus) => `${prefix}-${status}`;

const TILE = 12;

export function LotPatterns({ prefix, scale = 1, only }: { prefix: string; scale?: number; only?: LotStatus }) {
  const tile = TILE * scale;
  // A legend swatch draws its own status only: an id is given once on the page.
  const pattern = (status: LotStatus, marks: ReactNode) =>
    only && only !== status ? null : (
      <pattern
        id={patternId(prefix, status)}
        className={`hb-site-plan__fill hb-site-plan__fill--${status}`}
        width={tile}
        height={tile}
        patternUnits="userSpaceOnUse"
      >
        <rect className="hb-site-plan__tint" width={tile} height={tile} />
        {marks ? <g transform={`scale(${scale})`}>{marks}</g> : null}
      </pattern>
    );
  return (
    <defs>
      {pattern('available', null)}
      {pattern('reserved', <path className="hb-site-plan__mark" d="M-3,3 l6,-6 M0,12 l12,-12 M9,15 l6,-6" />)}
      {pattern('sold', <path className="hb-site-plan__mark" d="M0,0 l12,12 M12,0 l-12,12" />)}
      {pattern('model', <circle className="hb-site-plan__dot" cx="6" cy="6" r="2.5" />)}
      {pattern('quick-move-in', <path className="hb-site-plan__mark" d="M0,3 h12 M0,9 h12" />)}
    </defs>
  );
}
