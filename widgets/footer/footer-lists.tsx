import { getModelCenters } from '../../core/api/reads/sales';
import { communitiesByRegion, regionPath } from '../../core/communities';
import { usePageId, useText } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import { safeNavigationUrl, telHref } from '../../core/security';
import { footerText } from './messages';

/**
 * The footer's part from the API, in its own chunk (see footer.tsx). A failed read says so
 * quietly (no alert: a footer is not what a visitor came for) and offers the pages that list them.
 */
export function FooterLists() {
  const regions = useRead((signal) => communitiesByRegion(signal), []);
  const centers = useRead((signal) => getModelCenters({ signal }), []);
  const t = useText(footerText);
  const [communitiesId, centersId] = [usePageId('hb-footer-communities'), usePageId('hb-footer-centers')];
  const failed = regions.status === 'failure' || centers.status === 'failure';
  const loading = regions.status === 'loading' || centers.status === 'loading';
  return (
    <div className={loading ? 'hb-footer__lists hb-footer__lists--loading' : 'hb-footer__lists'}>
      {/* Both columns show at once: one arriving before the other would move it sideways. */}
      {loading ? null : regions.status === 'success' ? (
        <nav className="hb-footer__column hb-footer__column--wide" aria-labelledby={communitiesId}>
          <h2 id={communitiesId} className="hb-footer__heading">
            <a href="/our-communities">{t('communities')}</a>
          </h2>
          <div className="hb-footer__regions">
            {regions.results.map((region) => (
              <div key={region.id} className="hb-footer__region">
                <h3 className="hb-footer__subheading">
                  <a href={regionPath(region.seo_name)}>{region.name}</a>
                </h3>
                <ul className="hb-footer__links hb-footer__links--small">
                  {region.communities.map((c) => {
                    const href = safeNavigationUrl(c.url);
                    return <li key={c.id}>{href ? <a href={href}>{c.name}</a> : c.name}</li>;
                  })}
                </ul>
              </div>
            ))}
          </div>
        </nav>
      ) : null}
      {!loading && centers.status === 'success' && centers.results.length ? (
        <section className="hb-footer__column" aria-labelledby={centersId}>
          <h2 id={centersId} className="hb-footer__heading">
            {t('call')}
          </h2>
          <ul className="hb-footer__links">
            {centers.results.map((center) => {
              const href = telHref(center.phone);
              return (
                <li key={center.id} className="hb-footer__center">
                  <span>{center.name.replace(/ (Model|Design) Center$/, '')}</span>
                  {href ? <a href={href}>{center.phone}</a> : center.phone}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {!loading && failed ? (
        <p className="hb-footer__note">
          {t('failed')} <a href="/our-communities">{t('seeAll')}</a> {t('or')} <a href="/contact-us">{t('contact')}</a>.
        </p>
      ) : null}
    </div>
  );
}
