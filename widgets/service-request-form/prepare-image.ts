import { downscaleImage } from '../../core/browser';
import { fitsServiceImageLimit, SERVICE_IMAGE_MAX_BYTES } from '../../core/rules';

export type PreparedImage = { ok: true; file: File; resized: boolean } | { ok: false };

/** 'IMG_2041.HEIC' → 'IMG_2041.jpg': a downscaled photo is a JPEG now. */
const asJpegName = (name: string) => `${name.replace(/\.[^./]*$/, '') || 'photo'}.jpg`;

/**
 * A picture ready to upload: as chosen when it fits 3,072,000 bytes; else made smaller in the
 * browser (a phone photo is often 4 to 12 MB). Not ok when it still cannot fit or is no picture
 * the browser can read: then spec.md's 'Your file is larger than 3MB.'
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  if (fitsServiceImageLimit(file.size)) return { ok: true, file, resized: false };
  const smaller = await downscaleImage(file, SERVICE_IMAGE_MAX_BYTES);
  return smaller
    ? { ok: true, file: new File([smaller], asJpegName(file.name), { type: 'image/jpeg' }), resized: true }
    : { ok: false };
}
