import { getCommunity } from '../../core/api/reads/community';
import { useRead } from '../../core/mount/read';
import { ReadView } from '../../core/ui/read';
import { CommunityPage } from './community-page';
import type { MicrositePage } from './microsite-pages';
import { useText } from '../../core/mount';
import './community.css';
import { communityText } from './messages';

/**
 * hb-community: a community microsite's main page (spec.md section 2), with the sub-navigation
 * whose scroll-spy writes the section being read into the address, the site plan, reserve a lot
 * and get updates.
 */
export function CommunityMicrosite({ communityId, pages }: { communityId: number; pages?: MicrositePage[] }) {
  const read = useRead((signal) => getCommunity(communityId, { signal }), [communityId]);
  const t = useText(communityText);
  return (
    <ReadView read={read} loading={t('loading')} className="hb-community" minHeight="40rem">
      {({ result }) => <CommunityPage community={result} pages={pages} />}
    </ReadView>
  );
}
