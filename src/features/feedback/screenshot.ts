import { SCREENSHOT_MAX_BASE64_LENGTH, type Screenshot } from '../../common/pages/feedback';

/** The longest side of a screenshot as sent: enough to read a screen's text. */
const MAX_SIDE = 1280;
const QUALITIES = [0.85, 0.7, 0.55, 0.4];

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
      'image/jpeg',
      quality,
    );
  });
}

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The picked image, decoded and redrawn on the device at most MAX_SIDE pixels a side as JPEG, at
 * the best quality that fits the server's limit. Redrawing also drops the photo's metadata
 * (location, camera). Rejects for a file that is not an image the browser can decode.
 */
export async function screenshotFromFile(file: Blob): Promise<Screenshot> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to resize the image');
  // JPEG has no transparency: a transparent screenshot gets a white background, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of QUALITIES) {
    const data = await base64Of(await toBlob(canvas, quality));
    if (data.length <= SCREENSHOT_MAX_BASE64_LENGTH) return { type: 'image/jpeg', data };
  }
  throw new Error('The image is too large even when reduced');
}
