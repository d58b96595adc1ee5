import { getModelCenters } from '../../core/api';
import { Loader } from '../../core/ui';
import { safeUrl } from '../../core/security';
import { useRead } from '../../core/mount';
import { usePageId } from '../../core/mount';

/** Digits of a phone for a tel: link: '863-555-0103' → 'tel:+18635550103'. */
const telHref = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return safeUrl(`tel:${digits.length === 10 ? `+1${digits}` : digits}`);
};

/** spec.md section 2: the contact page's model centers come from content. */
export function ModelCenters() {
  const centers = useRead((signal) => getModelCenters({ signal }), []);
  const headingId = usePageId('hb-model-centers');
  return (
    <section className="hb-contact-us__centers" aria-labelledby={headingId}>
      <h2 id={headingId} className="hb-contact-us__heading">
        Visit a model center
      </h2>
      {centers.status === 'loading' ? (
        <Loader label="Loading model centers…" />
      ) : centers.status === 'failure' ? (
        <p role="status">{centers.message}</p>
      ) : (
        <ul className="hb-contact-us__list">
          {centers.results.map((center) => (
            <li key={center.id} className="hb-contact-us__center">
              <h3 className="hb-contact-us__name">{center.name}</h3>
              <p className="hb-contact-us__address">
                {center.address}
                <br />
                {center.city}, FL
              </p>
              <p className="hb-contact-us__hours">{center.hours}</p>
              <a className="hb-contact-us__phone" href={telHref(center.phone)}>
                <span className="hb-visually-hidden">Call {center.name} at </span>
                {center.phone}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
