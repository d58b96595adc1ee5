import type { ListResult } from '../../core/api';
import { communitiesByRegion, type RegionWithCommunities, regionPath, SITE_SECTIONS } from '../../core/communities';
import { usePageId, usePhrase, useText } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import { safeNavigationUrl } from '../../core/security';
import { NothingFound, ReadView } from '../../core/ui/read';
import { pagePhrases, siteMapText } from './messages';
import './site-map.css';

/** spec.md section 2, "Site map": communities grouped by region (from the API), then the site's pages. */
export function SiteMap() {
  const regions = useRead((signal) => communitiesByRegion(signal), []);
  const communitiesId = usePageId('hb-site-map-communities');
  const t = useText(siteMapText);
  const page = usePhrase(pagePhrases);
  // The whole map waits for the communities (in the widget's reserved box): the site's sections,
  // drawn first, would be pushed down by the list when it came.
  if (regions.status === 'loading')
    return (
      <ReadView read={regions} loading={t('loading')}>
        {() => null}
      </ReadView>
    );
  return (
    <nav className="hb-site-map" aria-label={t('label')}>
      <section className="hb-site-map__section hb-site-map__section--communities" aria-labelledby={communitiesId}>
        <h2 id={communitiesId} className="hb-site-map__heading">
          <a href="/our-communities">{t('communities')}</a>
        </h2>
        <ReadView<ListResult<RegionWithCommunities>>
          read={regions}
          loading={t('loadingCommunities')}
          empty={<NothingFound>{t('empty')}</NothingFound>}
        >
          {({ results }) => (
            <ul className="hb-site-map__regions">
              {results.map((region) => (
                <li key={region.id}>
                  <a className="hb-site-map__region" href={regionPath(region.seo_name)}>
                    {region.name}
                  </a>
                  <ul className="hb-site-map__list">
                    {region.communities.map((c) => {
                      const href = safeNavigationUrl(c.url);
                      return <li key={c.id}>{href ? <a href={href}>{c.name}</a> : c.name}</li>;
                    })}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </ReadView>
      </section>
      {SITE_SECTIONS.map((section) => (
        <section key={section.title} className="hb-site-map__section">
          <h2 className="hb-site-map__heading">{page(section.title)}</h2>
          <ul className="hb-site-map__list">
            {section.pages.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{page(link.label)}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
