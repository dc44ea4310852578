// Startup and static resources. Raw JSON out; entities/ normalizes.
import { ApiError, request } from './http';
import { takePreloaded } from './preloaded';

export async function fetchInstance(): Promise<unknown> {
  return takePreloaded('/api/v1/instance') ?? (await request('/api/v1/instance')).data;
}

const NODEINFO_SCHEMAS = [
  'http://nodeinfo.diaspora.software/ns/schema/2.1',
  'http://nodeinfo.diaspora.software/ns/schema/2.0',
];

/** The nodeinfo href advertised in /.well-known/nodeinfo, as a path on our server (or on `instance`). */
export async function discoverNodeinfoPath(instance?: string): Promise<string | null> {
  const { data } = await request<{ links?: unknown }>('/.well-known/nodeinfo', { responseType: 'json', instance });
  const links = Array.isArray(data?.links) ? (data.links as { rel?: unknown; href?: unknown }[]) : [];
  for (const schema of NODEINFO_SCHEMAS) {
    const link = links.find((l) => l && l.rel === schema && typeof l.href === 'string');
    if (!link) continue;
    // Use only the path: behind the dev/proxy server the advertised origin is not ours.
    const u = new URL(String(link.href), 'http://placeholder.invalid');
    return u.pathname + u.search;
  }
  return null;
}

export async function fetchNodeinfo(): Promise<unknown> {
  const embedded = takePreloaded('/nodeinfo/2.0.json');
  if (embedded !== undefined) return embedded;
  let path: string | null = null;
  try {
    path = await discoverNodeinfoPath();
  } catch {
    path = null; // older servers lack the well-known document
  }
  return (await request(path ?? '/nodeinfo/2.0.json', { responseType: 'json' })).data;
}

const FRONTEND_CONFIG = '/api/pleroma/frontend_configurations';

/** Pleroma's frontend configuration (`instance`: another instance's origin, never preloaded). */
export async function fetchFrontendConfig(instance?: string): Promise<unknown> {
  return (instance ? undefined : takePreloaded(FRONTEND_CONFIG)) ?? (await request(FRONTEND_CONFIG, { instance })).data;
}

/** Optional file: any failure (missing, not JSON, not an object) counts as empty. */
export async function fetchStaticConfig(): Promise<unknown> {
  try {
    const { data } = await request('/static/config.json', { responseType: 'json' });
    return data && typeof data === 'object' && !Array.isArray(data) ? data : {};
  } catch {
    return {};
  }
}

async function fetchText(path: string): Promise<string> {
  const { data } = await request(path, { responseType: 'text' });
  return typeof data === 'string' ? data : '';
}

export function fetchTermsOfService(): Promise<string> {
  return fetchText('/static/terms-of-service.html');
}

export async function fetchInstancePanel(): Promise<string> {
  const embedded = takePreloaded('/instance/panel.html');
  return typeof embedded === 'string' ? embedded : fetchText('/instance/panel.html');
}

/** Domains this instance knows (Mastodon API, also Pleroma): the instance's `knownDomains`. */
/** With the user's token: servers that do not expose their peers publicly (GoToSocial) answer 401 without one. */
export async function fetchPeers(token?: string | null): Promise<unknown> {
  return (await request('/api/v1/instance/peers', { responseType: 'json', token })).data;
}

interface PackMeta {
  title: string;
  files: string[];
}

function packMeta(raw: unknown, fallbackTitle: string): PackMeta {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const files = Array.isArray(o.files) ? o.files : o.files && typeof o.files === 'object' ? Object.values(o.files) : [];
  return {
    title: typeof o.title === 'string' && o.title ? o.title : fallbackTitle,
    files: files.filter((f): f is string => typeof f === 'string'),
  };
}

/** stickers.json maps pack → path; each pack's pack.json is fetched. Broken packs are skipped. */
export async function fetchStickers(): Promise<unknown> {
  const { data } = await request('/static/stickers.json', { responseType: 'json' });
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const entries = Object.entries(data as Record<string, unknown>).filter(
    (e): e is [string, string] => typeof e[1] === 'string',
  );
  const packs = await Promise.all(
    entries.map(async ([pack, rawPath]) => {
      const path = rawPath.endsWith('/') ? rawPath : `${rawPath}/`;
      try {
        const res = await request(`${path}pack.json`, { responseType: 'json' });
        return { pack, path, meta: packMeta(res.data, pack) };
      } catch (e) {
        console.warn(`[starling] sticker pack ${pack} failed`, e instanceof ApiError ? e.message : e);
        return null;
      }
    }),
  );
  return packs
    .filter((p): p is NonNullable<typeof p> => p !== null)
    .sort((a, b) => a.meta.title.localeCompare(b.meta.title));
}

/** Pleroma's emoji map (with tags), or the Mastodon list every other server has. */
export async function fetchCustomEmoji(pleroma: boolean, token?: string | null): Promise<unknown> {
  return (await request(pleroma ? '/api/pleroma/emoji.json' : '/api/v1/custom_emojis', { token })).data;
}

export async function fetchStaticEmoji(): Promise<unknown> {
  return (await request('/static/emoji.json')).data;
}
