import sharp from 'sharp';

export type PhotoFormat = 'avif' | 'webp' | 'jpeg';

export const CONTENT_TYPE: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

// A decompression bomb (a small file of enormous dimensions) stops at decoding, not in memory.
const MAX_INPUT_PIXELS = 40_000_000;

// libvips keeps recent operations in memory; the disk cache does that job here.
sharp.cache(false);

/** The format the browser takes best: AVIF (when on) or WebP when its Accept names them, else JPEG. */
export function negotiateFormat(accept: string | undefined, avif: boolean): PhotoFormat {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) <= 0) continue;
    if (type) accepted.add(type.trim());
  }
  if (avif && accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}

/** The photo at most `width` pixels wide (never enlarged), turned upright, in `format`. */
export async function resizePhoto(original: Buffer, width: number, format: PhotoFormat): Promise<Buffer> {
  const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).rotate().resize({ width, withoutEnlargement: true });
  if (format === 'avif') image.avif({ quality: 50, effort: 2 });
  else if (format === 'webp') image.webp({ quality: 78 });
  else image.jpeg({ quality: 80, progressive: true });
  return image.toBuffer();
}

/** Throws unless the bytes decode as an image (read shrunk: JPEG decodes at an eighth of its size). */
export async function checkDecodable(original: Buffer): Promise<void> {
  await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).resize({ width: 64, withoutEnlargement: true }).raw().toBuffer();
}

/** The file extension of image bytes by their signature, for the photo zip. */
export function imageExtension(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0x52 && bytes[1] === 0x49 && bytes[8] === 0x57 && bytes[9] === 0x45) return 'webp';
  return 'jpg';
}
