// The share target's POST (src/lib/shareTarget.ts): the worker keeps the shared images in Cache
// Storage (the page cannot read a POST body it never received) and sends the page to GET /share
// with the title, text and URL, and the name under which the images wait.
import { SHARE_ACCEPT, SHARE_CACHE, SHARE_FILES_FIELD, SHARE_FILES_PARAM, SHARE_FILES_PREFIX, SHARE_PATH } from '../src/lib/shareTarget';

const accepted = (f: File) => SHARE_ACCEPT.some((a) => (a.endsWith('/*') ? f.type.startsWith(a.slice(0, -1)) : f.type === a));

export async function receiveShare(request: Request, caches: CacheStorage, origin: string, newId: () => string): Promise<Response> {
  const query = new URLSearchParams();
  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch {
    // Not a form: the share page opens empty rather than failing.
  }
  for (const key of ['title', 'text', 'url']) {
    const v = form?.get(key);
    if (typeof v === 'string' && v.trim()) query.set(key, v);
  }
  const files = (form?.getAll(SHARE_FILES_FIELD) ?? []).filter((f): f is File => typeof f !== 'string' && accepted(f));
  if (files.length) {
    const id = newId();
    const cache = await caches.open(SHARE_CACHE);
    await Promise.all(
      files.map((f, i) =>
        cache.put(
          new URL(`${SHARE_FILES_PREFIX}${id}/${i}`, origin).href,
          new Response(f, { headers: { 'Content-Type': f.type, 'X-Starling-Name': encodeURIComponent(f.name || `image-${i}`) } }),
        ),
      ),
    );
    query.set(SHARE_FILES_PARAM, id);
  }
  const qs = query.toString();
  return Response.redirect(new URL(`${SHARE_PATH}${qs ? `?${qs}` : ''}`, origin).href, 303);
}
