import type { Plan } from '../../api';
import { getPlan } from '../../api/reads/plan';
import { useRead } from '../../mount/read';
import { safeNavigationUrl } from '../../security';
import { apiSrcSet, apiUrl } from '../../api/api-url';
import { Modal } from '../../ui/modal';
import { ReadView } from '../../ui/read';
import './floorplan-modal.css';
import { Figures } from '../../ui/figures';
import { useListingText } from '../../listings';

interface FloorplanModalProps {
  open: boolean;
  onClose: () => void;
  planId: number;
  /** The dialog's heading before the plan has loaded: "The Aspen floorplan". */
  title: string;
}

/**
 * spec.md section 2's site-wide "floorplan modal": one plan's pictures and facts (beds, baths,
 * sq ft, price from), the communities that offer it and a link to its page. The plan is read
 * only when the dialog opens (Modal renders its body only then).
 */
export function FloorplanModal({ open, onClose, planId, title }: FloorplanModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} size="large">
      <PlanRead planId={planId} />
    </Modal>
  );
}

function PlanRead({ planId }: { planId: number }) {
  const { t } = useListingText();
  const read = useRead((signal) => getPlan(planId, { signal }), [planId]);
  return (
    <ReadView read={read} loading={t('loadingPlan')} minHeight="20rem">
      {({ result }) => <PlanFacts plan={result} />}
    </ReadView>
  );
}

function PlanFacts({ plan }: { plan: Plan }) {
  const words = useListingText();
  const { t } = words;
  const images = plan.elevationImages.flatMap((image) => {
    const src = apiUrl(image.img.large) ?? apiUrl(image.img.small);
    return src
      ? [{ src, small: image.img.small, large: image.img.large, alt: image.alt || words.elevationAlt(plan.name) }]
      : [];
  });
  const offerings = plan.residences.flatMap((r) => {
    const href = safeNavigationUrl(r.url);
    return href ? [{ ...r, href }] : [];
  });
  const planHref = safeNavigationUrl(plan.url);
  return (
    <div className="hb-fp-modal">
      {images.length ? (
        <ul className="hb-fp-modal__images">
          {images.map((image) => (
            <li key={image.src}>
              <img
                src={image.src}
                srcSet={apiSrcSet([
                  [image.small, '480w'],
                  [image.large, '1200w'],
                ])}
                sizes="(min-width: 1025px) 480px, 100vw"
                alt={image.alt}
                width={1200}
                height={800}
                decoding="async"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Figures figures={words.rangeFigures(plan)} />
      <p className="hb-fp-modal__price">{words.fromPrice(plan.price)}</p>
      {plan.description ? <p className="hb-fp-modal__description">{plan.description}</p> : null}
      {offerings.length ? (
        <>
          <h3 className="hb-fp-modal__subtitle">{t('offeredIn')}</h3>
          <ul className="hb-fp-modal__offerings">
            {offerings.map((o) => (
              <li key={o.id}>
                <a href={o.href}>{o.community}</a>{' '}
                <span className="hb-fp-modal__offer-price">{words.fromPrice(o.price)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {planHref ? (
        <p className="hb-fp-modal__more">
          <a href={planHref}>{t('allAbout', { name: plan.name })}</a>
        </p>
      ) : null}
    </div>
  );
}
