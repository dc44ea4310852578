// Capability flags from a feature list (nodeinfo metadata.features, or the same list in
// /api/v1/instance pleroma.metadata) and the federation policy block, shared by both builders.
import type { FederationPolicy, InstanceSettings, PollLimits } from './instance';
import { bool, isObj, num, obj, str, strings } from './coerce';

// Servers that have polls without announcing a 'polls' feature.
const POLL_SOFTWARE = ['mastodon', 'hometown', 'gotosocial', 'glitch', 'glitch-soc'];
const PLEROMA_SOFTWARE = ['pleroma', 'akkoma'];

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
  };
}

function reasonMap(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  // Pleroma nests the map under the list's own name: { quarantined_instances: { host: { reason } } }
  const o = isObj(obj(raw).quarantined_instances) ? obj(obj(raw).quarantined_instances) : obj(raw);
  for (const [host, v] of Object.entries(o)) {
    const reason = typeof v === 'string' ? v : str(obj(v).reason);
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
