import { useState } from 'react';
import { useText, useWidgetHost } from '../../core/mount';
import { WARRANTIES } from '../../core/rules/about';
import { safeNavigationUrl, telHref } from '../../core/security';
import { Modal } from '../../core/ui';
import { serviceText } from './messages';
import { triggerLabel } from './trigger-label';
import './exceptional-service.css';

interface ExceptionalServiceProps {
  label?: string;
  serviceRequestUrl?: string;
  phone?: string;
}

/** Each warranty of spec.md section 9: its term, its name and what it covers, in the builder's words (keys of the catalog). */
const WORDS = {
  structural: ['structuralTerm', 'structuralName', 'structuralCovers'],
  systems: ['systemsTerm', 'systemsName', 'systemsCovers'],
  workmanship: ['workmanshipTerm', 'workmanshipName', 'workmanshipCovers'],
} as const satisfies Record<(typeof WARRANTIES)[number]['covers'], readonly string[]>;

export function ExceptionalService({ label, serviceRequestUrl = '/service-request', phone }: ExceptionalServiceProps) {
  const { fallback } = useWidgetHost();
  const [open, setOpen] = useState(false);
  const t = useText(serviceText);
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
        {triggerLabel(label, fallback, t('defaultLabel'))}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('title')}>
        <p className="hb-exceptional-service__lead">{t('lead')}</p>
        <ul className="hb-exceptional-service__terms">
          {WARRANTIES.map(({ covers }) => {
            const [term, name, what] = WORDS[covers];
            return (
              <li key={covers} className="hb-exceptional-service__term">
                <strong className="hb-exceptional-service__name">
                  {t(term)} {t(name)}
                </strong>{' '}
                {t(what)}
              </li>
            );
          })}
        </ul>
        <h3 className="hb-exceptional-service__heading">{t('attention')}</h3>
        <ul className="hb-exceptional-service__reach">
          {request ? (
            <li>
              <a className="hb-exceptional-service__link" href={request}>
                {t('request')}
              </a>{' '}
              {t('online')}
            </li>
          ) : null}
          {servicePhone ? (
            <li>
              {t('call')}{' '}
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
