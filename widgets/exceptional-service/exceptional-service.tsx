import { useState } from 'react';
import { useWidgetHost } from '../../core/mount';
import { WARRANTIES } from '../../core/rules/about';
import { safeNavigationUrl, telHref } from '../../core/security';
import { Modal } from '../../core/ui';
import { triggerLabel } from './trigger-label';
import './exceptional-service.css';

interface ExceptionalServiceProps {
  label?: string;
  serviceRequestUrl?: string;
  phone?: string;
}

/** What each warranty of spec.md section 9 covers, in the builder's words. */
const COVERS: Record<(typeof WARRANTIES)[number]['covers'], string> = {
  structural: 'Foundation, framing and roof structure.',
  systems: 'Plumbing, electrical, and heating and air-conditioning distribution.',
  workmanship: 'Fit and finish, from drywall and paint to cabinets, doors and flooring.',
};

export function ExceptionalService({ label, serviceRequestUrl = '/service-request', phone }: ExceptionalServiceProps) {
  const { fallback } = useWidgetHost();
  const [open, setOpen] = useState(false);
  const request = safeNavigationUrl(serviceRequestUrl);
  const servicePhone = phone?.trim();
  const phoneHref = servicePhone ? telHref(servicePhone) : undefined;
  return (
    <div className="hb-exceptional-service">
      <button
        type="button"
        className="hb-button hb-button--secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {triggerLabel(label, fallback)}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Our exceptional service promise">
        <p className="hb-exceptional-service__lead">
          We stand behind every home we build, long after you move in. Every home comes with three warranties:
        </p>
        <ul className="hb-exceptional-service__terms">
          {WARRANTIES.map((w) => (
            <li key={w.covers} className="hb-exceptional-service__term">
              <strong className="hb-exceptional-service__name">
                {w.term} {w.covers}
              </strong>{' '}
              {COVERS[w.covers]}
            </li>
          ))}
        </ul>
        <h3 className="hb-exceptional-service__heading">When something needs attention</h3>
        <ul className="hb-exceptional-service__reach">
          {request ? (
            <li>
              <a className="hb-exceptional-service__link" href={request}>
                Request warranty service
              </a>{' '}
              online, any time.
            </li>
          ) : null}
          {servicePhone ? (
            <li>
              Call homeowner service at{' '}
              {phoneHref ? (
                <a className="hb-exceptional-service__link" href={phoneHref}>
                  {servicePhone}
                </a>
              ) : (
                servicePhone
              )}
              .
            </li>
          ) : null}
        </ul>
      </Modal>
    </div>
  );
}
