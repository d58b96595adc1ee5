import { useMemo } from 'react';
import { filterAndSortHomes, homeFilterOptions } from '../../core/rules/floorplans';
import { FloorplanFilterBar, FLOORPLANS_PAGE_SIZE, useFloorplanView } from '../../core/floorplans';
import type { Home } from '../../core/api';
import { getHomes } from '../../core/api/reads/home';
import { CompareToggle } from '../../core/compare';
import { HomeCard } from '../../core/homes';
import { ShowMoreList } from '../../core/ui';
import { NothingFound, ReadView } from '../../core/ui/read';
import { useRead } from '../../core/mount/read';
import { usePhrase, useText, useWidgetHost } from '../../core/mount';
import { specPhrases } from '../../core/i18n';
import { homesText } from './messages';
import { addressPrefix } from '../../core/browser/address';

interface HomesProps {
  communityId?: number;
  listKey?: string;
}

/** spec.md section 8: the one message for no homes, whether the read failed or nothing matches. */
const NO_HOMES = 'No homes found';

/**
 * hb-homes: the move-in-ready list (spec.md section 2) with the floorplans' filters of
 * section 5, applied to a home's single values, and their sort.
 */
export function Homes({ communityId, listKey }: HomesProps) {
  const { element } = useWidgetHost();
  const t = useText(homesText);
  const noHomes = usePhrase(specPhrases)(NO_HOMES);
  const prefix = useMemo(() => addressPrefix(element, 'homes', listKey), [element, listKey]);
  const read = useRead(
    (signal) => getHomes({ signal, query: communityId ? { community_id: communityId } : undefined }),
    [communityId],
  );
  const [view, setView] = useFloorplanView(prefix);

  const homes = useMemo<Home[]>(() => {
    if (read.status !== 'success') return [];
    // The community filter holds even if a server ignores the query.
    return communityId ? read.results.filter((h) => h.community_id === communityId) : read.results;
  }, [read, communityId]);
  const options = useMemo(() => homeFilterOptions(homes), [homes]);
  const filterKey = JSON.stringify(view);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey (the view as JSON) stands for the filters and order: an equal view made anew does not filter again
  const shown = useMemo(() => filterAndSortHomes(homes, view.filters, view.sort), [homes, filterKey]);
  const clear = () =>
    setView((current) => ({
      ...current,
      filters: { ...current.filters, beds: 'all', baths: 'all', sqft: 'all', minPrice: 'all', maxPrice: 'all' },
    }));

  return (
    <ReadView
      read={read}
      loading={t('loading')}
      className="hb-homes"
      minHeight="40rem"
      isEmpty={() => homes.length === 0}
      empty={<NothingFound>{noHomes}</NothingFound>}
    >
      {() => (
        <>
          <FloorplanFilterBar
            view={view}
            options={options}
            onChange={setView}
            showOnYourLot={false}
            label={t('filter')}
          />
          <ShowMoreList
            items={shown}
            itemKey={(h) => h.id}
            renderItem={(h, i) => (
              <HomeCard
                home={h}
                priority={i === 0}
                actions={<CompareToggle kind="home" id={h.id} name={h.address} />}
              />
            )}
            pageSize={FLOORPLANS_PAGE_SIZE}
            noun={[t('one'), t('many')]}
            resetKey={filterKey}
            empty={
              <NothingFound
                action={
                  <button type="button" className="hb-button hb-button--secondary" onClick={clear}>
                    {t('clear')}
                  </button>
                }
              >
                {noHomes}
              </NothingFound>
            }
          />
        </>
      )}
    </ReadView>
  );
}
