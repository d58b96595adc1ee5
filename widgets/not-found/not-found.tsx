import { CommunityCard, CONTACT_PAGE, FLOORPLANS_PAGE, regionPath } from '../../core/communities';
import { useSiteStoreApi } from '../../core/favorites';
import { usePageId } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import { ReadView } from '../../core/ui/read';
import { suggestions } from './suggestions';
import './not-found.css';

/** spec.md section 2, "404 page". */
export function NotFound() {
  const store = useSiteStoreApi();
  const read = useRead((signal) => suggestions(store, signal), [store]);
  const [headingId, waysId, nearId] = [
    usePageId('hb-not-found-heading'),
    usePageId('hb-not-found-ways'),
    usePageId('hb-not-found-near'),
  ];
  return (
    <div className="hb-not-found">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="hb-not-found__heading">
          Sorry, we can’t find that page
        </h2>
        <p className="hb-not-found__lead">
          It may have moved, or the address may be mistyped. These will take you back to our homes.
        </p>
      </section>
      <ReadView read={read} loading="Loading our communities…" className="hb-not-found__ways">
        {({ result }) => (
          <>
            <nav aria-labelledby={waysId} className="hb-not-found__nav">
              <h2 id={waysId} className="hb-not-found__subheading">
                Find your way back
              </h2>
              <ul className="hb-not-found__links">
                {result.regions.map((region) => (
                  <li key={region.id}>
                    <a href={regionPath(region.seo_name)}>Communities in {region.name}</a>
                  </li>
                ))}
                <li>
                  <a href={FLOORPLANS_PAGE.href}>{FLOORPLANS_PAGE.label}</a>
                </li>
                <li>
                  <a href={CONTACT_PAGE.href}>{CONTACT_PAGE.label}</a>
                </li>
              </ul>
            </nav>
            <section aria-labelledby={nearId}>
              <h2 id={nearId} className="hb-not-found__subheading">
                {result.near ? `Communities near ${result.near.name}` : 'Our newest communities'}
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
