import { CompareToggle } from '../../core/compare';
import { FavoriteHeart, useRecordView } from '../../core/favorites';
import { formatFromPrice, rangeFigures } from '../../core/rules';
import type { Plan } from '../../core/api';
import { getPlan } from '../../core/api/reads/plan';
import { ReadView } from '../../core/ui/read';
import { useRead } from '../../core/mount/read';
import { useDocumentTitle, usePageId } from '../../core/mount';
import { CommunityChooser } from './community-chooser';
import { ElevationGallery } from './elevation-gallery';
import { VideoTour } from './video-tour';
import './floorplan-detail.css';
import { Figures } from '../../core/ui/figures';

/**
 * hb-floorplan-detail: one of our floorplans (plan id from the page), its elevations and
 * video, and the community dropdown that leads to each community's prices.
 */
export function FloorplanDetail({ planId, pageHeading = false }: { planId: number; pageHeading?: boolean }) {
  const read = useRead((signal) => getPlan(planId, { signal }), [planId]);
  useRecordView(read.status === 'success' ? 'plan' : undefined, planId);

  return (
    <ReadView read={read} loading="Loading the floorplan…" minHeight="30rem">
      {({ result }) => <PlanDetail plan={result} pageHeading={pageHeading} />}
    </ReadView>
  );
}

function PlanDetail({ plan, pageHeading }: { plan: Plan; pageHeading: boolean }) {
  // Two details of one plan on a page each need their own heading id.
  const titleId = usePageId('hb-fp-detail');
  useDocumentTitle(pageHeading ? plan.name : undefined);
  const Heading = pageHeading ? 'h1' : 'h2';
  return (
    <article className="hb-fp-detail" aria-labelledby={titleId}>
      <div className="hb-fp-detail__head">
        <Heading id={titleId} className="hb-fp-detail__name">
          {plan.name}
        </Heading>
        <FavoriteHeart type="plan" id={plan.id} name={plan.name} />
      </div>
      <Figures figures={rangeFigures(plan)} />
      <p className="hb-fp-detail__price">{formatFromPrice(plan.price)}</p>
      <CompareToggle kind="plan" id={plan.id} name={plan.name} url={plan.url} />
      {plan.description ? <p className="hb-fp-detail__description">{plan.description}</p> : null}
      {plan.residences.length ? <CommunityChooser offerings={plan.residences} /> : null}
      <ElevationGallery planName={plan.name} images={plan.elevationImages} />
      {plan.video_code ? <VideoTour planName={plan.name} videoCode={plan.video_code} /> : null}
    </article>
  );
}
