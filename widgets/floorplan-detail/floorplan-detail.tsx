import { useMemo } from 'react';
import { CompareToggle } from '../../core/compare';
import { FavoriteHeart, useRecordView } from '../../core/favorites';
import type { Plan } from '../../core/api';
import { getPlan } from '../../core/api/reads/plan';
import { floorPlanImages, MediaGallery } from '../../core/carousel';
import { DetailCta } from '../../core/forms/react';
import { ReadView } from '../../core/ui/read';
import { DetailLayout } from '../../core/ui/detail-layout';
import { useRead } from '../../core/mount/read';
import { useDocumentTitle, usePageId, useText } from '../../core/mount';
import { useListingText } from '../../core/listings';
import { floorplanDetailText } from './messages';
import { CommunityChooser } from './community-chooser';
import { VideoTour } from './video-tour';
import './floorplan-detail.css';
import { Figures } from '../../core/ui/figures';

/**
 * hb-floorplan-detail: one of our floorplans (plan id from the page), its floor plans and
 * elevations beside its facts, video, and the community dropdown that leads to each community's prices.
 */
export function FloorplanDetail({ planId, pageHeading = false }: { planId: number; pageHeading?: boolean }) {
  const read = useRead((signal) => getPlan(planId, { signal }), [planId]);
  useRecordView(read.status === 'success' ? 'plan' : undefined, planId);
  const t = useText(floorplanDetailText);

  return (
    <ReadView read={read} loading={t('loading')} minHeight="30rem">
      {({ result }) => <PlanDetail plan={result} pageHeading={pageHeading} />}
    </ReadView>
  );
}

/** The communities that offer the plan, once each, in the API's order: where its model can be toured. */
const tourCommunities = (plan: Plan) => [
  ...new Map(plan.residences.map((r) => [r.community_id, { id: r.community_id, name: r.community }])).values(),
];

function PlanDetail({ plan, pageHeading }: { plan: Plan; pageHeading: boolean }) {
  // Two details of one plan on a page each need their own heading id.
  const titleId = usePageId('hb-fp-detail');
  const t = useText(floorplanDetailText);
  const words = useListingText();
  useDocumentTitle(pageHeading ? plan.name : undefined);
  const Heading = pageHeading ? 'h1' : 'h2';
  // The floor plans lead, the elevations follow (a buyer reads the plan first).
  // biome-ignore lint/correctness/useExhaustiveDependencies: t follows the widget's language, which does not change
  const images = useMemo(
    () => [
      ...floorPlanImages(plan.name, plan.floorPlanImages),
      ...plan.elevationImages.map((image, i) => ({
        small: image.img.small,
        large: image.img.large,
        alt: image.alt || t('elevation', { name: plan.name, n: i + 1 }),
      })),
    ],
    [plan],
  );
  return (
    <article className="hb-fp-detail" aria-labelledby={titleId}>
      <DetailLayout media={<MediaGallery name={plan.name} images={images} />}>
        <div className="hb-fp-detail__head">
          <Heading id={titleId} className="hb-fp-detail__name">
            {plan.name}
          </Heading>
          <FavoriteHeart type="plan" id={plan.id} name={plan.name} />
        </div>
        <Figures figures={words.rangeFigures(plan)} />
        <p className="hb-fp-detail__price">{words.fromPrice(plan.price)}</p>
        <DetailCta
          about={t('about', { name: plan.name })}
          communities={tourCommunities(plan)}
          selected={{ selected_plans: [plan.id] }}
        />
        <CompareToggle kind="plan" id={plan.id} name={plan.name} url={plan.url} />
        {plan.description ? <p className="hb-fp-detail__description">{plan.description}</p> : null}
        {plan.residences.length ? <CommunityChooser offerings={plan.residences} /> : null}
        {plan.video_code ? <VideoTour planName={plan.name} videoCode={plan.video_code} /> : null}
      </DetailLayout>
    </article>
  );
}
