import { describe, expect, it } from 'vitest';
import { DEMO_SWF, makeSwf, signedBits, TAG } from './swf.js';

/** Reads back what a player reads first: header, stage RECT, frame rate and count, the tag list. */
function parse(swf: Buffer) {
  let bit = 8 * 8;
  const ub = (n: number) => {
    let v = 0;
    for (let i = 0; i < n; i++, bit++) v = v * 2 + ((swf[bit >> 3] >> (7 - (bit & 7))) & 1);
    return v;
  };
  const sb = (n: number) => {
    const v = ub(n);
    return v >= 2 ** (n - 1) ? v - 2 ** n : v;
  };
  const nbits = ub(5);
  const stage = [sb(nbits), sb(nbits), sb(nbits), sb(nbits)];
  let at = Math.ceil(bit / 8);
  const fps = swf[at + 1] + swf[at] / 256;
  const frames = swf.readUInt16LE(at + 2);
  at += 4;
  const tags: { code: number; body: Buffer }[] = [];
  while (at < swf.length) {
    const head = swf.readUInt16LE(at);
    let len = head & 0x3f;
    at += 2;
    if (len === 0x3f) {
      len = swf.readUInt32LE(at);
      at += 4;
    }
    tags.push({ code: head >> 6, body: swf.subarray(at, at + len) });
    at += len;
  }
  return { signature: swf.toString('latin1', 0, 3), version: swf[3], length: swf.readUInt32LE(4), stage, fps, frames, tags, end: at };
}

describe('makeSwf', () => {
  it('writes an uncompressed SWF whose header, stage and frame count a player reads back', () => {
    const swf = makeSwf();
    const p = parse(swf);
    expect(p.signature).toBe('FWS');
    expect(p.version).toBe(10);
    expect(p.length).toBe(swf.length);
    expect(p.stage).toEqual([0, DEMO_SWF.width * 20, 0, DEMO_SWF.height * 20]);
    expect(p.fps).toBe(DEMO_SWF.fps);
    expect(p.frames).toBe(DEMO_SWF.frames);
    expect(p.end).toBe(swf.length);
  });

  it('has the background colour, one shape, one ShowFrame per frame and ends with End', () => {
    const p = parse(makeSwf({ ...DEMO_SWF, background: [1, 2, 3], frames: 5 }));
    const codes = p.tags.map((t) => t.code);
    expect(codes.slice(0, 3)).toEqual([TAG.FileAttributes, TAG.SetBackgroundColor, TAG.DefineShape]);
    expect([...p.tags[1].body]).toEqual([1, 2, 3]);
    expect(codes.filter((c) => c === TAG.ShowFrame)).toHaveLength(5);
    expect(codes.filter((c) => c === TAG.PlaceObject2)).toHaveLength(5);
    expect(codes.at(-1)).toBe(TAG.End);
    // The first placement puts character 1 on the stage; the others move it.
    const places = p.tags.filter((t) => t.code === TAG.PlaceObject2);
    expect(places[0].body[0]).toBe(0x06);
    expect(places[0].body.readUInt16LE(3)).toBe(1);
    expect(places[1].body[0]).toBe(0x05);
  });

  it('sizes signed bit fields to hold their values', () => {
    expect(signedBits(0)).toBe(1);
    expect(signedBits(-1)).toBe(1);
    expect(signedBits(1)).toBe(2);
    expect(signedBits(6400)).toBe(14);
    expect(signedBits(-6400, 3)).toBe(14);
  });
});
