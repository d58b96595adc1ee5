import { CompareToggle } from '../../core/compare';
import { FavoriteHeart, useRecordView } from '../../core/favorites';
import { featureSheetUrl } from '../../core/rules';
import type { Home } from '../../core/api';
import { getHome } from '../../core/api/reads/home';
import { ReadView } from '../../core/ui/read';
import { useRead } from '../../core/mount/read';
import { usePageId, useText } from '../../core/mount';
import { homeRanges, useListingText } from '../../core/listings';
import { useHomeText } from '../../core/homes';
import { homeDetailText } from './messages';
import { safeNavigationUrl } from '../../core/security';
import { apiUrl } from '../../core/api';
import { HomePhotos } from './home-photos';
import { InquireButton } from './inquire-button';
import { PaymentEstimate } from './payment-estimate';
import './home-detail.css';
import { Figures } from '../../core/ui/figures';
import { DetailLayout } from '../../core/ui/detail-layout';
import { DetailCta } from '../../core/forms/react';

interface HomeDetailProps {
  homeId: number;
}

/**
 * hb-home-detail: one move-in-ready home (spec.md section 2; home id from the page). A home that
 * does not exist reads as a failure with spec.md's 'No homes found', never a blank box.
 */
export function HomeDetail({ homeId }: HomeDetailProps) {
  const read = useRead((signal) => getHome(homeId, { signal }), [homeId]);
  useRecordView(read.status === 'success' ? 'home' : undefined, homeId);
  const t = useText(homeDetailText);
  return (
    <ReadView read={read} loading={t('loading')} minHeight="40rem">
      {({ result }) => <HomeView home={result} />}
    </ReadView>
  );
}

function HomeView({ home }: { home: Home }) {
  const titleId = usePageId('hb-home-detail');
  const t = useText(homeDetailText);
  const words = useListingText();
  const said = useHomeText();
  const street = home.address.split(',')[0];
  const communityHref = safeNavigationUrl(home.community.url);
  // A CMS document (often on its CDN), shown like an image: safeUrl, not the same-site check.
  const sheet = apiUrl(featureSheetUrl(home.sqft, home.community));
  const figures = words.rangeFigures(homeRanges(home));
  return (
    <article className="hb-home-detail" aria-labelledby={titleId}>
      <DetailLayout media={<HomePhotos home={home} />}>
        {home.status ? <p className="hb-home-detail__status">{said.status(home.status)}</p> : null}
        <div className="hb-home-detail__head">
          <h2 id={titleId} className="hb-home-detail__address">
            {home.address}
          </h2>
          <FavoriteHeart type="home" id={home.id} name={street} />
        </div>
        <p className="hb-home-detail__community">
          {home.plan ? t('planIn', { plan: home.plan }) : t('in')}
          {communityHref ? <a href={communityHref}>{home.community.name}</a> : home.community.name}
        </p>
        <Figures figures={figures} />
        <p className="hb-home-detail__price">{words.homePrice(home.price)}</p>
        {home.price !== null ? <PaymentEstimate price={home.price} /> : null}
        <DetailCta
          about={street}
          communities={[{ id: home.community_id, name: home.community.name }]}
          selected={{ selected_homes: [home.id] }}
          phone={home.community.phone}
        />
        <div className="hb-home-detail__actions">
          <InquireButton homeId={home.id} />
          {sheet ? (
            <a className="hb-button hb-button--secondary" href={sheet} target="_blank" rel="noopener">
              {t('sheet')}
              <span className="hb-visually-hidden">{t('newTab')}</span>
            </a>
          ) : null}
          <CompareToggle kind="home" id={home.id} name={home.address} />
        </div>
        {home.description ? <p className="hb-home-detail__description">{home.description}</p> : null}
      </DetailLayout>
    </article>
  );
}
