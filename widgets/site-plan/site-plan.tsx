import { apiUrl } from '../../core/api';
import { getCommunity } from '../../core/api/reads/community';
import { SitePlan } from '../../core/communities/site-plan';
import { useRead } from '../../core/mount/read';
import { NothingFound, ReadView } from '../../core/ui/read';
import './site-plan.css';

/** hb-site-plan: a community's site plan with its live lots (issue 34), anywhere an editor places it. */
export function SitePlanWidget({ communityId }: { communityId: number }) {
  const read = useRead((signal) => getCommunity(communityId, { signal }), [communityId]);
  return (
    <ReadView
      read={read}
      loading="Loading the site plan…"
      className="hb-site-plan-widget"
      minHeight="20rem"
      isEmpty={({ result }) => !apiUrl(result.sitePlan?.large)}
      empty={<NothingFound>This community has no site plan yet.</NothingFound>}
    >
      {({ result: c }) => (
        <>
          <h2 className="hb-site-plan-widget__title">{c.name} site plan</h2>
          <SitePlan
            communityId={c.id}
            communityName={c.name}
            src={apiUrl(c.sitePlan?.large)!}
            residences={c.residences ?? []}
          />
        </>
      )}
    </ReadView>
  );
}
