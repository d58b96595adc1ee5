import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { SectionList } from './page-sections';
import { SectionNav } from './section-nav';

/**
 * An 'On this page' bar of links to the page's sections; the section being read is marked and
 * written into the address (scroll-spy).
 */
export default defineWidget(
  'section-nav',
  {
    /**
     * The sections as JSON. Without it, every element of the page with data-hb-section and an id,
     * named by its data-label or its heading.
     */
    sections: attr.json(SectionList, '[{"id":"rates","label":"Rates"}]').optional,
  },
  SectionNav,
);
