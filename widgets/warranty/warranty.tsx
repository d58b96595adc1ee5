import { usePageId } from '../../core/mount';
import { WARRANTIES } from '../../core/rules/about';
import { safeNavigationUrl } from '../../core/security';
import './warranty.css';

/** What each warranty of spec.md section 9 covers, in the builder's words. */
const COVERS: Record<(typeof WARRANTIES)[number]['covers'], string> = {
  structural: 'The load-bearing parts of your home: foundation, framing and roof structure.',
  systems: 'Plumbing, electrical, and heating and air-conditioning distribution.',
  workmanship: 'Fit and finish: drywall, paint, trim, cabinets, doors and flooring.',
};

/** spec.md section 1 "warranty information": the terms of section 9 and the way to ask for service. */
export function Warranty({ serviceRequestUrl = '/service-request' }: { serviceRequestUrl?: string }) {
  const headingId = usePageId('hb-warranty');
  const href = safeNavigationUrl(serviceRequestUrl);
  return (
    <section className="hb-warranty" aria-labelledby={headingId}>
      <h2 id={headingId} className="hb-warranty__heading">
        Your new home warranty
      </h2>
      <ul className="hb-warranty__terms">
        {WARRANTIES.map((w) => (
          <li key={w.covers} className="hb-warranty__term">
            <h3 className="hb-warranty__name">
              <span className="hb-warranty__years">{w.term}</span> {w.covers}
            </h3>
            <p className="hb-warranty__covers">{COVERS[w.covers]}</p>
          </li>
        ))}
      </ul>
      {href ? (
        <p className="hb-warranty__service">
          Something needs attention in your home?{' '}
          <a className="hb-warranty__link" href={href}>
            Request warranty service
          </a>
        </p>
      ) : null}
    </section>
  );
}
