import type { Community } from '../../core/api';
import { apiUrl } from '../../core/api';
import { SitePlan } from '../../core/communities/site-plan';
import { Modal } from '../../core/ui';

/** The community's site plan in the shared dialog: zoomable, movable, its live lots (issue 34), and to download. */
export function SitePlanDialog({
  community,
  open,
  onClose,
}: {
  community: Community;
  open: boolean;
  onClose: () => void;
}) {
  const large = apiUrl(community.sitePlan?.large);
  if (!large) return null;
  return (
    <Modal open={open} onClose={onClose} title={`${community.name} site plan`} size="large">
      <SitePlan
        communityId={community.id}
        communityName={community.name}
        src={large}
        residences={community.residences ?? []}
      />
      <p className="hb-community__plan-download">
        <a href={large} download>
          Download the site plan
        </a>
      </p>
    </Modal>
  );
}

/** The site plan's address, if the community has one that passes safeUrl. */
export const sitePlanOf = (community: Community) => ({
  small: apiUrl(community.sitePlan?.small),
  large: apiUrl(community.sitePlan?.large),
});
