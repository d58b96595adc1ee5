import { attr } from '../../core/platform';
import { defineWidget } from '../../core/mount';
import { SectionList } from './page-sections';
import { SectionNav } from './section-nav';

/**
 * <hb-section-nav>: scroll-spy sub-navigation (spec.md "Home financing", community microsite).
 * Sections come from data-sections, else from the page's [data-hb-section] elements.
 */
export default defineWidget('section-nav', { sections: attr.json(SectionList, '[{"id":"rates","label":"Rates"}]').optional }, SectionNav);
