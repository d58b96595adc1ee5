import { type ReactNode, useEffect, useState } from 'react';
import { readConfig } from '../../platform/config';
import { telHref } from '../../security/tel-href';
import { useText } from '../../mount/use-text';
import { ctaBarText } from './messages';
import './detail-layout.css';

interface CtaBarProps {
  /** What the visitor would ask about, for the group's name: "the Aspen", "4521 Preserve Loop". */
  about: string;
  /** The "Schedule a tour" trigger (a form in a dialog, which the page's widget provides). */
  tour?: ReactNode;
  /** The sales phone of the community or model center; left out, the site's phone (site settings). */
  phone?: string | null;
  /** The "Get updates" trigger. */
  updates?: ReactNode;
}

/** The attribute on <html> that pads the page end while a bar is fixed at the bottom of a phone's screen. */
const PAD = 'data-hb-cta-bar';
/** The class of the bar that is fixed on a phone: one a page. */
const PINNED = 'hb-cta-bar--pinned';

/**
 * The one call to action of a detail page, near its price: Schedule a tour, Call, Get updates.
 * On a phone (under 768 px) it is fixed at the bottom of the screen from its first paint (so it
 * never moves the page), and the page's end and its scroll padding make room for it, so it covers
 * neither the last of the page nor a focused field (WCAG 2.4.11). One bar a page pins: the first
 * shown; a second detail widget's bar (two on one page, issue 33) stays near its own price.
 */
export function CtaBar({ about, tour, phone, updates }: CtaBarProps) {
  const t = useText(ctaBarText);
  const number = (phone ?? readConfig().phone)?.trim();
  const href = number ? telHref(number) : undefined;
  // Decided as it first renders, so a bar never jumps between the page and the screen's edge.
  const [pinned] = useState(() => !document.querySelector(`.${PINNED}`));
  useEffect(() => {
    if (!pinned) return;
    const root = document.documentElement;
    root.setAttribute(PAD, String(Number(root.getAttribute(PAD) ?? 0) + 1));
    return () => {
      const left = Number(root.getAttribute(PAD) ?? 1) - 1;
      if (left > 0) root.setAttribute(PAD, String(left));
      else root.removeAttribute(PAD);
    };
  }, [pinned]);
  return (
    <div className={`hb-cta-bar${pinned ? ` ${PINNED}` : ''}`} role="group" aria-label={t('askAbout', { about })}>
      {tour}
      {href ? (
        <a className="hb-button hb-button--secondary hb-cta-bar__call" href={href}>
          {t('call')}
          <span className="hb-cta-bar__number">{`\u00a0${number}`}</span>
        </a>
      ) : null}
      {updates}
    </div>
  );
}
