import { useMemo } from 'react';
import { filterFloorplans, floorplanFilterOptions, sortFloorplans } from '../../core/rules/floorplans';
import { CompareToggle } from '../../core/compare';
import { FloorplanCard, FloorplanFilterBar, FLOORPLANS_PAGE_SIZE, useFloorplanView } from '../../core/floorplans';
import { ShowMoreList } from '../../core/ui';
import { NothingFound, ReadView } from '../../core/ui/read';
import { useRead } from '../../core/mount/read';
import type { Residence } from '../../core/api';
import { loadCommunityFloorplans } from './load-community-floorplans';
import { PricingSheetForm } from './pricing-sheet-form';
import { useText } from '../../core/mount';
import { communityFloorplansText } from './messages';
import './community-floorplans.css';

const NONE: Residence[] = [];

/**
 * hb-community-floorplans: the floorplans a community offers, with its prices, the filters of
 * spec.md section 5 and the printable pricing sheet of what is shown.
 */
export function CommunityFloorplans({ communityId }: { communityId: number }) {
  const read = useRead((signal) => loadCommunityFloorplans(communityId, signal), [communityId]);
  const [view, setView] = useFloorplanView();
  const t = useText(communityFloorplansText);
  const residences = read.status === 'success' ? read.result.residences : NONE;
  const options = useMemo(() => floorplanFilterOptions(residences), [residences]);
  const filterKey = JSON.stringify(view);
  // Sorted once per order, then only filtered (a stable sort commutes with a filter).
  const sorted = useMemo(() => sortFloorplans(residences, view.sort), [residences, view.sort]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey (the view as JSON) stands for the filters: an equal view made anew does not filter again
  const shown = useMemo(() => filterFloorplans(sorted, view.filters), [sorted, filterKey]);
  const lotChoice = useMemo(() => new Set(residences.map((r) => r.is_on_your_lot)).size > 1, [residences]);

  return (
    <ReadView read={read} loading={t('loading')} className="hb-community-floorplans" minHeight="40rem">
      {({ result: { community } }) => (
        <>
          <div className="hb-community-floorplans__head">
            <h2 className="hb-community-floorplans__title">{t('title', { community: community.name })}</h2>
            <PricingSheetForm community={community} residences={shown} />
          </div>
          {residences.length ? (
            <>
              <FloorplanFilterBar view={view} options={options} onChange={setView} showOnYourLot={lotChoice} />
              <ShowMoreList
                items={shown}
                itemKey={(r) => r.id}
                renderItem={(r, i) => (
                  <FloorplanCard
                    plan={r}
                    favoriteType="residence"
                    priority={i === 0}
                    // The plan goes into the comparison, as on the main list (hb-floorplans): the
                    // compare page sets plans side by side, whichever community they were seen in.
                    actions={<CompareToggle kind="plan" id={r.plan.id} name={r.name} url={r.plan.url} />}
                  />
                )}
                pageSize={FLOORPLANS_PAGE_SIZE}
                noun={[t('one'), t('many')]}
                resetKey={filterKey}
                empty={<NothingFound>{t('noMatch')}</NothingFound>}
              />
            </>
          ) : (
            <NothingFound>{t('none', { community: community.name })}</NothingFound>
          )}
        </>
      )}
    </ReadView>
  );
}
