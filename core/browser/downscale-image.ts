/** A phone photo's longest side after downscaling: sharp enough to show a crack or a stain. */
export const DOWNSCALE_LONGEST_SIDE = 2400;
/** JPEG qualities tried in turn, then the same again at three quarters of the size. */
const QUALITIES = [0.85, 0.75, 0.65, 0.55];
const SHRINK_STEPS = 3;

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

const jpegOf = (canvas: Canvas, quality: number): Promise<Blob | null> =>
  'convertToBlob' in canvas
    ? canvas.convertToBlob({ type: 'image/jpeg', quality })
    : new Promise((done) => canvas.toBlob(done, 'image/jpeg', quality));

/**
 * A picture made to fit `maxBytes`: decoded upright (a phone's EXIF orientation applied), its
 * longest side brought to about 2,400 px, and saved as JPEG at falling quality (then smaller
 * still) until it fits. Undefined when the file is not a picture this browser can decode, or
 * cannot be made small enough.
 */
export async function downscaleImage(
  file: Blob,
  maxBytes: number,
  longestSide = DOWNSCALE_LONGEST_SIDE,
): Promise<Blob | undefined> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return undefined;
  }
  try {
    let scale = Math.min(1, longestSide / Math.max(bitmap.width, bitmap.height));
    for (let step = 0; step < SHRINK_STEPS; step++, scale *= 0.75) {
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = canvasOf(width, height);
      const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
      if (!context) return undefined;
      // JPEG has no transparency: a transparent PNG would turn black without a white ground.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      for (const quality of QUALITIES) {
        const blob = await jpegOf(canvas, quality);
        if (blob && blob.size <= maxBytes) return blob;
      }
    }
    return undefined;
  } catch {
    return undefined;
  } finally {
    bitmap.close();
  }
}
