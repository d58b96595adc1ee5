export { type PageSection, SectionLinks } from './section-links';
