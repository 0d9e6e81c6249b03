import { chooseFile } from '../chooseFile.ts';

/**
 * Images go into the template as data URLs, so a template prints offline and needs no file storage. The schema
 * allows 400,000 characters; base64 grows a file by a third, so files up to 280 KB fit.
 */
export const IMAGE_MAX_BYTES = 280 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;

export type ImageRefusal = 'type' | 'size' | 'unreadable';

export interface PickedImage {
  src: string;
  /** the picture's width and height in pixels (for its proportions) */
  width: number;
  height: number;
}

/** Why a file cannot be a template image, or null when it can. */
export function imageRefusal(file: { type: string; size: number }): ImageRefusal | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** A box of at most `maxWidth` × `maxHeight` mm with the picture's proportions (rounded to half a mm). */
export function fittedSize(
  image: { width: number; height: number },
  maxWidth: number,
  maxHeight: number,
): { widthMm: number; heightMm: number } {
  const ratio = image.width > 0 && image.height > 0 ? image.height / image.width : 1;
  let widthMm = maxWidth;
  let heightMm = widthMm * ratio;
  if (heightMm > maxHeight) {
    heightMm = maxHeight;
    widthMm = heightMm / ratio;
  }
  const half = (v: number) => Math.max(0.5, Math.round(v * 2) / 2);
  return { widthMm: half(widthMm), heightMm: half(heightMm) };
}

/** Reads a picked file as a data URL and measures it; refuses files the template cannot hold. */
export async function readImage(file: File): Promise<PickedImage | ImageRefusal> {
  const refusal = imageRefusal(file);
  if (refusal) return refusal;
  const src = await new Promise<string | null>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
  if (!src) return 'unreadable';
  const size = await new Promise<{ width: number; height: number } | null>((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = src;
  });
  return size ? { src, ...size } : 'unreadable';
}

/** Asks the user for an image file (the browser's file dialog); null when none is chosen. */
export const chooseImageFile = () => chooseFile(IMAGE_TYPES.join(','));
