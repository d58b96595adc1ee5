import { useEffect, useRef, useState } from 'react';
import { type ItemResult, mapItem } from '../../core/api';
import { getHome } from '../../core/api/reads/home';
import { getPlan } from '../../core/api/reads/plan';
import { COMPARE_LIMIT, type CompareItem, itemKey, useCompareStore, useCompareStoreApi } from '../../core/compare';
import { usePageId, useText } from '../../core/mount';
import { comparePageText } from './messages';
import { useReads } from '../../core/mount/read';
import { DEFAULT_DOWN_PAYMENT_PERCENT, DEFAULT_RATE_PERCENT, DEFAULT_TERM_YEARS } from '../../core/rules/mortgage';
import { INSURANCE_YEARLY_RATE, PMI_YEARLY_RATE, PROPERTY_TAX_YEARLY_RATE } from '../../core/rules/mortgage';
import { useListingText } from '../../core/listings';
import type { Home, Plan } from '../../core/api';
import { NothingFound } from '../../core/ui/read';
import { addressNotice, comparisonInAddress, writeComparisonToAddress } from './address';
import { homeColumn, planColumn } from './compare-columns';
import { type ColumnState, CompareTable } from './compare-table';
import { CompareActions } from './compare-actions';
import { EmptyComparison } from './empty-comparison';
import { usePrintAlone } from './print-alone';
import './compare.css';

/** A yearly rate as the estimate's assumptions write it: 0.00625 → "0.625%". */
const percent = (fraction: number) => `${Math.round(fraction * 100_000) / 1000}%`;

type Read = { home: Home } | { plan: Plan };

/** One read a column: a home from /api/home/{id}, a plan from /api/plan/{id}, each checked by its struct. */
async function readColumn(key: string, signal: AbortSignal): Promise<ItemResult<Read>> {
  const [kind, id] = key.split('-');
  return kind === 'home'
    ? mapItem(await getHome(Number(id), { signal }), (home) => ({ home }))
    : mapItem(await getPlan(Number(id), { signal }), (plan) => ({ plan }));
}

/**
 * hb-compare: up to 3 homes or plans side by side. The address holds the ids (shareable: another
 * device shows the same columns); without ids in it, the visitor's own choice shows and is written
 * into it. Removing a column updates the address and the tray's choice alike.
 */
export function Compare() {
  const store = useCompareStoreApi();
  const t = useText(comparePageText);
  const words = { t, listing: useListingText() };
  // The address is read once, as the page opens: a shared comparison replaces the visitor's own.
  const [notice] = useState(() => {
    const fromAddress = comparisonInAddress();
    if (!fromAddress) return undefined;
    const known = store.getState().items;
    store.getState().replace(fromAddress.items.map((item) => known.find((k) => itemKey(k) === itemKey(item)) ?? item));
    return addressNotice(fromAddress, COMPARE_LIMIT, t);
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
      ? {
          item,
          column: 'home' in read.result ? homeColumn(read.result.home, words) : planColumn(read.result.plan, words),
        }
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
        {t('title')}
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
            {t('assumptions', {
              down: DEFAULT_DOWN_PAYMENT_PERCENT,
              years: DEFAULT_TERM_YEARS,
              rate: DEFAULT_RATE_PERCENT,
              tax: percent(PROPERTY_TAX_YEARLY_RATE),
              insurance: percent(INSURANCE_YEARLY_RATE),
              pmi: percent(PMI_YEARLY_RATE),
            })}{' '}
            {t('footnote')}
          </p>
        </>
      ) : (
        <div className="hb-compare__empty">
          <NothingFound
            replacesWidget
            action={
              // Where a visitor finds things to compare (spec.md section 2's routes).
              <p className="hb-compare__browse">
                <a href="/move-in-ready">{t('browseHomes')}</a>
                <a href="/our-floorplans">{t('browsePlans')}</a>
              </p>
            }
          >
            {t('nothing', { limit: COMPARE_LIMIT })}
          </NothingFound>
          <EmptyComparison />
        </div>
      )}
    </section>
  );
}
