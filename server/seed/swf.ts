// A tiny SWF writer for the demo world's Flash attachment: an
// uncompressed SWF ("FWS") with a background colour and one filled square that slides across the
// stage, frame by frame. Only the handful of tags that needs: FileAttributes, SetBackgroundColor,
// DefineShape, PlaceObject2, ShowFrame, End (SWF File Format Specification v19).

const TWIPS = 20; // SWF lengths are in twentieths of a pixel

export const TAG = { End: 0, ShowFrame: 1, DefineShape: 2, SetBackgroundColor: 9, PlaceObject2: 26, FileAttributes: 69 } as const;

export type Rgb = [number, number, number];

/** Bit-packed fields (RECT, MATRIX, shape records) are written most significant bit first. */
class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private used = 0;

  bits(value: number, count: number): this {
    for (let i = count - 1; i >= 0; i--) {
      this.current = (this.current << 1) | ((value >>> i) & 1);
      if (++this.used === 8) this.flush();
    }
    return this;
  }

  /** Signed: two's complement in `count` bits. */
  sbits(value: number, count: number): this {
    return this.bits(value < 0 ? value + 2 ** count : value, count);
  }

  private flush() {
    this.bytes.push(this.current & 0xff);
    this.current = 0;
    this.used = 0;
  }

  /** Pads the last byte with zero bits. */
  done(): Buffer {
    if (this.used > 0) this.bits(0, 8 - this.used);
    return Buffer.from(this.bytes);
  }
}

/** Bits a signed field needs to hold every value (at least 1). */
export function signedBits(...values: number[]): number {
  let n = 1;
  for (const v of values) {
    const magnitude = v < 0 ? ~v : v;
    n = Math.max(n, magnitude.toString(2).length + (magnitude === 0 ? 0 : 1));
  }
  return n;
}

function rect(xMin: number, xMax: number, yMin: number, yMax: number): Buffer {
  const n = signedBits(xMin, xMax, yMin, yMax);
  return new BitWriter().bits(n, 5).sbits(xMin, n).sbits(xMax, n).sbits(yMin, n).sbits(yMax, n).done();
}

/** A translation-only MATRIX. */
function translate(x: number, y: number): Buffer {
  const n = signedBits(x, y);
  return new BitWriter().bits(0, 1).bits(0, 1).bits(n, 5).sbits(x, n).sbits(y, n).done();
}

function u16(v: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(v);
  return b;
}

function tag(code: number, body: Buffer = Buffer.alloc(0)): Buffer {
  if (body.length < 0x3f) return Buffer.concat([u16((code << 6) | body.length), body]);
  const long = Buffer.alloc(4);
  long.writeUInt32LE(body.length);
  return Buffer.concat([u16((code << 6) | 0x3f), long, body]);
}

/** DefineShape: a `size`×`size` square (twips) filled with one solid colour, drawn from (0,0). */
function square(id: number, size: number, color: Rgb): Buffer {
  const styles = Buffer.from([1, 0x00, ...color, 0]); // one solid fill, no line styles
  const w = new BitWriter();
  w.bits(1, 4).bits(0, 4); // NumFillBits 1, NumLineBits 0
  // StyleChangeRecord: not an edge; flags NewStyles 0, LineStyle 0, FillStyle1 1, FillStyle0 0, MoveTo 1.
  w.bits(0, 1).bits(0b00101, 5);
  const move = signedBits(0);
  w.bits(move, 5).sbits(0, move).sbits(0, move);
  w.bits(1, 1); // FillStyle1 = style 1
  const n = signedBits(size, -size);
  for (const [vertical, delta] of [[false, size], [true, size], [false, -size], [true, -size]] as const) {
    // StraightEdgeRecord, axis-aligned: edge 1, straight 1, NumBits-2, general 0, vertical flag.
    w.bits(1, 1).bits(1, 1).bits(n - 2, 4).bits(0, 1).bits(vertical ? 1 : 0, 1).sbits(delta, n);
  }
  w.bits(0, 6); // EndShapeRecord
  return tag(TAG.DefineShape, Buffer.concat([u16(id), rect(0, size, 0, size), styles, w.done()]));
}

function place(depth: number, x: number, y: number, first: boolean): Buffer {
  // PlaceObject2 flags: HasMatrix (0x04) always; HasCharacter (0x02) the first time, Move (0x01) after.
  const flags = first ? 0x06 : 0x05;
  const parts = [Buffer.from([flags]), u16(depth)];
  if (first) parts.push(u16(1));
  parts.push(translate(x, y));
  return tag(TAG.PlaceObject2, Buffer.concat(parts));
}

export interface SwfOptions {
  width: number; // px
  height: number; // px
  background: Rgb;
  color: Rgb;
  frames: number;
  fps: number;
}

export const DEMO_SWF: SwfOptions = { width: 320, height: 240, background: [0x1d, 0x3b, 0x57], color: [0xf5, 0xa6, 0x23], frames: 24, fps: 12 };

/** A complete uncompressed SWF (version 10) of a square sliding left to right over `frames` frames. */
export function makeSwf(o: SwfOptions = DEMO_SWF): Buffer {
  const side = Math.round(Math.min(o.width, o.height) / 3) * TWIPS;
  const travel = o.width * TWIPS - side;
  const y = Math.round((o.height * TWIPS - side) / 2);
  const tags: Buffer[] = [
    tag(TAG.FileAttributes, Buffer.from([0, 0, 0, 0])), // AS1/2, no network access
    tag(TAG.SetBackgroundColor, Buffer.from(o.background)),
    square(1, side, o.color),
  ];
  for (let f = 0; f < o.frames; f++) {
    const x = Math.round((travel * f) / Math.max(o.frames - 1, 1));
    tags.push(place(1, x, y, f === 0), tag(TAG.ShowFrame));
  }
  tags.push(tag(TAG.End));
  const body = Buffer.concat([rect(0, o.width * TWIPS, 0, o.height * TWIPS), Buffer.from([0, o.fps]), u16(o.frames), ...tags]);
  const header = Buffer.alloc(8);
  header.write('FWS', 0, 'latin1');
  header.writeUInt8(10, 3);
  header.writeUInt32LE(8 + body.length, 4);
  return Buffer.concat([header, body]);
}
