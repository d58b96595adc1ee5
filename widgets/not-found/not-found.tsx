import { CommunityCard, CONTACT_PAGE, FLOORPLANS_PAGE, regionPath } from '../../core/communities';
import { useSiteStoreApi } from '../../core/favorites';
import { usePageId, useText } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import { ReadView } from '../../core/ui/read';
import { notFoundText } from './messages';
import { suggestions } from './suggestions';
import './not-found.css';

/** spec.md section 2, "404 page". */
export function NotFound() {
  const store = useSiteStoreApi();
  const read = useRead((signal) => suggestions(store, signal), [store]);
  const t = useText(notFoundText);
  const [headingId, waysId, nearId] = [
    usePageId('hb-not-found-heading'),
    usePageId('hb-not-found-ways'),
    usePageId('hb-not-found-near'),
  ];
  return (
    <div className="hb-not-found">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="hb-not-found__heading">
          {t('heading')}
        </h2>
        <p className="hb-not-found__lead">{t('lead')}</p>
      </section>
      <ReadView read={read} loading={t('loading')} className="hb-not-found__ways">
        {({ result }) => (
          <>
            <nav aria-labelledby={waysId} className="hb-not-found__nav">
              <h2 id={waysId} className="hb-not-found__subheading">
                {t('wayBack')}
              </h2>
              <ul className="hb-not-found__links">
                {result.regions.map((region) => (
                  <li key={region.id}>
                    <a href={regionPath(region.seo_name)}>{t('region', { region: region.name })}</a>
                  </li>
                ))}
                <li>
                  <a href={FLOORPLANS_PAGE.href}>{t('floorplans')}</a>
                </li>
                <li>
                  <a href={CONTACT_PAGE.href}>{t('contact')}</a>
                </li>
              </ul>
            </nav>
            <section aria-labelledby={nearId}>
              <h2 id={nearId} className="hb-not-found__subheading">
                {result.near ? t('near', { name: result.near.name }) : t('newest')}
              </h2>
              <ul className="hb-not-found__communities">
                {result.communities.map((community) => (
                  <li key={community.id}>
                    <CommunityCard community={community} />
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </ReadView>
    </div>
  );
}
