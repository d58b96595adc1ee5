import { usePageId, useText } from '../../core/mount';
import { WARRANTIES } from '../../core/rules/about';
import { safeNavigationUrl } from '../../core/security';
import { warrantyText } from './messages';
import './warranty.css';

/** Each warranty of spec.md section 9: its term, its name and what it covers, in the builder's words (keys of the catalog). */
const WORDS = {
  structural: ['structuralTerm', 'structuralName', 'structuralCovers'],
  systems: ['systemsTerm', 'systemsName', 'systemsCovers'],
  workmanship: ['workmanshipTerm', 'workmanshipName', 'workmanshipCovers'],
} as const satisfies Record<(typeof WARRANTIES)[number]['covers'], readonly string[]>;

/** spec.md section 1 "warranty information": the terms of section 9 and the way to ask for service. */
export function Warranty({ serviceRequestUrl = '/service-request' }: { serviceRequestUrl?: string }) {
  const headingId = usePageId('hb-warranty');
  const href = safeNavigationUrl(serviceRequestUrl);
  const t = useText(warrantyText);
  return (
    <section className="hb-warranty" aria-labelledby={headingId}>
      <h2 id={headingId} className="hb-warranty__heading">
        {t('heading')}
      </h2>
      <ul className="hb-warranty__terms">
        {WARRANTIES.map(({ covers }) => {
          const [term, name, what] = WORDS[covers];
          return (
            <li key={covers} className="hb-warranty__term">
              <h3 className="hb-warranty__name">
                <span className="hb-warranty__years">{t(term)}</span> {t(name)}
              </h3>
              <p className="hb-warranty__covers">{t(what)}</p>
            </li>
          );
        })}
      </ul>
      {href ? (
        <p className="hb-warranty__service">
          {t('attention')}{' '}
          <a className="hb-warranty__link" href={href}>
            {t('request')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
