import { apiUrl } from '../../core/api';
import { getCommunity } from '../../core/api/reads/community';
import { SitePlan } from '../../core/communities/site-plan';
import { useRead } from '../../core/mount/read';
import { NothingFound, ReadView } from '../../core/ui/read';
import { useText } from '../../core/mount';
import './site-plan.css';
import { sitePlanWidgetText } from './messages';

/** hb-site-plan: a community's site plan with its live lots (issue 34), anywhere an editor places it. */
export function SitePlanWidget({ communityId }: { communityId: number }) {
  const read = useRead((signal) => getCommunity(communityId, { signal }), [communityId]);
  const t = useText(sitePlanWidgetText);
  return (
    <ReadView
      read={read}
      loading={t('loading')}
      className="hb-site-plan-widget"
      minHeight="20rem"
      isEmpty={({ result }) => !apiUrl(result.sitePlan?.large)}
      empty={<NothingFound>{t('none')}</NothingFound>}
    >
      {({ result: c }) => (
        <>
          <h2 className="hb-site-plan-widget__title">{t('title', { name: c.name })}</h2>
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
