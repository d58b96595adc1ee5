import { useEffect, useMemo } from 'react';
import { SectionLinks } from '../../core/ui/section-nav';
import './section-nav.css';
import { type PageSection, readPageSections } from './page-sections';

export const NO_SECTIONS_MESSAGE =
  '[hb-section-nav] found no sections: give each section an id and data-hb-section, or list them, e.g. data-sections=\'[{"id":"rates","label":"Rates"}]\'';

/**
 * "On this page" links to the page's sections, the one being read marked (aria-current) and
 * written into the address as you scroll. Sticky on wide screens, a scrollable row on phones.
 */
export function SectionNav({ sections: listed }: { sections?: PageSection[] }) {
  const sections = useMemo(() => (listed ?? readPageSections()).filter((s) => s.id.trim() && s.label.trim()), [listed]);

  useEffect(() => {
    if (sections.length === 0) console.error(NO_SECTIONS_MESSAGE);
  }, [sections.length]);
  if (sections.length === 0)
    return (
      <p className="hb-widget-message" role="alert">
        {NO_SECTIONS_MESSAGE}
      </p>
    );

  return <SectionLinks sections={sections} />;
}
