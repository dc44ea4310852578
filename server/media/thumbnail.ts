// Thumbnails for uploaded images, made with sharp: a WebP at most THUMB_MAX px on its long side,
// written beside the original as <stem>.thumb.webp. EXIF orientation is applied, so the stored
// dimensions are the ones a viewer sees, and metadata (EXIF, GPS, ICC) is not copied into it.
// An animated GIF or WebP gives a still of its first frame (sharp reads one page by default).
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const THUMB_MAX = 400;

/** Types we make thumbnails of: the ones sniff.ts recognises by their magic bytes. */
const THUMBNAILED = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** Refuse decompression bombs long before they cost memory (about 8000 x 8000). */
const MAX_INPUT_PIXELS = 64_000_000;

export interface Thumbnail {
  /** Path under data/media, with forward slashes. */
  file: string;
  /** The original's displayed size, after EXIF orientation. */
  width: number;
  height: number;
}

/**
 * The thumbnail's size for an image of width x height: scaled to fit THUMB_MAX, never enlarged.
 * Both the writer and the renderer use it, so meta.small needs no column of its own.
 */
export function thumbnailSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, THUMB_MAX / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function canThumbnail(mime: string): boolean {
  return THUMBNAILED.has(mime);
}

/**
 * Writes the thumbnail of `data` (stored as `file` under mediaDir) and returns it, or null when
 * sharp cannot decode the file: the upload is then kept without one, never refused.
 */
export async function writeThumbnail(mediaDir: string, file: string, data: Buffer): Promise<Thumbnail | null> {
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) return null;
    const size = thumbnailSize(width, height);
    const thumb = file.replace(/\.[^./]*$/, '') + '.thumb.webp';
    // fit 'fill' with the computed size keeps the aspect ratio (the size has it) and makes the
    // written dimensions exactly the ones thumbnailSize reports.
    const out = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(size.width, size.height, { fit: 'fill' })
      .webp({ quality: 80 })
      .toBuffer();
    await fs.writeFile(path.join(mediaDir, thumb), out, { flag: 'wx' });
    return { file: thumb, width, height };
  } catch {
    return null;
  }
}
