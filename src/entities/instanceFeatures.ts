// Capability flags from a feature list (nodeinfo metadata.features, or the same list in
// /api/v1/instance pleroma.metadata) and the federation policy block, shared by both builders.
import type { FederationPolicy, InstanceSettings, MarkerTimeline, PollLimits } from './instance';
import { bool, isObj, num, obj, str, strings } from './coerce';
import { editingOf } from './editingCapability';

// Servers that have polls without announcing a 'polls' feature.
const POLL_SOFTWARE = ['mastodon', 'hometown', 'gotosocial', 'glitch', 'glitch-soc'];
const PLEROMA_SOFTWARE = ['pleroma', 'akkoma'];
/** Servers other than Pleroma's family that serve /api/v1/announcements (GoToSocial does not). */
const ANNOUNCEMENT_SOFTWARE = ['mastodon', 'hometown', 'glitch', 'glitch-soc'];
/** Servers other than Pleroma's family that schedule posts (Mastodon ≥ 2.7; GoToSocial 0.19 does not). */
const SCHEDULING_SOFTWARE = ['mastodon', 'hometown', 'glitch', 'glitch-soc'];
/** Servers whose only sign-in is the OAuth code flow on their own page (no password grant). */
const CODE_FLOW_ONLY_SOFTWARE = ['gotosocial'];
/** The logo a Pleroma front-end configuration points at; other servers have no such file. */
export const PLEROMA_DEFAULT_LOGO = '/static/logo.svg';
const PLEROMA_DEFAULT_BACKGROUND = '/static/aurora_borealis.jpg';
/** Where Pleroma and Akkoma serve their admin front end (AdminFE). */
export const PLEROMA_ADMIN_PATH = '/pleroma/admin/#/login-pleroma';

export function isPleromaSoftware(name: string): boolean {
  return PLEROMA_SOFTWARE.includes(name.toLowerCase());
}

export function applyFeatures(s: InstanceSettings, features: string[], softwareName: string): InstanceSettings {
  const has = (f: string) => features.includes(f);
  const software = softwareName.toLowerCase();
  return {
    ...s,
    pleromaBackend: isPleromaSoftware(software) || has('pleroma_api'),
    pleromaChatMessagesAvailable: has('pleroma_chat_messages'),
    shoutAvailable: has('chat'),
    reactionsAvailable: has('pleroma_emoji_reactions'),
    pollsAvailable: has('polls') || POLL_SOFTWARE.includes(software),
    mediaProxyAvailable: has('media_proxy'),
    gopherAvailable: has('gopher'),
    mfaAvailable: has('multifactor_authentication'),
    bookmarkFoldersAvailable: has('pleroma:bookmark_folders'),
    announcementsAvailable: isPleromaSoftware(software) || has('pleroma_api') || ANNOUNCEMENT_SOFTWARE.includes(software),
    loginMethod: CODE_FLOW_ONLY_SOFTWARE.includes(software) ? 'token' : s.loginMethod,
    editing: s.editing || has('editing'),
    quotePosting: has('quote_posting') ? 'pleroma' : s.quotePosting,
    scheduledPostsAvailable: isPleromaSoftware(software) || has('pleroma_api') || SCHEDULING_SOFTWARE.includes(software),
  };
}

/** Does /api/v1/instance come from Pleroma or Akkoma (its `pleroma` block or its version text)? */
export function isPleromaInstance(instance: unknown): boolean {
  if (!isObj(instance)) return false;
  return isObj(instance.pleroma) || /pleroma|akkoma/i.test(str(instance.version));
}

/**
 * Last step of the table, once every source is in: files of Pleroma's static folder that a
 * server without Pleroma extensions lacks are not pointed at (its logo is the instance's
 * thumbnail; no wallpaper unless it names one).
 */
export function settleCapabilities(s: InstanceSettings): InstanceSettings {
  // The admin link goes where the configuration says, else to AdminFE on Pleroma, else nowhere.
  const adminPanelUrl = s.adminPanelUrl ?? (s.pleromaBackend ? PLEROMA_ADMIN_PATH : '');
  const filtersApi = filtersApiOf(s.softwareName, s.backendVersion, s.pleromaBackend);
  const editing = editingOf(s.softwareName, s.backendVersion, s.editing);
  const markers = markersOf(s.softwareName, s.backendVersion, s.pleromaBackend);
  if (s.pleromaBackend) return { ...s, adminPanelUrl, filtersApi, editing, markers };
  return {
    ...s,
    filtersApi,
    editing,
    markers,
    adminPanelUrl,
    featuredTagsAvailable: true,
    logo: s.logo === PLEROMA_DEFAULT_LOGO ? s.thumbnail : s.logo,
    background: s.background === PLEROMA_DEFAULT_BACKGROUND ? '' : s.background,
  };
}

function reasonMap(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  // Pleroma nests the map under the list's own name: { quarantined_instances: { host: { reason } } }
  const o = isObj(obj(raw).quarantined_instances) ? obj(obj(raw).quarantined_instances) : obj(raw);
  for (const [host, v] of Object.entries(o)) {
    const reason = typeof v === 'string' ? str(v) : str(obj(v).reason);
    out[host] = reason;
  }
  return out;
}

export function normalizeFederationPolicy(raw: unknown): FederationPolicy | null {
  if (!isObj(raw)) return null;
  const simple: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(obj(raw.mrf_simple))) simple[k] = strings(v);
  const simpleInfo: FederationPolicy['mrf_simple_info'] = {};
  for (const [list, hosts] of Object.entries(obj(raw.mrf_simple_info))) {
    simpleInfo[list] = {};
    for (const [host, info] of Object.entries(obj(hosts))) simpleInfo[list][host] = { reason: str(obj(info).reason) };
  }
  const keyword: Record<string, unknown[]> = {};
  for (const [k, v] of Object.entries(obj(raw.mrf_keyword))) keyword[k] = Array.isArray(v) ? v : [];
  return {
    mrf_policies: strings(raw.mrf_policies),
    quarantined_instances: strings(raw.quarantined_instances),
    quarantined_instances_info: reasonMap(raw.quarantined_instances_info),
    mrf_simple: simple,
    mrf_simple_info: simpleInfo,
    mrf_keyword: keyword,
    enabled: bool(raw.enabled, true),
  };
}

/**
 * Does the server serve OAuth metadata (RFC 8414, /.well-known/oauth-authorization-server)?
 * Mastodon does from 4.3, and its instance `version` is its own ("4.3.0", "4.3.2+glitch");
 * Pleroma, Akkoma and other imitators say "(compatible; …)", GoToSocial "0.x". Read from the
 * version, so the document is never asked of a server that would answer 404.
 */
export function servesOAuthMetadata(version: string): boolean {
  if (/compatible/i.test(version)) return false;
  const m = /^(\d+)\.(\d+)/.exec(version.trim());
  if (!m) return false;
  const [major, minor] = [Number(m[1]), Number(m[2])];
  return major > 4 || (major === 4 && minor >= 3);
}

/** Grouped notifications (/api/v2/notifications) came with Mastodon 4.3 too; imitators say "compatible". */
export const servesGroupedNotifications = (version: string): boolean => servesOAuthMetadata(version);

/** Quote posts came with Mastodon 4.5 (`quoted_status_id`); imitators say "compatible", GoToSocial "0.x". */
export function servesMastodonQuotes(version: string): boolean {
  if (/compatible/i.test(version)) return false;
  const m = /^(\d+)\.(\d+)/.exec(version.trim());
  return !!m && (Number(m[1]) > 4 || (Number(m[1]) === 4 && Number(m[2]) >= 5));
}

/** From that document: does the server take S256 PKCE challenges? */
export function pkceFromOAuthMetadata(raw: unknown): boolean {
  return isObj(raw) && strings(raw.code_challenge_methods_supported).includes('S256');
}

/** Poll limits from either spelling (Pleroma max_option_chars, Mastodon max_characters_per_option). */
export function pollLimitsFrom(raw: unknown, current: PollLimits): PollLimits {
  if (!isObj(raw)) return current;
  const pick = (v: unknown, fallback: number) => {
    const n = num(v, NaN);
    return n >= 0 ? n : fallback;
  };
  return {
    max_options: pick(raw.max_options, current.max_options),
    max_option_chars: pick(raw.max_option_chars ?? raw.max_characters_per_option, current.max_option_chars),
    min_expiration: pick(raw.min_expiration, current.min_expiration),
    max_expiration: pick(raw.max_expiration, current.max_expiration),
  };
}

export function fieldsLimitsFrom(raw: unknown, current: InstanceSettings['fieldsLimits']): InstanceSettings['fieldsLimits'] {
  if (!isObj(raw)) return current;
  const pick = (v: unknown, fallback: number) => {
    const n = num(v, NaN);
    return n >= 0 ? n : fallback;
  };
  return {
    maxFields: pick(raw.maxFields ?? raw.max_fields, current.maxFields),
    maxRemoteFields: pick(raw.maxRemoteFields ?? raw.max_remote_fields, current.maxRemoteFields),
    nameLength: pick(raw.nameLength ?? raw.name_length, current.nameLength),
    valueLength: pick(raw.valueLength ?? raw.value_length, current.valueLength),
  };
}

/** A positive number or the current value (0 or junk never wipes a known limit). */
export function positive(v: unknown, current: number): number {
  const n = num(v, NaN);
  return n > 0 ? n : current;
}

/**
 * The filters API by software and version: v2 (`/api/v2/filters`) on Mastodon from 4.0 and
 * GoToSocial from 0.16; v1 on Pleroma, Akkoma and older ones; none where the software is unknown.
 */
export function filtersApiOf(softwareName: string, version: string, pleromaBackend: boolean): 'v1' | 'v2' | null {
  const software = softwareName.toLowerCase();
  if (isPleromaSoftware(software) || (software === '' && pleromaBackend)) return 'v1';
  const m = /^(\d+)\.(\d+)/.exec(version.trim());
  const [major, minor] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (['mastodon', 'hometown', 'glitch', 'glitch-soc'].includes(software)) return major >= 4 ? 'v2' : 'v1';
  if (software === 'gotosocial') return major > 0 || minor >= 16 ? 'v2' : minor >= 15 ? 'v1' : null;
  return null;
}

const BOTH_MARKERS: readonly MarkerTimeline[] = ['home', 'notifications'];
const NOTIFICATIONS_MARKER: readonly MarkerTimeline[] = ['notifications'];

/**
 * The timelines whose read marker (/api/v1/markers) the server keeps: home and notifications on
 * Mastodon from 3.0 and GoToSocial from 0.10; only notifications on Pleroma and Akkoma (their
 * Marker module accepts a home marker and drops it); none where the software is unknown.
 */
export function markersOf(softwareName: string, version: string, pleromaBackend: boolean): readonly MarkerTimeline[] {
  const software = softwareName.toLowerCase();
  if (isPleromaSoftware(software) || (software === '' && pleromaBackend)) return NOTIFICATIONS_MARKER;
  const m = /^(\d+)\.(\d+)/.exec(version.trim());
  const [major, minor] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
  if (['mastodon', 'hometown', 'glitch', 'glitch-soc'].includes(software)) return major >= 3 ? BOTH_MARKERS : [];
  if (software === 'gotosocial') return major > 0 || minor >= 10 ? BOTH_MARKERS : [];
  return [];
}
