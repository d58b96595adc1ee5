import { useMemo } from 'react';
import { getHomes } from '../../core/api/reads/home';
import { MOVE_IN_READY_PAGE } from '../../core/communities';
import { HomeCard } from '../../core/homes';
import { useRead } from '../../core/mount/read';
import { featuredCount, soonestMoveIn } from '../../core/rules/homepage';
import { safeNavigationUrl } from '../../core/security';
import { NothingFound, ReadView } from '../../core/ui/read';
import { usePhrase, useText } from '../../core/mount';
import { specPhrases } from '../../core/i18n';
import { moveInReadyText } from './messages';
import './move-in-ready.css';

interface MoveInReadyProps {
  communityId?: number;
  count?: number;
}

/** spec.md section 8's default message for a homes read, also when the community has none. */
const NO_HOMES = 'No homes found';
/** A row on a desktop; the strip scrolls sideways for more. */
const DEFAULT_COUNT = 4;

/** hb-move-in-ready: the home page's strip of homes a buyer can move into soonest (issue 33), from /api/home. */
export function MoveInReady({ communityId, count }: MoveInReadyProps) {
  const read = useRead(
    (signal) => getHomes({ signal, query: communityId ? { community_id: communityId } : undefined }),
    [communityId],
  );
  const shown = useMemo(() => {
    if (read.status !== 'success') return [];
    // The community filter holds even if a server ignores the query.
    const homes = communityId ? read.results.filter((h) => h.community_id === communityId) : read.results;
    return soonestMoveIn(homes).slice(0, count === undefined ? DEFAULT_COUNT : featuredCount(count));
  }, [read, communityId, count]);
  const all = safeNavigationUrl(MOVE_IN_READY_PAGE.href);
  const t = useText(moveInReadyText);
  const noHomes = usePhrase(specPhrases)(NO_HOMES);
  return (
    <ReadView
      read={read}
      loading={t('loading')}
      className="hb-move-in-ready"
      isEmpty={() => shown.length === 0}
      empty={<NothingFound>{noHomes}</NothingFound>}
    >
      {() => (
        <>
          <ul className="hb-move-in-ready__list">
            {shown.map((home) => (
              <li key={home.id} className="hb-move-in-ready__item">
                <HomeCard home={home} />
              </li>
            ))}
          </ul>
          {all ? (
            <p className="hb-move-in-ready__all">
              <a href={all}>{t('all')}</a>
            </p>
          ) : null}
        </>
      )}
    </ReadView>
  );
}
