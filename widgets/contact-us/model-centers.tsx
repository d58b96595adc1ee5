import { getModelCenters } from '../../core/api/reads/sales';
import { ReadView } from '../../core/ui/read';
import { telHref } from '../../core/security';
import { usePageId, useText } from '../../core/mount';
import { useRead } from '../../core/mount/read';
import { contactUsText } from './messages';

/** spec.md section 2: the contact page's model centers come from content. */
export function ModelCenters() {
  const centers = useRead((signal) => getModelCenters({ signal }), []);
  const headingId = usePageId('hb-model-centers');
  const t = useText(contactUsText);
  return (
    <section className="hb-contact-us__centers" aria-labelledby={headingId}>
      <h2 id={headingId} className="hb-contact-us__heading">
        {t('heading')}
      </h2>
      <ReadView read={centers} loading={t('loading')}>
        {({ results }) => (
          <ul className="hb-contact-us__list">
            {results.map((center) => (
              <li key={center.id} className="hb-contact-us__center">
                <h3 className="hb-contact-us__name">{center.name}</h3>
                <p className="hb-contact-us__address">
                  {center.address}
                  <br />
                  {center.city}, FL
                </p>
                <p className="hb-contact-us__hours">{center.hours}</p>
                <a className="hb-contact-us__phone" href={telHref(center.phone)}>
                  <span className="hb-visually-hidden">{t('call', { name: center.name })}</span>
                  {center.phone}
                </a>
              </li>
            ))}
          </ul>
        )}
      </ReadView>
    </section>
  );
}
