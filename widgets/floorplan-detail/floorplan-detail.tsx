import { FavoriteHeart, useRecordView } from '../../core/favorites';
import { formatFromPrice, formatRange } from '../../core/rules';
import { getPlan } from '../../core/api';
import { Loader } from '../../core/ui';
import { usePageId, useRead } from '../../core/mount';
import { CommunityChooser } from './community-chooser';
import { ElevationGallery } from './elevation-gallery';
import { VideoTour } from './video-tour';
import './floorplan-detail.css';

/**
 * hb-floorplan-detail: one of our floorplans (plan id from the page), its elevations and
 * video, and the community dropdown that leads to each community's prices.
 */
export function FloorplanDetail({ planId }: { planId: number }) {
  const read = useRead((signal) => getPlan(planId, { signal }), [planId]);
  // Two details of one plan on a page each need their own heading id.
  const titleId = usePageId('hb-fp-detail');
  useRecordView(read.status === 'success' ? 'plan' : undefined, planId);

  if (read.status === 'loading') return <Loader label="Loading the floorplan…" />;
  if (read.status === 'failure')
    return (
      <p className="hb-widget-message" role="alert">
        {read.message}
      </p>
    );

  const plan = read.result;
  const figures = [
    [formatRange(plan.bed_low, plan.bed_high), 'Bedrooms'],
    [formatRange(plan.bath_low, plan.bath_high), 'Bathrooms'],
    [formatRange(plan.sqft_low, plan.sqft_high), 'Square feet'],
  ].filter(([value]) => value);
  return (
    <article className="hb-fp-detail" aria-labelledby={titleId}>
      <div className="hb-fp-detail__head">
        <h2 id={titleId} className="hb-fp-detail__name">
          {plan.name}
        </h2>
        <FavoriteHeart type="plan" id={plan.id} name={plan.name} />
      </div>
      <dl className="hb-fp-detail__figures">
        {figures.map(([value, label]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="hb-fp-detail__price">{formatFromPrice(plan.price)}</p>
      {plan.description ? <p className="hb-fp-detail__description">{plan.description}</p> : null}
      {plan.residences.length ? <CommunityChooser offerings={plan.residences} /> : null}
      <ElevationGallery planName={plan.name} images={plan.elevationImages} />
      {plan.video_code ? <VideoTour planName={plan.name} videoCode={plan.video_code} /> : null}
    </article>
  );
}
