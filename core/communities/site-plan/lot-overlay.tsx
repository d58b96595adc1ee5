import type { KeyboardEvent } from 'react';
import type { Lot } from '../../api/schemas/lot';
import { ARROW_DIRECTIONS, centroid, neighbourLot } from './lot-neighbour';
import { LotPatterns, patternId } from './lot-patterns';
import { lotName } from './lot-words';
import { useLang, useText } from '../../mount/use-text';
import { sitePlanText } from './messages';

interface LotOverlayProps {
  lots: Lot[];
  /** The picture's own size: the SVG's viewBox, so it lies on the picture as `contain` lays it. */
  natural: { width: number; height: number };
  /** The one lot in the Tab order (roving tabindex). */
  activeId: number | undefined;
  chosenId: number | undefined;
  /** Page-unique prefix of the patterns' ids. */
  idPrefix: string;
  onMove(lot: Lot): void;
  onChoose(lot: Lot): void;
}

/**
 * The lots drawn over the site plan: each a control named for a listener ("Lot 12, available,
 * premium $5,000"), filled with its status's colour and pattern. One lot is in the Tab order;
 * the arrow keys move to the neighbouring lot that way, Home and End to the first and last,
 * Enter or Space opens its card.
 */
export function LotOverlay({ lots, natural, activeId, chosenId, idPrefix, onMove, onChoose }: LotOverlayProps) {
  const lang = useLang();
  const t = useText(sitePlanText);
  const onKeyDown = (event: KeyboardEvent<SVGGElement>, lot: Lot) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const direction = ARROW_DIRECTIONS[event.key];
    const next = direction
      ? neighbourLot(lots, lot.id, direction)
      : event.key === 'Home'
        ? lots[0]
        : event.key === 'End'
          ? lots[lots.length - 1]
          : undefined;
    if (event.key === 'Enter' || event.key === ' ') onChoose(lot);
    else if (next) onMove(next);
    else if (!direction) return;
    // An arrow at the edge does nothing, and does not pan the plan either.
    event.preventDefault();
    event.stopPropagation();
  };
  const { width, height } = natural;
  return (
    <svg
      className="hb-site-plan__lots"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      role="group"
      aria-label={t('lots')}
    >
      <LotPatterns prefix={idPrefix} scale={width / 1200} />
      {lots.map((lot) => (
        <g
          key={lot.id}
          data-lot-id={lot.id}
          className={`hb-site-plan__lot hb-site-plan__lot--${lot.status}`}
          role="button"
          // Lower case: preact writes an SVG element's attributes as named, and SVG's is `tabindex`.
          {...{ tabindex: lot.id === activeId ? 0 : -1 }}
          aria-label={lotName(lot, lang)}
          aria-current={lot.id === chosenId ? 'true' : undefined}
          onClick={() => onChoose(lot)}
          onKeyDown={(event) => onKeyDown(event, lot)}
          onFocus={() => lot.id === activeId || onMove(lot)}
        >
          <polygon
            points={lot.shape.map(([x, y]) => `${x * width},${y * height}`).join(' ')}
            fill={`url(#${patternId(idPrefix, lot.status)})`}
            vectorEffect="non-scaling-stroke"
          />
          {/* The lot's number over its pattern, haloed, so it reads on every status. */}
          <text
            className="hb-site-plan__lot-number"
            x={centroid(lot.shape).x * width}
            y={centroid(lot.shape).y * height}
            fontSize={width / 64}
            strokeWidth={width / 400}
            dy="0.35em"
            textAnchor="middle"
          >
            {lot.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
