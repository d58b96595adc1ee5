import { useMemo } from 'react';
import { filterFloorplans, floorplanFilterOptions, sortFloorplans } from '../../core/rules/floorplans';
import { FloorplanFilterBar, FLOORPLANS_PAGE_SIZE, useFloorplanView } from '../../core/floorplans';
import { getPlans } from '../../core/api/reads/plan';
import { ShowMoreList } from '../../core/ui';
import { NothingFound, ReadView } from '../../core/ui/read';
import { useRead } from '../../core/mount/read';
import type { Plan } from '../../core/api';
import { PlanListItem } from './plan-list-item';
import { useText } from '../../core/mount';
import { floorplansText } from './messages';
import './floorplans.css';

interface FloorplansProps {
  communityId?: number;
  onYourLot?: boolean;
}

/**
 * hb-floorplans: our floorplans with the filters of spec.md section 5, sorted by size by
 * default, each with the communities that offer it. With data-community-id="25" and
 * data-on-your-lot it is the "our home, your land" list.
 */
export function Floorplans({ communityId, onYourLot }: FloorplansProps) {
  const read = useRead(
    (signal) => getPlans({ signal, query: communityId ? { community_id: communityId } : undefined }),
    [communityId],
  );
  const [view, setView] = useFloorplanView();
  const t = useText(floorplansText);

  const plans = useMemo<Plan[]>(() => {
    if (read.status !== 'success') return [];
    // The community filter holds even if a server ignores the query.
    return communityId
      ? read.results.filter((p) => p.residences.some((r) => r.community_id === communityId))
      : read.results;
  }, [read, communityId]);
  const options = useMemo(() => floorplanFilterOptions(plans), [plans]);
  const filters = onYourLot ? { ...view.filters, onYourLot: true as const } : view.filters;
  const filterKey = JSON.stringify([filters, view.sort]);
  // Sorted once per order, then only filtered (a stable sort commutes with a filter): a filter
  // change over 2,000 plans costs one pass, not a sort.
  const sorted = useMemo(() => sortFloorplans(plans, view.sort), [plans, view.sort]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey (the filters as JSON) stands for filters, an object made anew each render
  const shown = useMemo(() => filterFloorplans(sorted, filters), [sorted, filterKey]);

  return (
    <ReadView
      read={read}
      loading={t('loading')}
      className="hb-floorplans"
      minHeight="40rem"
      isEmpty={() => plans.length === 0}
      empty={<NothingFound>{t('none')}</NothingFound>}
    >
      {() => (
        <>
          <FloorplanFilterBar
            view={{ ...view, filters }}
            options={options}
            onChange={(change) =>
              setView((current) => {
                const next = change(current);
                // The fixed on-your-lot filter is the page's, not the visitor's: it stays out of the address.
                return onYourLot ? { ...next, filters: { ...next.filters, onYourLot: 'all' } } : next;
              })
            }
            showOnYourLot={!onYourLot}
          />
          <ShowMoreList
            items={shown}
            itemKey={(p) => p.id}
            renderItem={(p, i) => <PlanListItem plan={p} priority={i === 0} />}
            pageSize={FLOORPLANS_PAGE_SIZE}
            noun={[t('one'), t('many')]}
            resetKey={filterKey}
            empty={<NothingFound>{t('noMatch')}</NothingFound>}
          />
        </>
      )}
    </ReadView>
  );
}
