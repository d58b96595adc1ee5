import { type ComponentType, useEffect, useState } from 'react';
import { usePageId, useText } from '../../core/mount';
import { MAIN_LINKS, SOCIAL_LINKS } from './footer-links';
import { footerText } from './messages';
import './footer.css';

/**
 * spec.md section 2, "Footer". It is on every page, so what every visitor needs (the promise, the
 * links) comes with the widget and the API's part (communities, model centers) loads after it:
 * the footer alone stays a small page, and on a page with other widgets the API code is shared.
 */
export function Footer() {
  const [Lists, setLists] = useState<ComponentType | null>(null);
  const mainId = usePageId('hb-footer-main');
  const socialId = usePageId('hb-footer-social');
  const t = useText(footerText);
  useEffect(() => {
    let live = true;
    void import('./footer-lists').then(
      (m) => live && setLists(() => m.FooterLists),
      () => undefined, // the links above still serve; the loader reports chunks that fail
    );
    return () => void (live = false);
  }, []);
  return (
    <div className="hb-footer">
      <p className="hb-footer__promise">
        <strong>{t('promise')}</strong>
        {t('promiseMore')}
      </p>
      <div className="hb-footer__columns">
        <nav className="hb-footer__column" aria-labelledby={mainId}>
          <h2 id={mainId} className="hb-footer__heading">
            {t('explore')}
          </h2>
          <ul className="hb-footer__links">
            {MAIN_LINKS.map(([href, label]) => (
              <li key={href}>
                <a href={href}>{t(label)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {Lists ? <Lists /> : <div className="hb-footer__lists hb-footer__lists--loading" />}
      </div>
      <div className="hb-footer__bottom">
        <h2 id={socialId} className="hb-visually-hidden">
          {t('follow')}
        </h2>
        <ul className="hb-footer__social" aria-labelledby={socialId}>
          {SOCIAL_LINKS.map(([href, label]) => (
            <li key={href}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {label}
                <span className="hb-visually-hidden">{t('newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
