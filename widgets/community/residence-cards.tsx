import { getResidences } from '../../core/api';
import { FloorplanCard } from '../../core/floorplans/card';
import { useRead } from '../../core/mount/read';
import { NothingFound, ReadView } from '../../core/ui/read';

/** The plans offered in this community, in the CMS's display order, each a card linking to its page here. */
export function ResidenceCards({ communityId, communityName }: { communityId: number; communityName: string }) {
  const read = useRead((signal) => getResidences({ signal, query: { community_id: communityId } }), [communityId]);
  const ours = (results: { community_id: number }[]) => results.filter((r) => r.community_id === communityId);
  return (
    <ReadView
      read={read}
      loading="Loading floorplans…"
      fallback={false}
      isEmpty={({ results }) => ours(results).length === 0}
      empty={<NothingFound>{communityName} has no floorplans to show yet.</NothingFound>}
    >
      {({ results }) => (
        <ul className="hb-community__cards">
          {results
            .filter((r) => r.community_id === communityId)
            .sort((a, b) => a.displayOrder - b.displayOrder)
            .map((r) => (
              <li key={r.id}>
                <FloorplanCard plan={r} favoriteType="residence" />
              </li>
            ))}
        </ul>
      )}
    </ReadView>
  );
}
