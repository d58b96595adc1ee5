import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { getLots } from '../../api/reads/lot';
import { LOT_STATUSES, type Lot } from '../../api/schemas/lot';
import type { Residence } from '../../api/schemas/residence';
import { usePageId } from '../../mount/use-page-id';
import { useRead } from '../../mount/read/use-read';
import { Modal } from '../../ui/modal';
import { LotCard } from './lot-card';
import { centroid } from './lot-neighbour';
import { LotOverlay } from './lot-overlay';
import { LotPatterns, patternId } from './lot-patterns';
import { availableCountText, lotStatusWords } from './lot-words';
import { useLang, useText } from '../../mount/use-text';
import { sitePlanText } from './messages';
import { SitePlanViewer } from './site-plan-viewer';
import './site-plan.css';

/** From this width of its own box the card sits beside the map; narrower, it opens as a dialog. */
const CARD_BESIDE_PX = 720;

interface SitePlanProps {
  communityId: number;
  communityName: string;
  /** The site plan picture (already through apiUrl). */
  src: string;
  residences: Residence[];
}

/** Whether the element is wide enough for the card beside the map, measured before the first paint. */
function useWide(ref: { current: HTMLElement | null }): boolean {
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setWide(el.clientWidth >= CARD_BESIDE_PX);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return wide;
}

/**
 * A community's site plan with its live lots (issue 34): the zoomable picture, every lot drawn
 * over it by status (colour and pattern, with a legend), the "Available only" filter and its
 * announced count, and a chosen lot's card beside the map (a dialog where the box is narrow).
 * Where the lots do not come (a CMS without /api/lot, a failure, an answer out of shape) the
 * picture stays as it always was.
 */
export function SitePlan({ communityId, communityName, src, residences }: SitePlanProps) {
  const root = useRef<HTMLDivElement>(null);
  const lang = useLang();
  const t = useText(sitePlanText);
  const wide = useWide(root);
  const read = useRead((signal) => getLots(communityId, { signal }), [communityId]);
  const [onlyAvailable, setOnlyAvailable] = useState(false);
  const [activeId, setActiveId] = useState<number>();
  const [chosenId, setChosenId] = useState<number>();
  const [revealAt, setRevealAt] = useState<{ x: number; y: number }>();
  const focusLot = useRef<number>(undefined);
  const cardHeading = useRef<HTMLHeadingElement>(null);
  const prefix = usePageId('hb-site-plan-fill');
  const legendPrefix = usePageId('hb-site-plan-key');
  const countId = usePageId('hb-site-plan-count');
  const cardTitleId = usePageId('hb-site-plan-card');

  const all: Lot[] = read.status === 'success' ? read.results : [];
  const lots = onlyAvailable ? all.filter((l) => l.status === 'available') : all;
  const available = all.filter((l) => l.status === 'available').length;
  const active = lots.find((l) => l.id === activeId) ?? lots[0];
  const chosen = all.find((l) => l.id === chosenId);

  // A lot reached with the keys takes focus once it is drawn as the one in the Tab order.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the lot in the Tab order changes; the lot to focus is in a ref
  useEffect(() => {
    if (focusLot.current === undefined) return;
    const el = root.current?.querySelector<SVGGElement>(`[data-lot-id="${focusLot.current}"]`);
    focusLot.current = undefined;
    el?.focus({ preventScroll: true });
  }, [activeId]);
  // The card beside the map takes focus as it opens, so the keyboard goes on into it.
  useEffect(() => {
    if (chosenId !== undefined && wide) cardHeading.current?.focus();
  }, [chosenId, wide]);

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
    const lot = chosenId;
    setChosenId(undefined);
    if (wide && lot !== undefined) {
      focusLot.current = lot;
      setActiveId(lot);
      root.current?.querySelector<SVGGElement>(`[data-lot-id="${lot}"]`)?.focus({ preventScroll: true });
    }
  };
  const withLots = read.status !== 'failure';
  const card = chosen ? (
    <LotCard lot={chosen} communityId={communityId} residences={residences} level={wide ? 4 : 3} />
  ) : null;

  return (
    <div ref={root} className={`hb-site-plan${wide && withLots ? ' hb-site-plan--wide' : ''}`}>
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
      {wide && withLots ? (
        <section
          className="hb-site-plan__card"
          aria-labelledby={cardTitleId}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && chosen && !event.defaultPrevented) {
              event.preventDefault();
              closeCard();
            }
          }}
        >
          <div className="hb-site-plan__card-header">
            <h3 id={cardTitleId} ref={cardHeading} tabIndex={-1} className="hb-site-plan__card-title">
              {chosen ? t('lotName', { label: chosen.label }) : t('chooseLot')}
            </h3>
            {chosen ? (
              <button type="button" className="hb-site-plan__card-close" aria-label={t('closeLot')} onClick={closeCard}>
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </div>
          {card ?? <p className="hb-site-plan__card-empty">{t('chooseLotHint')}</p>}
        </section>
      ) : (
        <Modal open={!!chosen} onClose={closeCard} title={chosen ? t('lotName', { label: chosen.label }) : t('lot')}>
          {card}
        </Modal>
      )}
    </div>
  );
}
