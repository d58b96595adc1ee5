import { useMemo } from 'react';
import { FavoriteHeart, useRecordView } from '../../core/favorites';
import { featureSheetUrl } from '../../core/rules';
import { useListingText } from '../../core/listings';
import { residenceDetailText } from './messages';
import { ReadView } from '../../core/ui/read';
import { DetailLayout } from '../../core/ui/detail-layout';
import { MediaGallery } from '../../core/carousel';
import { DetailCta } from '../../core/forms/react';
import { useRead } from '../../core/mount/read';
import { useDocumentTitle, usePageId, useText } from '../../core/mount';
import { safeNavigationUrl } from '../../core/security';
import { apiUrl } from '../../core/api';
import { residenceGalleryImages } from './gallery-images';
import { FloorplanButton } from './floorplan-button';
import { loadResidence, type ResidenceKind, type ResidencePage } from './load-residence';
import { otherPlans } from './other-plans';
import { PlanSelector } from './plan-selector';
import { TourButton } from './tour-button';
import './residence-detail.css';
import { Figures } from '../../core/ui/figures';

interface ResidenceDetailProps {
  residenceId?: number;
  apartmentResidenceId?: number;
  pageHeading?: boolean;
}

/**
 * hb-residence-detail: a plan as offered in one community (spec.md section 2, "floorplan detail"
 * of the microsite), or an apartment residence. An id the API does not know reads as a failure
 * with spec.md's 'No residences found'.
 */
export function ResidenceDetail({ residenceId, apartmentResidenceId, pageHeading = false }: ResidenceDetailProps) {
  const kind: ResidenceKind =
    residenceId === undefined && apartmentResidenceId !== undefined ? 'apartmentResidence' : 'residence';
  const id = kind === 'residence' ? residenceId : apartmentResidenceId;
  if (id === undefined)
    return (
      <p className="hb-widget-message" role="alert">
        [hb-residence-detail] data-residence-id is missing: set it, e.g. data-residence-id="1001" (or
        data-apartment-residence-id="7001" for an apartment)
      </p>
    );
  return <ResidenceRead kind={kind} id={id} pageHeading={pageHeading} />;
}

function ResidenceRead({ kind, id, pageHeading }: { kind: ResidenceKind; id: number; pageHeading: boolean }) {
  const read = useRead((signal) => loadResidence(kind, id, signal), [kind, id]);
  useRecordView(read.status === 'success' ? kind : undefined, id);
  const t = useText(residenceDetailText);
  return (
    <ReadView read={read} loading={kind === 'residence' ? t('loadingPlan') : t('loadingApartment')} minHeight="30rem">
      {({ result }) => <ResidenceView page={result} pageHeading={pageHeading} />}
    </ReadView>
  );
}

function ResidenceView({ page, pageHeading }: { page: ResidencePage; pageHeading: boolean }) {
  const { kind, residence, community, assets } = page;
  const titleId = usePageId('hb-residence');
  const t = useText(residenceDetailText);
  const words = useListingText();
  const communityName = community?.name ?? residence.community ?? '';
  useDocumentTitle(
    pageHeading
      ? communityName
        ? t('at', { name: residence.name, community: communityName })
        : residence.name
      : undefined,
  );
  const Heading = pageHeading ? 'h1' : 'h2';
  const alts = {
    elevation: t('elevation', { name: residence.name, n: '{n}' }),
    inside: t('inside', { name: residence.name }),
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the alt texts follow the residence and the widget's language, which does not change
  const images = useMemo(() => residenceGalleryImages(residence, assets, alts), [residence, assets]);
  const communityHref = community ? safeNavigationUrl(community.url) : undefined;
  // A CMS document (often on its CDN), shown like an image: safeUrl, not the same-site check.
  const sheet = community ? apiUrl(featureSheetUrl(residence.sqft_low ?? 0, community)) : undefined;
  const choices = community?.residences ? otherPlans(community.residences, residence.id) : [];
  const figures: [string, string][] = [
    ...words.rangeFigures(residence),
    [residence.stories ? String(residence.stories) : '', t('stories', { count: residence.stories ?? 0 })],
    [residence.garage ? t('cars', { count: residence.garage }) : '', t('garage')],
  ];
  return (
    <article className="hb-residence" aria-labelledby={titleId}>
      <DetailLayout media={<MediaGallery name={residence.name} images={images} />}>
        <div className="hb-residence__head">
          <Heading id={titleId} className="hb-residence__name">
            {residence.name}
          </Heading>
          <FavoriteHeart type={kind} id={residence.id} name={residence.name} />
        </div>
        {communityName ? (
          <p className="hb-residence__community">
            {kind === 'residence' ? t('floorplanAt') : t('apartmentAt')}
            {communityHref ? <a href={communityHref}>{communityName}</a> : communityName}
          </p>
        ) : null}
        <Figures figures={figures} />
        <p className="hb-residence__price">
          {kind === 'residence' || residence.price === null
            ? words.fromPrice(residence.price)
            : t('perMonth', { price: words.fromPrice(residence.price) })}
        </p>
        <DetailCta
          about={
            communityName
              ? t('aboutAt', { name: residence.name, community: communityName })
              : t('about', { name: residence.name })
          }
          communities={kind === 'residence' ? [{ id: residence.community_id, name: communityName }] : []}
          selected={kind === 'residence' ? { selected_residences: [residence.id] } : {}}
          phone={community?.phone}
        />
        <div className="hb-residence__actions">
          {residence.video_code ? <TourButton name={residence.name} videoCode={residence.video_code} /> : null}
          {kind === 'residence' ? <FloorplanButton planId={residence.plan.id} name={residence.plan.name} /> : null}
          {sheet ? (
            <a className="hb-button hb-button--secondary" href={sheet} target="_blank" rel="noopener">
              {t('sheet')}
              <span className="hb-visually-hidden">{t('newTab')}</span>
            </a>
          ) : null}
        </div>
        {community ? <PlanSelector community={community.name} choices={choices} /> : null}
      </DetailLayout>
    </article>
  );
}
