import { COMPARE_LIMIT } from '../../core/compare';
import { useText } from '../../core/mount';
import { FIGURE_ROWS } from './compare-columns';
import { useFigureLabels } from './compare-table';
import { comparePageText } from './messages';

/**
 * Nothing chosen yet: the comparison drawn empty, its rows named and its three places numbered, so
 * a buyer sees what Compare will set side by side; it fills the box widgets.css holds for the
 * widget. Hidden from assistive technology: the note above it says the same in words.
 */
export function EmptyComparison() {
  const t = useText(comparePageText);
  const labels = useFigureLabels();
  const rows = [...FIGURE_ROWS.map((key) => labels[key]), t('floorPlans'), t('sheet')];
  return (
    <div className="hb-compare__slots" aria-hidden="true">
      <span className="hb-compare__slot-rows">
        {rows.map((row) => (
          <span key={row} className="hb-compare__slot-row">
            {row}
          </span>
        ))}
      </span>
      {Array.from({ length: COMPARE_LIMIT }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the places are numbered, not items
        <span key={i} className="hb-compare__slot">
          {i + 1}
        </span>
      ))}
    </div>
  );
}
