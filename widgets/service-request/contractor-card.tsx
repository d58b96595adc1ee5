import type { ContractorEntry } from '../../core/api/service';
import { telHref } from '../../core/security';

/** A phone number a phone can dial (core/security telHref), or the number as text when it is no number. */
function Phone({ number, who }: { number: string; who: string }) {
  const href = telHref(number);
  return href ? (
    <a className="hb-service-request__phone" href={href}>
      <span className="hb-visually-hidden">Call {who} at </span>
      {number}
    </a>
  ) : (
    <span>{number}</span>
  );
}

/** spec.md section 3's directory entry: repair, subcontractor, contact, phone, and the after-hours line when there is one. */
export function ContractorCard({ entry, level }: { entry: ContractorEntry; level: 3 | 4 }) {
  const Heading = `h${level}` as const;
  return (
    <li className="hb-service-request__card">
      <Heading className="hb-service-request__repair">{entry.repair}</Heading>
      <dl className="hb-service-request__facts">
        <dt>Subcontractor</dt>
        <dd>{entry.subcontractor}</dd>
        <dt>Contact</dt>
        <dd>{entry.contact}</dd>
        <dt>Phone</dt>
        <dd>
          <Phone number={entry.phone} who={entry.subcontractor} />
        </dd>
        {entry.after_hours_name || entry.after_hours_phone ? (
          <>
            <dt>After hours</dt>
            <dd>
              {entry.after_hours_name ? (
                <span className="hb-service-request__after-hours-name">{entry.after_hours_name}</span>
              ) : null}
              {entry.after_hours_phone ? (
                <Phone
                  number={entry.after_hours_phone}
                  who={entry.after_hours_name || `${entry.subcontractor} after hours`}
                />
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}
