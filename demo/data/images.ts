/**
 * Local placeholder pictures: the demo draws any /demo-assets/<name>(-small|-large|-thumb).svg
 * (demo/placeholder-image.ts), so no page of the demo reaches the internet.
 */
export const demoImage = (name: string, size?: 'small' | 'large' | 'thumb'): string =>
  `/demo-assets/${name}${size ? `-${size}` : ''}.svg`;

/** The { small, large } pair the CMS stores for every picture. */
export const imagePair = (name: string) => ({ small: demoImage(name, 'small'), large: demoImage(name, 'large') });

/** A local stand-in for a CMS document (feature sheets, brochures), served by demo/api/documents.ts. */
export const demoDocument = (name: string): string => `/demo-documents/${name}.pdf`;
