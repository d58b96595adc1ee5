import { useEffect, useMemo, useRef } from 'react';
import { prefersReducedMotion } from '../../core/browser';
import './section-nav.css';
import { type PageSection, readPageSections } from './page-sections';
import { useActiveSection, useSectionInAddress } from './use-active-section';

export const NO_SECTIONS_MESSAGE =
  '[hb-section-nav] found no sections: give each section an id and data-hb-section, or list them, e.g. data-sections=\'[{"id":"rates","label":"Rates"}]\'';

/**
 * "On this page" links to the page's sections, the one being read marked (aria-current) and
 * written into the address as you scroll. Sticky on wide screens, a scrollable row on phones.
 */
export function SectionNav({ sections: listed }: { sections?: PageSection[] }) {
  const sections = useMemo(() => (listed ?? readPageSections()).filter((s) => s.id.trim() && s.label.trim()), [listed]);
  const ids = useMemo(() => sections.map((s) => s.id), [sections]);
  const active = useActiveSection(ids);
  useSectionInAddress(active, ids);
  const list = useRef<HTMLUListElement>(null);

  // On a phone the row scrolls sideways: bring the active link into it, without moving the page;
  // above the first section, back to its start (not left at its end with nothing marked).
  useEffect(() => {
    const row = list.current;
    if (!row || row.scrollWidth <= row.clientWidth) return;
    const link = row.querySelector<HTMLElement>('[aria-current="true"]');
    const left = link ? link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2 : 0;
    row.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [active]);

  useEffect(() => {
    if (sections.length === 0) console.error(NO_SECTIONS_MESSAGE);
  }, [sections.length]);
  if (sections.length === 0)
    return (
      <p className="hb-widget-message" role="alert">
        {NO_SECTIONS_MESSAGE}
      </p>
    );

  return (
    <nav className="hb-section-nav__nav" aria-label="On this page">
      <ul className="hb-section-nav__list" ref={list}>
        {sections.map((s) => (
          <li key={s.id}>
            <a className="hb-section-nav__link" href={`#${s.id}`} aria-current={s.id === active ? 'true' : undefined}>
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
