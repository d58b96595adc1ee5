import type { Region } from '../../core/api';
import { useText } from '../../core/mount';
import { communityMapText } from './messages';
import { ALL_COMMUNITIES_PATH, regionPath } from './region-from-path';

/** Links to every region's page (real addresses, so they can be shared and indexed). */
export function RegionNav({ regions, current }: { regions: readonly Region[]; current: Region | null }) {
  const t = useText(communityMapText);
  return (
    <nav className="hb-community-map__regions" aria-label={t('regions')}>
      <ul>
        <li>
          <a href={ALL_COMMUNITIES_PATH} aria-current={current ? undefined : 'page'}>
            {t('allCommunities')}
          </a>
        </li>
        {regions.map((r) => (
          <li key={r.id}>
            <a href={regionPath(r.seo_name)} aria-current={current?.id === r.id ? 'page' : undefined}>
              {r.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
