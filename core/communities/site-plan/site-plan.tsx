import { useLayoutEffect, useRef, useState } from 'react';
import { getLots } from '../../api/reads/lot';
import { LOT_STATUSES, type Lot } from '../../api/schemas/lot';
import type { Residence } from '../../api/schemas/residence';
import { usePageId } from '../../mount/use-page-id';
import { useRead } from '../../mount/read/use-read';
import { LotCard } from './lot-card';
import { centroid } from './lot-neighbour';
import { LotOverlay } from './lot-overlay';
import { LotPatterns, patternId } from './lot-patterns';
import { LotPopover } from './lot-popover';
import { availableCountText, lotStatusWords } from './lot-words';
import { useLang, useText } from '../../mount/use-text';
import { sitePlanText } from './messages';
import { SitePlanViewer } from './site-plan-viewer';
import './site-plan.css';

interface SitePlanProps {
  communityId: number;
  communityName: string;
  /** The site plan picture (already through apiUrl). */
  src: string;
  residences: Residence[];
}

/**
 * A community's site plan with its live lots (issue 34): the zoomable picture, every lot drawn
 * over it by status (colour and pattern, with a legend), the "Available only" filter and its
 * announced count, and a chosen lot's card over the plan beside the lot (a sheet on a phone).
 * Where the lots do not come (a CMS without /api/lot, a failure, an answer out of shape) the
 * picture stays as it always was.
 */
export function SitePlan({ communityId, communityName, src, residences }: SitePlanProps) {
  const root = useRef<HTMLDivElement>(null);
  const lang = useLang();
  const t = useText(sitePlanText);
  const read = useRead((signal) => getLots(communityId, { signal }), [communityId]);
  const [onlyAvailable, setOnlyAvailable] = useState(false);
  const [activeId, setActiveId] = useState<number>();
  const [chosenId, setChosenId] = useState<number>();
  const [revealAt, setRevealAt] = useState<{ x: number; y: number }>();
  const focusLot = useRef<number>(undefined);
  const returnTo = useRef<number>(undefined);
  const prefix = usePageId('hb-site-plan-fill');
  const legendPrefix = usePageId('hb-site-plan-key');
  const countId = usePageId('hb-site-plan-count');

  const all: Lot[] = read.status === 'success' ? read.results : [];
  const lots = onlyAvailable ? all.filter((l) => l.status === 'available') : all;
  const available = all.filter((l) => l.status === 'available').length;
  const active = lots.find((l) => l.id === activeId) ?? lots[0];
  const chosen = all.find((l) => l.id === chosenId);

  // A lot reached with the keys takes focus once it is drawn as the one in the Tab order: in the
  // same commit (a layout effect), so the next press of a held arrow key comes from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the lot in the Tab order changes; the lot to focus is in a ref
  useLayoutEffect(() => {
    if (focusLot.current === undefined) return;
    const el = root.current?.querySelector<SVGGElement>(`[data-lot-id="${focusLot.current}"]`);
    focusLot.current = undefined;
    el?.focus({ preventScroll: true });
  }, [activeId]);
  // Focus back to the lot a card was opened from, once the card is gone (the page behind it was inert).
  useLayoutEffect(() => {
    if (chosenId !== undefined || returnTo.current === undefined) return;
    root.current?.querySelector<SVGGElement>(`[data-lot-id="${returnTo.current}"]`)?.focus({ preventScroll: true });
    returnTo.current = undefined;
  }, [chosenId]);

  const move = (lot: Lot) => {
    if (lot.id === active?.id && document.activeElement?.getAttribute('data-lot-id') === String(lot.id)) return;
    focusLot.current = lot.id;
    setActiveId(lot.id);
    setRevealAt(centroid(lot.shape));
  };
  const choose = (lot: Lot) => {
    setActiveId(lot.id);
    setChosenId(lot.id);
  };
  const closeCard = () => {
    returnTo.current = chosenId;
    if (chosenId !== undefined) setActiveId(chosenId);
    setChosenId(undefined);
  };
  const withLots = read.status !== 'failure';

  return (
    <div ref={root} className="hb-site-plan">
      <div className="hb-site-plan__main">
        <SitePlanViewer
          src={src}
          alt={t('sitePlanAlt', { name: communityName })}
          reveal={revealAt}
          overlay={
            all.length
              ? (natural) => (
                  <LotOverlay
                    lots={lots}
                    natural={natural}
                    activeId={active?.id}
                    chosenId={chosenId}
                    idPrefix={prefix}
                    onMove={move}
                    onChoose={choose}
                  />
                )
              : undefined
          }
        />
        {withLots ? (
          <div className="hb-site-plan__lot-tools">
            <label className="hb-site-plan__filter">
              <input
                type="checkbox"
                checked={onlyAvailable}
                disabled={!all.length}
                aria-describedby={countId}
                onChange={(event) => setOnlyAvailable(event.currentTarget.checked)}
              />
              {t('availableOnly')}
            </label>
            <p id={countId} className="hb-site-plan__count" role="status">
              {read.status === 'loading'
                ? t('loadingLots')
                : availableCountText(available, all.length, onlyAvailable, lang)}
            </p>
            <ul className="hb-site-plan__legend" aria-label={t('keyToLots')}>
              {LOT_STATUSES.map((status) => (
                <li key={status}>
                  <svg className="hb-site-plan__swatch" viewBox="0 0 24 24" aria-hidden="true">
                    <LotPatterns prefix={legendPrefix} scale={1} only={status} />
                    <rect x="1" y="1" width="22" height="22" fill={`url(#${patternId(legendPrefix, status)})`} />
                  </svg>
                  {lotStatusWords(lang)[status].label}
                </li>
              ))}
            </ul>
            <p className="hb-site-plan__hint">{t('lotsHint')}</p>
          </div>
        ) : null}
      </div>
      {chosen ? (
        <LotPopover
          key={chosen.id}
          plan={root}
          lotId={chosen.id}
          title={t('lotName', { label: chosen.label })}
          onClose={closeCard}
        >
          <LotCard lot={chosen} communityId={communityId} residences={residences} level={3} />
        </LotPopover>
      ) : null}
    </div>
  );
}
