import { useEffect, useRef, useState } from 'react';
import { type ItemResult, mapItem } from '../../core/api';
import { getHome } from '../../core/api/reads/home';
import { getPlan } from '../../core/api/reads/plan';
import { COMPARE_LIMIT, type CompareItem, itemKey, useCompareStore, useCompareStoreApi } from '../../core/compare';
import { usePageId } from '../../core/mount';
import { useReads } from '../../core/mount/read';
import { ESTIMATE_ASSUMPTIONS } from '../../core/rules/mortgage';
import { NothingFound } from '../../core/ui/read';
import { addressNotice, comparisonInAddress, writeComparisonToAddress } from './address';
import { type CompareColumn, homeColumn, planColumn } from './compare-columns';
import { type ColumnState, CompareTable } from './compare-table';
import { CompareActions } from './compare-actions';
import { usePrintAlone } from './print-alone';
import './compare.css';

/** Where a visitor finds things to compare (spec.md section 2's routes). */
const BROWSE = (
  <p className="hb-compare__browse">
    <a href="/move-in-ready">Browse move-in-ready homes</a>
    <a href="/our-floorplans">Browse our floorplans</a>
  </p>
);

/** One read a column: a home from /api/home/{id}, a plan from /api/plan/{id}, each checked by its struct. */
async function readColumn(key: string, signal: AbortSignal): Promise<ItemResult<CompareColumn>> {
  const [kind, id] = key.split('-');
  return kind === 'home'
    ? mapItem(await getHome(Number(id), { signal }), homeColumn)
    : mapItem(await getPlan(Number(id), { signal }), planColumn);
}

/**
 * hb-compare: up to 3 homes or plans side by side. The address holds the ids (shareable: another
 * device shows the same columns); without ids in it, the visitor's own choice shows and is written
 * into it. Removing a column updates the address and the tray's choice alike.
 */
export function Compare() {
  const store = useCompareStoreApi();
  // The address is read once, as the page opens: a shared comparison replaces the visitor's own.
  const [notice] = useState(() => {
    const fromAddress = comparisonInAddress();
    if (!fromAddress) return undefined;
    const known = store.getState().items;
    store.getState().replace(fromAddress.items.map((item) => known.find((k) => itemKey(k) === itemKey(item)) ?? item));
    return addressNotice(fromAddress, COMPARE_LIMIT);
  });
  const items = useCompareStore((s) => s.items);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const headingId = usePageId('hb-compare-title');
  const heading = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLElement>(null);
  usePrintAlone(root);

  useEffect(() => writeComparisonToAddress(items), [items]);

  const reads = useReads(items.map(itemKey), readColumn);
  const columns: ColumnState[] = items.map((item) => {
    const read = reads.get(itemKey(item));
    return read?.status === 'success'
      ? { item, column: read.result }
      : { item, message: read?.status === 'failure' ? read.message : undefined };
  });
  // Names read from the API go to the tray (an item from a shared address arrives without one).
  useEffect(() => {
    for (const { item, column } of columns)
      if (column && item.name !== column.name) store.getState().name(item, column.name);
  });

  const remove = (item: CompareItem) => {
    store.getState().remove(item);
    heading.current?.focus();
  };

  return (
    <section ref={root} className="hb-compare" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="hb-compare__title">
        Compare homes and plans
      </h2>
      {notice ? (
        <p className="hb-compare__notice" role="alert">
          {notice}
        </p>
      ) : null}
      {items.length ? (
        <>
          <CompareActions
            count={items.length}
            onlyDifferences={onlyDifferences}
            onOnlyDifferences={setOnlyDifferences}
          />
          <CompareTable columns={columns} onlyDifferences={onlyDifferences && items.length > 1} onRemove={remove} />
          <p className="hb-compare__footnote">
            {ESTIMATE_ASSUMPTIONS} Your payment will differ: ask our lending partners for a quote.
          </p>
        </>
      ) : (
        <div className="hb-compare__empty">
          <NothingFound replacesWidget action={BROWSE}>
            {`Nothing to compare yet. Choose Compare on up to ${COMPARE_LIMIT} homes or floorplans to see them side by side here.`}
          </NothingFound>
          {/* The columns to come, drawn empty: the page keeps the comparison's shape (and its box). */}
          <div className="hb-compare__slots" aria-hidden="true">
            {Array.from({ length: COMPARE_LIMIT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the slots are numbered places, not items
              <div key={i} className="hb-compare__slot">
                {i + 1}
              </div>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
