export { type PageLink, type PageSection, SectionLinks } from './section-links';
