/**
 * Local placeholder pictures: the demo draws any /demo-assets/<name>(-small|-large|-thumb).svg
 * (demo/placeholder-image.ts), so no page of the demo reaches the internet.
 */
export const demoImage = (name: string, size?: 'small' | 'large' | 'thumb'): string =>
  `/demo-assets/${name}${size ? `-${size}` : ''}.svg`;

/** The { small, large } pair the CMS stores for every picture. */
export const imagePair = (name: string) => ({ small: demoImage(name, 'small'), large: demoImage(name, 'large') });

/**
 * The sizes field beside a picture with one address (ImageSizes, core/api/schemas/common.ts): its
 * small file (or the video's thumb) and its large one at their widths, as demo/placeholder-image.ts
 * draws them: 480 and 1200 px, a square picture (badges, logos, portraits) 320 and 800 px.
 */
export const imageSizes = (name: string, { square = false, small = 'small' as 'small' | 'thumb' } = {}) => [
  { url: demoImage(name, small), width: square ? 320 : 480 },
  { url: demoImage(name, 'large'), width: square ? 800 : 1200 },
];

/** A local stand-in for a CMS document (feature sheets, brochures), served by demo/api/documents.ts. */
export const demoDocument = (name: string): string => `/demo-documents/${name}.pdf`;
