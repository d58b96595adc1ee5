import { useEffect, useState } from 'react';
import { emit } from '../platform/events';
import { usePageId } from '../mount/use-page-id';
import { useWidgetHost } from '../mount/widget-context';
import { COMPARE_LIMIT, type CompareKind, limitMessage } from './compare-items';
import { comparePage } from './compare-link';
import { comparisonUrl } from './compare-address';
import { trayOfThePage } from './tray-of-the-page';
import { useCompareStore, useCompareStoreApi } from './use-compare-store';
import { useText } from '../mount/use-text';
import { compareText } from './messages';
import './compare-toggle.css';

interface CompareToggleProps {
  kind: CompareKind;
  id: number;
  /** What is compared, for the button's name ("Compare Aspen") and the tray. */
  name: string;
  /** The item's page, for the tray's link (a plan's url; a home's follows from its id). */
  url?: string;
}

/**
 * "Compare" on a home or floorplan card or detail: adds the item to the visitor's comparison
 * (up to 3) or takes it out. A 4th is refused with a message that says why and what to do.
 * The first item chosen brings up the page's compare tray.
 */
export function CompareToggle({ kind, id, name, url }: CompareToggleProps) {
  const { element, page, lang = 'en' } = useWidgetHost();
  const t = useText(compareText);
  const store = useCompareStoreApi();
  // One comparable value a toggle (lists hold many): compared, and whether the tray has anything.
  const flags = useCompareStore(
    (s) =>
      (s.items.some((i) => i.kind === kind && i.id === id) ? 1 : 0) |
      (s.items.length ? 2 : 0) |
      (s.items.length >= COMPARE_LIMIT ? 4 : 0),
  );
  const compared = (flags & 1) !== 0;
  const full = (flags & 4) !== 0;
  const [refused, setRefused] = useState(false);
  const messageId = usePageId('hb-compare-limit');

  useEffect(() => {
    if (flags & 2) page.get(trayOfThePage).show(page, lang);
  }, [flags, page, lang]);
  // Once a place is free again (removed in the tray or elsewhere), the refusal no longer holds.
  useEffect(() => {
    if (!full) setRefused(false);
  }, [full]);

  const toggle = () => {
    if (compared) {
      store.getState().remove({ kind, id }, lang);
      emit(element, 'hb:compare-change', { kind, id, compared: false });
      return;
    }
    const outcome = store.getState().add({ kind, id, name, url }, lang);
    setRefused(outcome === 'limit');
    if (outcome === 'added') emit(element, 'hb:compare-change', { kind, id, compared: true });
  };

  return (
    <span className="hb-compare-toggle">
      <button
        type="button"
        className="hb-compare-toggle__button"
        aria-pressed={compared}
        aria-describedby={refused ? messageId : undefined}
        onClick={toggle}
      >
        <span className="hb-compare-toggle__box" aria-hidden="true" />
        {t('compare')}
        <span className="hb-visually-hidden"> {name}</span>
      </button>
      {refused ? (
        <span id={messageId} className="hb-compare-toggle__limit">
          {limitMessage(name, lang)}{' '}
          <a href={comparisonUrl(comparePage(), store.getState().items)}>{t('seeComparison')}</a>
        </span>
      ) : null}
    </span>
  );
}
