// What an uploaded file really is, from its first bytes rather than the name or the declared type,
// plus the pixel size of PNG, JPEG, GIF and WebP images read from their headers.

export interface Sniffed {
  mime: string;
  width: number | null;
  height: number | null;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type by magic bytes, or null when the file is not one of the four we know. */
export function sniffImage(data: Buffer): Sniffed | null {
  if (data.length >= 24 && data.subarray(0, 8).equals(PNG_MAGIC) && data.toString('latin1', 12, 16) === 'IHDR') {
    return sized('image/png', data.readUInt32BE(16), data.readUInt32BE(20));
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    const size = jpegSize(data);
    return sized('image/jpeg', size?.[0] ?? 0, size?.[1] ?? 0);
  }
  const head = data.toString('latin1', 0, 6);
  if (data.length >= 10 && (head === 'GIF87a' || head === 'GIF89a')) {
    return sized('image/gif', data.readUInt16LE(6), data.readUInt16LE(8));
  }
  if (data.length >= 16 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') {
    const size = webpSize(data);
    return sized('image/webp', size?.[0] ?? 0, size?.[1] ?? 0);
  }
  return null;
}

function sized(mime: string, width: number, height: number): Sniffed {
  const ok = width > 0 && height > 0 && width <= 100_000 && height <= 100_000;
  return { mime, width: ok ? width : null, height: ok ? height : null };
}

/** Walks the JPEG segments up to the first start-of-frame marker. */
function jpegSize(data: Buffer): [number, number] | null {
  let i = 2;
  while (i + 9 < data.length) {
    if (data[i] !== 0xff) return null;
    const marker = data[i + 1];
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    const length = data.readUInt16BE(i + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return [data.readUInt16BE(i + 7), data.readUInt16BE(i + 5)];
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

function webpSize(data: Buffer): [number, number] | null {
  const chunk = data.toString('latin1', 12, 16);
  if (chunk === 'VP8X' && data.length >= 30) {
    return [1 + data.readUIntLE(24, 3), 1 + data.readUIntLE(27, 3)];
  }
  if (chunk === 'VP8 ' && data.length >= 30 && data[23] === 0x9d && data[24] === 0x01 && data[25] === 0x2a) {
    return [data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff];
  }
  if (chunk === 'VP8L' && data.length >= 25 && data[20] === 0x2f) {
    const bits = data.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
  }
  return null;
}
