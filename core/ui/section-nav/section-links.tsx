import { useEffect, useMemo, useRef } from 'react';
import { prefersReducedMotion } from '../../browser/reduced-motion';
import { safeNavigationUrl } from '../../security/safe-navigation-url';
import { useActiveSection, useSectionInAddress } from '../../mount/section-spy';
import { useText } from '../../mount/use-text';
import { sectionLinksText } from './messages';
import './section-links.css';

/** A section of the page a link goes to: its element's id and the link's words. */
export interface PageSection {
  id: string;
  label: string;
}

/** A page of the site the bar links to after the sections (a microsite's other pages). */
export interface PageLink {
  href: string;
  label: string;
}

/**
 * The scroll-spy's links to a page's sections (hb-section-nav, hb-community's sub-navigation):
 * the one being read marked (aria-current) and written into the address as the page scrolls.
 * On a phone the row scrolls sideways and keeps the marked link in view.
 */
export function SectionLinks({
  sections,
  label,
  pages = [],
}: {
  sections: readonly PageSection[];
  /** The bar's accessible name; "On this page" in the widget's language by default. */
  label?: string;
  /** Other pages, after the sections in the same row: one bar, not two (a microsite's Amenities, Gallery). */
  pages?: readonly PageLink[];
}) {
  const t = useText(sectionLinksText);
  const ids = useMemo(() => sections.map((s) => s.id), [sections]);
  const active = useActiveSection(ids);
  useSectionInAddress(active, ids);
  const list = useRef<HTMLUListElement>(null);

  // On a phone the row scrolls sideways: bring the active link into it, without moving the page;
  // above the first section, back to its start (not left at its end with nothing marked).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the active section changes, whose link it reads from the DOM
  useEffect(() => {
    const row = list.current;
    if (!row || row.scrollWidth <= row.clientWidth) return;
    const link = row.querySelector<HTMLElement>('[aria-current="true"]');
    const left = link ? link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2 : 0;
    row.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [active]);

  return (
    <nav className="hb-section-nav__nav" aria-label={label ?? t('onThisPage')}>
      <ul className="hb-section-nav__list" ref={list}>
        {sections.map((s) => (
          <li key={s.id}>
            <a className="hb-section-nav__link" href={`#${s.id}`} aria-current={s.id === active ? 'true' : undefined}>
              {s.label}
            </a>
          </li>
        ))}
        {pages.map((p, i) => {
          const href = safeNavigationUrl(p.href);
          return href ? (
            <li key={`${p.href} ${p.label}`} className={i ? undefined : 'hb-section-nav__pages'}>
              <a className="hb-section-nav__link" href={href}>
                {p.label}
              </a>
            </li>
          ) : null;
        })}
      </ul>
    </nav>
  );
}
