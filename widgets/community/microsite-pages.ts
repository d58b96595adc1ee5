import { array, type Infer, string, type } from 'superstruct';

/**
 * data-pages: the microsite's other pages, in the CMS's order, which the sub-navigation links
 * after its sections, so that the microsite has one navigation bar (docs/theming-and-events.md).
 */
export const MicrositePages = array(type({ href: string(), label: string() }));
export type MicrositePage = Infer<typeof MicrositePages>[number];
