import { memo, useMemo, useRef } from 'react';
import { formatDollars } from '../rules/plan-figures';
import { formatNumber } from '../platform/en-us';
import type { FloorplanView } from '../rules/floorplans/filter-query';
import type { FloorplanFilterOptions } from '../rules/floorplans/filter-options';
import { type FilterChoice, type FloorplanFilters, NO_FILTERS } from '../rules/floorplans/filters';
import { DEFAULT_FLOORPLAN_SORT, type FloorplanSort } from '../rules/floorplans/sort';
import './floorplan-filter-bar.css';
import { usePageId } from '../mount/use-page-id';
import { useText } from '../mount/use-text';
import { listingText } from '../listings/messages';
import { filterText } from './filter-messages';

interface FilterBarProps {
  view: FloorplanView;
  options: FloorplanFilterOptions;
  /** Given the change as a function of the current view, so quick changes never undo each other. */
  onChange(change: (current: FloorplanView) => FloorplanView): void;
  /** The own-land page fixes on-your-lot, so it offers no choice. */
  showOnYourLot: boolean;
  /** The group's name: what is filtered (the move-in-ready list says homes). */
  label?: string;
}

type Choice = [value: string, label: string];

/** Memoised: a filter change re-renders the one select that changed, not every select's options. */
const Select = memo(function Select({
  label,
  value,
  choices,
  onChange,
  wide,
}: {
  label: string;
  value: string;
  choices: Choice[];
  onChange(value: string): void;
  wide?: boolean;
}) {
  const id = usePageId();
  // A shared link may carry a value this list does not offer: show it rather than lie.
  const all = choices.some(([v]) => v === value) ? choices : [...choices, [value, value] as Choice];
  return (
    <div className={`hb-fp-filters__field${wide ? ' hb-fp-filters__field--wide' : ''}`}>
      <label className="hb-fp-filters__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="hb-fp-filters__select" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {all.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
});

const numberValue = (choice: FilterChoice<number>) => String(choice);
const numberChoice = (value: string): FilterChoice<number> => (value === 'all' ? 'all' : Number(value));
const lotValue = (choice: FilterChoice<boolean>) => (choice === 'all' ? 'all' : choice ? 'yes' : 'no');

/** The options of each select in the widget's words, built once per list (not at every filter change). */
const filterChoices = (options: FloorplanFilterOptions, t: (key: 'all' | 'yes' | 'no') => string) => {
  const ALL: Choice = ['all', t('all')];
  return {
    lot: [ALL, ['yes', t('yes')], ['no', t('no')]] as Choice[],
    beds: [ALL, ...options.beds.map((n): Choice => [String(n), String(n)])],
    baths: [ALL, ...options.baths.map((n): Choice => [String(n), String(n)])],
    sqft: [ALL, ...options.sqft.map((n): Choice => [String(n), `${formatNumber(n)}+`])],
    prices: [ALL, ...options.prices.map((p): Choice => [String(p), formatDollars(p)])],
  };
};

/** The floorplan filters of spec.md section 5 and the sort, as labelled native selects. */
export function FloorplanFilterBar({ view, options, onChange, showOnYourLot, label }: FilterBarProps) {
  const t = useText(filterText);
  const figures = useText(listingText);
  const { filters } = view;
  // The selects' handlers stay the same from render to render (so the memoised selects can skip
  // one), and call whatever onChange the bar was given last.
  const latest = useRef(onChange);
  latest.current = onChange;
  const handlers = useMemo(() => {
    const set = (change: Partial<FloorplanFilters>) =>
      latest.current((v) => ({ ...v, filters: { ...v.filters, ...change } }));
    return {
      beds: (v: string) => set({ beds: numberChoice(v) }),
      baths: (v: string) => set({ baths: numberChoice(v) }),
      sqft: (v: string) => set({ sqft: numberChoice(v) }),
      minPrice: (v: string) => set({ minPrice: numberChoice(v) }),
      maxPrice: (v: string) => set({ maxPrice: numberChoice(v) }),
      onYourLot: (v: string) => set({ onYourLot: v === 'all' ? 'all' : v === 'yes' }),
      sort: (v: string) => latest.current((current) => ({ ...current, sort: v as FloorplanSort })),
    };
  }, []);
  const sortLabel = t('sortBy');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the words change with the language, which sortBy's stands for
  const choices = useMemo(() => filterChoices(options, t), [options, sortLabel]);
  // The sorts of core/rules/floorplans/sort.ts, in its order.
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  const sorts = useMemo(
    (): Choice[] => [
      ['sqft_low', t('sortSize')],
      ['price', t('sortPrice')],
      ['bed_low', t('sortBeds')],
    ],
    [sortLabel],
  );
  const compared = showOnYourLot ? filters : { ...filters, onYourLot: 'all' };
  const chosen = JSON.stringify(compared) !== JSON.stringify(NO_FILTERS) || view.sort !== DEFAULT_FLOORPLAN_SORT;

  return (
    <div className="hb-fp-filters" role="group" aria-label={label ?? t('filterFloorplans')}>
      <Select
        label={figures('bedrooms')}
        value={numberValue(filters.beds)}
        choices={choices.beds}
        onChange={handlers.beds}
      />
      <Select
        label={figures('bathrooms')}
        value={numberValue(filters.baths)}
        choices={choices.baths}
        onChange={handlers.baths}
      />
      <Select
        label={figures('squareFeet')}
        value={numberValue(filters.sqft)}
        choices={choices.sqft}
        onChange={handlers.sqft}
      />
      <Select
        label={t('minPrice')}
        value={numberValue(filters.minPrice)}
        choices={choices.prices}
        onChange={handlers.minPrice}
      />
      <Select
        label={t('maxPrice')}
        value={numberValue(filters.maxPrice)}
        choices={choices.prices}
        onChange={handlers.maxPrice}
      />
      {showOnYourLot ? (
        <Select
          label={t('onYourLot')}
          value={lotValue(filters.onYourLot)}
          choices={choices.lot}
          onChange={handlers.onYourLot}
        />
      ) : null}
      <Select label={sortLabel} wide value={view.sort} choices={sorts} onChange={handlers.sort} />
      <div className="hb-fp-filters__field hb-fp-filters__field--reset">
        {/* aria-disabled, not disabled: a pressed button that disabled itself would drop focus to
            <body>; this one keeps it and is announced as unavailable once there is nothing to clear. */}
        <button
          type="button"
          className="hb-button hb-button--secondary"
          aria-disabled={!chosen || undefined}
          onClick={() => chosen && onChange(() => ({ filters: { ...NO_FILTERS }, sort: DEFAULT_FLOORPLAN_SORT }))}
        >
          {t('clearFilters')}
        </button>
      </div>
    </div>
  );
}
