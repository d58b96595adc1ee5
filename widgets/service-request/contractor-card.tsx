import type { ContractorEntry } from '../../core/api/service';
import { useText } from '../../core/mount';
import { telHref } from '../../core/security';
import { serviceRequestText } from './messages';

/** A phone number a phone can dial (core/security telHref), or the number as text when it is no number. */
function Phone({ number, who }: { number: string; who: string }) {
  const href = telHref(number);
  const t = useText(serviceRequestText);
  return href ? (
    <a className="hb-service-request__phone" href={href}>
      <span className="hb-visually-hidden">{t('call', { who })}</span>
      {number}
    </a>
  ) : (
    <span>{number}</span>
  );
}

/** spec.md section 3's directory entry: repair, subcontractor, contact, phone, and the after-hours line when there is one. */
export function ContractorCard({ entry, level }: { entry: ContractorEntry; level: 3 | 4 }) {
  const Heading = `h${level}` as const;
  const t = useText(serviceRequestText);
  return (
    <li className="hb-service-request__card">
      <Heading className="hb-service-request__repair">{entry.repair}</Heading>
      <dl className="hb-service-request__facts">
        <dt>{t('subcontractor')}</dt>
        <dd>{entry.subcontractor}</dd>
        <dt>{t('contact')}</dt>
        <dd>{entry.contact}</dd>
        <dt>{t('phone')}</dt>
        <dd>
          <Phone number={entry.phone} who={entry.subcontractor} />
        </dd>
        {entry.after_hours_name || entry.after_hours_phone ? (
          <>
            <dt>{t('afterHours')}</dt>
            <dd>
              {entry.after_hours_name ? (
                <span className="hb-service-request__after-hours-name">{entry.after_hours_name}</span>
              ) : null}
              {entry.after_hours_phone ? (
                <Phone
                  number={entry.after_hours_phone}
                  who={entry.after_hours_name || t('whoAfterHours', { name: entry.subcontractor })}
                />
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}
