// The images another app shared, kept by the service worker in Cache Storage (sw/share.ts):
// taken once (and dropped from the cache) by the share page, which uploads them as any file.
import { SHARE_CACHE, SHARE_FILES_PREFIX } from '../../lib/shareTarget';

export async function takeSharedFiles(id: string): Promise<File[]> {
  if (typeof caches === 'undefined' || !/^[\w-]+$/.test(id)) return [];
  try {
    const cache = await caches.open(SHARE_CACHE);
    const prefix = new URL(`${SHARE_FILES_PREFIX}${id}/`, location.origin).href;
    const keys = (await cache.keys()).filter((r) => r.url.startsWith(prefix));
    keys.sort((a, b) => Number(a.url.slice(prefix.length)) - Number(b.url.slice(prefix.length)));
    const files: File[] = [];
    for (const key of keys) {
      const res = await cache.match(key);
      if (!res) continue;
      const name = decodeURIComponent(res.headers.get('X-Starling-Name') ?? 'image');
      files.push(new File([await res.blob()], name, { type: res.headers.get('Content-Type') ?? '' }));
      await cache.delete(key);
    }
    return files;
  } catch {
    return [];
  }
}
