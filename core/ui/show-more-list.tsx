import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useText } from '../mount/use-text';
import { formatNumber } from '../platform/en-us';
import { showMoreText } from './show-more';
import './show-more-list.css';

/** 2000 reads as 2,000. */
const count = (n: number) => formatNumber(n);

interface ShowMoreListProps<T> {
  items: readonly T[];
  itemKey(item: T): string | number;
  /** `index`: the item's place in the list (the first card's picture loads first). */
  renderItem(item: T, index: number): ReactNode;
  /** Shown at first and added by each "Show more". */
  pageSize: number;
  /** "floorplan" / "floorplans" (in the widget's language): for the count and the button. */
  noun: [one: string, many: string];
  /** When it changes (new filters), the list starts again from its first page. */
  resetKey: string;
  /** What to say when nothing matches. */
  empty: ReactNode;
}

/**
 * Cards rendered at once at first (before the list's row is known), and at most after a filter
 * change; the rest of the page follows after that paint.
 */
export const FIRST_BATCH = 4;

/**
 * How many of the page to render in the frame after a change: up to a row of new cards, and
 * every card already on screen before the next new one (those stay as they are: a filter that
 * keeps the first cards does not take them down to put them back a frame later).
 */
function firstBatch<T>(
  shown: readonly T[],
  itemKey: (item: T) => string | number,
  mounted: ReadonlySet<string | number>,
  newCards: number,
): number {
  let added = 0;
  for (let index = 0; index < shown.length; index++)
    if (!mounted.has(itemKey(shown[index])) && ++added > newCards) return index;
  return shown.length;
}

/** Cards in the list's first row as laid out (1 on a phone, 3 at 1280 px), at most FIRST_BATCH. */
function firstRow(list: HTMLUListElement): number {
  const items = list.children;
  if (!items.length) return FIRST_BATCH;
  const top = (items[0] as HTMLElement).offsetTop;
  let inRow = 1;
  while (inRow < items.length && inRow < FIRST_BATCH && (items[inRow] as HTMLElement).offsetTop === top) inRow++;
  return inRow;
}

/**
 * A long list shown a page at a time, so a filter change renders a page of cards, not
 * thousands. At first and after a change the first row comes in the very next frame and the
 * rest of the page right after it paints (the visitor sees the answer at once; the main thread
 * is never held up for a whole page). The count is announced politely; "Show more" moves focus
 * to the first new item.
 */
export function ShowMoreList<T>({ items, itemKey, renderItem, pageSize, noun, resetKey, empty }: ShowMoreListProps<T>) {
  const [visible, setVisible] = useState(pageSize);
  const [batch, setBatch] = useState(FIRST_BATCH);
  const [lastReset, setLastReset] = useState(resetKey);
  const focusFrom = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // The keys on screen after the last render: a card still shown after a change costs nothing to keep.
  const mounted = useRef<ReadonlySet<string | number>>(new Set());
  // The first row's cards, read once a whole page is on screen (its layout is done by then).
  const perRow = useRef(FIRST_BATCH);

  // Reset during render (not in an effect): the first paint after a filter change is already right.
  let shownCount = visible;
  let batchCount = batch;
  const reset = lastReset !== resetKey;
  if (reset) shownCount = pageSize;
  const shown = items.slice(0, shownCount);
  if (reset) {
    batchCount = firstBatch(shown, itemKey, mounted.current, perRow.current);
    setLastReset(resetKey);
    setVisible(pageSize);
    setBatch(batchCount);
  }
  const rendered = shown.slice(0, batchCount);
  mounted.current = new Set(rendered.map(itemKey));

  // The rest of the page after the first row has painted: a frame, then a task.
  useEffect(() => {
    if (batch >= shownCount) {
      if (list.current) perRow.current = firstRow(list.current);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setBatch(Number.POSITIVE_INFINITY), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [batch, shownCount]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when more items show, to focus the first new one
  useEffect(() => {
    if (focusFrom.current === null) return;
    const item = list.current?.children[focusFrom.current] as HTMLElement | undefined;
    focusFrom.current = null;
    (item?.querySelector<HTMLElement>('a, button') ?? item)?.focus();
  }, [visible]);

  const t = useText(showMoreText);
  const word = (n: number) => (n === 1 ? noun[0] : noun[1]);
  const more = Math.min(pageSize, items.length - shown.length);
  return (
    <div className="hb-show-more">
      <p className="hb-show-more__count" role="status">
        {items.length === 0
          ? ''
          : shown.length < items.length
            ? t('showing', { shown: count(shown.length), total: count(items.length), noun: word(items.length) })
            : `${count(items.length)} ${word(items.length)}`}
      </p>
      {items.length === 0 ? (
        empty
      ) : (
        <ul className="hb-show-more__list" ref={list}>
          {rendered.map((item, i) => (
            <li key={itemKey(item)} className="hb-show-more__item">
              {renderItem(item, i)}
            </li>
          ))}
        </ul>
      )}
      {shown.length < items.length ? (
        <button
          type="button"
          className="hb-button hb-button--secondary hb-show-more__button"
          onClick={() => {
            focusFrom.current = shown.length;
            setVisible(shown.length + pageSize);
          }}
        >
          {t('showMore', { count: more, noun: word(more) })}
        </button>
      ) : null}
    </div>
  );
}
