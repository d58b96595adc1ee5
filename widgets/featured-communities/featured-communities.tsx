import { useMemo } from 'react';
import { getCommunities } from '../../core/api/reads/community';
import { COMMUNITIES_PAGE, CommunityCard } from '../../core/communities';
import { FavoriteHeart } from '../../core/favorites';
import { useRead } from '../../core/mount/read';
import { featuredCommunities, featuredCount } from '../../core/rules/homepage';
import { safeNavigationUrl } from '../../core/security';
import { NothingFound, ReadView } from '../../core/ui/read';
import { specMessage } from '../../core/i18n';
import { useLang, useText } from '../../core/mount';
import './featured-communities.css';
import { featuredText } from './messages';

interface FeaturedCommunitiesProps {
  ids?: number[];
  count?: number;
}

/** spec.md section 8's default message for a communities read, also when none is left to feature. */
const NO_COMMUNITIES = 'No communities found';

/** hb-featured-communities: the home page's cards of communities (issue 33), from /api/community. */
export function FeaturedCommunities({ ids, count }: FeaturedCommunitiesProps) {
  const read = useRead((signal) => getCommunities({ signal }), []);
  const idsKey = ids?.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey stands for the ids: an equal list parsed anew chooses the same cards
  const shown = useMemo(
    () => (read.status === 'success' ? featuredCommunities(read.results, ids, featuredCount(count)) : []),
    [read, idsKey, count],
  );
  const all = safeNavigationUrl(COMMUNITIES_PAGE.href);
  const lang = useLang();
  const t = useText(featuredText);
  return (
    <ReadView
      read={read}
      loading={t('loading')}
      className="hb-featured-communities"
      isEmpty={() => shown.length === 0}
      empty={<NothingFound>{specMessage(NO_COMMUNITIES, lang)}</NothingFound>}
    >
      {() => (
        <>
          <ul className="hb-featured-communities__list">
            {shown.map((c) => (
              <li key={c.id} className="hb-featured-communities__item">
                <CommunityCard community={c} favorite={<FavoriteHeart type="community" id={c.id} name={c.name} />} />
              </li>
            ))}
          </ul>
          {all ? (
            <p className="hb-featured-communities__all">
              <a href={all}>{t('seeAll')}</a>
            </p>
          ) : null}
        </>
      )}
    </ReadView>
  );
}
