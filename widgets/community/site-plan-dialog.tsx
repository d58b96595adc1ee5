import { useEffect, useState } from 'react';
import type { Community } from '../../core/api';
import { apiUrl } from '../../core/api';
import { Modal } from '../../core/ui';
import { loadLanguage } from '../../core/i18n';
import { useLang, useText } from '../../core/mount';
import { communityText } from './messages';

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
  const lang = useLang();
  const t = useText(communityText);
  useEffect(() => {
    if (!open || code) return;
    // The lot map's chunk defines its own words: a Spanish dialog waits for them too (no English flash).
    import('../../core/communities/site-plan').then(
      (m) => Promise.resolve(loadLanguage(lang)).then(() => setCode(m)),
      () => setFailed(true),
    );
  }, [open, code, lang]);
  const large = apiUrl(community.sitePlan?.large);
  if (!large) return null;
  const alt = t('sitePlanOf', { name: community.name });
  return (
    <Modal open={open} onClose={onClose} title={t('sitePlanTitle', { name: community.name })} size="large">
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
          {t('downloadSitePlan')}
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
