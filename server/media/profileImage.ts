// Avatar, banner and background images of update_credentials: re-encoded through sharp (EXIF
// orientation applied, metadata dropped, scaled down to a sane size), so what is served is always
// an image we decoded ourselves, whatever the upload claimed to be.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export type ProfileImageKind = 'avatar' | 'header' | 'background';

const MAX_SIDE: Record<ProfileImageKind, number> = { avatar: 800, header: 2000, background: 2560 };
const MAX_INPUT_PIXELS = 64_000_000;

/** Writes the re-encoded image under data/media and returns its path; null if it is not an image. */
export async function storeProfileImage(mediaDir: string, kind: ProfileImageKind, data: Buffer): Promise<string | null> {
  let out: Buffer;
  try {
    const side = MAX_SIDE[kind];
    out = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 88 })
      .toBuffer();
  } catch {
    return null;
  }
  const dir = crypto.randomBytes(16).toString('hex');
  await fs.mkdir(path.join(mediaDir, dir), { recursive: true });
  await fs.writeFile(path.join(mediaDir, dir, `${kind}.webp`), out, { flag: 'wx' });
  return `${dir}/${kind}.webp`;
}
