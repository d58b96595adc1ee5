import { useEffect, useState } from 'react';
import type { Community } from '../../core/api';
import { apiUrl } from '../../core/api';
import { Modal } from '../../core/ui';

type SitePlanModule = typeof import('../../core/communities/site-plan');

/**
 * The community's site plan in the shared dialog: zoomable, movable, its live lots (issue 34),
 * and to download. The lot map's code is a chunk of its own, loaded as the dialog first opens:
 * the microsite's first load pays only for the button.
 */
export function SitePlanDialog({
  community,
  open,
  onClose,
}: {
  community: Community;
  open: boolean;
  onClose: () => void;
}) {
  const [code, setCode] = useState<SitePlanModule>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || code) return;
    import('../../core/communities/site-plan').then(setCode, () => setFailed(true));
  }, [open, code]);
  const large = apiUrl(community.sitePlan?.large);
  if (!large) return null;
  const alt = `Site plan of ${community.name}: its streets and numbered lots`;
  return (
    <Modal open={open} onClose={onClose} title={`${community.name} site plan`} size="large">
      {code ? (
        <code.SitePlan
          communityId={community.id}
          communityName={community.name}
          src={large}
          residences={community.residences ?? []}
        />
      ) : failed ? (
        <img className="hb-community__plan-fallback" src={large} alt={alt} />
      ) : (
        <div className="hb-community__plan-loading" />
      )}
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
