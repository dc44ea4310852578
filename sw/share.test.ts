import { describe, expect, it } from 'vitest';
import { receiveShare } from './share';

const ORIGIN = 'https://social.example';

/** A Cache Storage in memory, enough for the worker's share handler. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const caches = {
    open: async (name: string) => {
      const m = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, m);
      return { put: async (url: string, res: Response) => void m.set(url, res) };
    },
  } as unknown as CacheStorage;
  return { caches, stores };
}

const share = (fields: [string, string | File][]) => {
  const form = new FormData();
  for (const [k, v] of fields) form.append(k, v);
  return new Request(`${ORIGIN}/share`, { method: 'POST', body: form });
};

describe('receiveShare (the share target POST in the worker)', () => {
  it('keeps the shared images and sends the page to /share with the text and their name', async () => {
    const { caches, stores } = memoryCaches();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'cat.png', { type: 'image/png' });
    const res = await receiveShare(share([['title', 'A cat'], ['text', 'Look'], ['url', ''], ['media', png]]), caches, ORIGIN, () => 'abc');
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get('Location')!);
    expect(to.pathname).toBe('/share');
    expect(Object.fromEntries(to.searchParams)).toEqual({ title: 'A cat', text: 'Look', files: 'abc' });
    const kept = stores.get('starling-shared')!;
    expect([...kept.keys()]).toEqual([`${ORIGIN}/_starling/shared/abc/0`]);
    const file = kept.get(`${ORIGIN}/_starling/shared/abc/0`)!;
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(file.headers.get('X-Starling-Name')).toBe('cat.png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('a text share keeps nothing and leaves files out; what is not an image is dropped', async () => {
    const { caches, stores } = memoryCaches();
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    const res = await receiveShare(share([['text', 'Just words'], ['media', pdf]]), caches, ORIGIN, () => 'x');
    expect(new URL(res.headers.get('Location')!).search).toBe('?text=Just+words');
    expect(stores.size).toBe(0);
  });
});
