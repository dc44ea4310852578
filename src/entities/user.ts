// Mastodon Account (+ Pleroma `pleroma`/`source.pleroma` extensions) → User.
import type { ProfileField, ProfileSource, Role, User, Visibility } from './types';
import { arr, bool, id, isObj, num, obj, str, strOrNull, strings, url, urlOrNull, type Obj } from './coerce';
import { emojifyText, htmlToText, sanitizeHtml } from './html';
import { normalizeEmojis } from './emoji';
import { normalizeRelationship } from './relationship';
import { toUnicode } from '../lib/punycode';

const VISIBILITIES: Visibility[] = ['public', 'unlisted', 'private', 'direct'];

export function toVisibility(v: unknown, fallback: Visibility = 'public'): Visibility {
  if (typeof v !== 'string') return fallback;
  if ((VISIBILITIES as string[]).includes(v)) return v as Visibility;
  // Pleroma's local-only and list scopes: the nearest of the four the UI knows.
  if (v === 'local') return 'unlisted';
  if (v === 'list') return 'private';
  return fallback;
}

function roleFromName(name: unknown): Role | null {
  const n = str(name).toLowerCase();
  if (n === 'admin' || n === 'owner' || n === 'administrator') return 'admin';
  if (n === 'moderator' || n === 'mod') return 'moderator';
  return null;
}

/** Pleroma flags first; else Mastodon 4 `role` / `roles`, GoToSocial `role.name`; else member. */
function roleOf(raw: Obj, pleroma: Obj): Role {
  if (pleroma.is_admin === true) return 'admin';
  if (pleroma.is_moderator === true) return 'moderator';
  const candidates = [raw.role, ...arr(raw.roles)];
  let best: Role = 'member';
  for (const c of candidates) {
    const r = isObj(c) ? roleFromName(c.name) : roleFromName(c);
    if (r === 'admin') return 'admin';
    if (r === 'moderator') best = 'moderator';
  }
  return best;
}

function fieldList(raw: unknown): ProfileField[] {
  return arr(raw)
    .filter(isObj)
    .map((f) => ({ name: str(f.name), value: str(f.value) }));
}

function booleanMap(raw: unknown): Record<string, boolean> | null {
  if (!isObj(raw)) return null;
  const out: Record<string, boolean> = {};
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'boolean') out[k] = v;
  return out;
}

/** The owner's plain values; null unless the view carries `source` (the owner's own view). */
function sourceOf(raw: Obj, pleroma: Obj): ProfileSource | null {
  if (!isObj(raw.source)) return null;
  const source = raw.source;
  const sourcePleroma = obj(source.pleroma);
  return {
    display_name: str(raw.display_name),
    note: str(source.note),
    fields: fieldList(source.fields),
    privacy: toVisibility(source.privacy),
    no_rich_text: bool(sourcePleroma.no_rich_text, bool(pleroma.no_rich_text)),
    show_role: bool(sourcePleroma.show_role, bool(pleroma.show_role, true)),
    discoverable: bool(sourcePleroma.discoverable, bool(raw.discoverable)),
    allow_following_move: bool(pleroma.allow_following_move, true),
  };
}

export function normalizeUser(input: unknown): User {
  const raw = obj(input);
  const pleroma = obj(raw.pleroma);
  const source = obj(raw.source);
  const sourcePleroma = obj(source.pleroma);
  const emoji = normalizeEmojis(raw.emojis);
  const acct = str(raw.acct) || str(raw.fqn) || str(raw.username);
  const name = str(raw.display_name) || str(raw.username) || acct;
  const noteHtml = sanitizeHtml(raw.note, emoji);
  const fields = fieldList(raw.fields);
  const role = roleOf(raw, pleroma);
  const locked = bool(raw.locked);
  const userId = id(raw.id);

  let relationship = null;
  if (isObj(pleroma.relationship) && Object.keys(pleroma.relationship).length > 0) {
    relationship = normalizeRelationship(pleroma.relationship);
    relationship.id ||= userId;
    relationship.locked = locked;
  }

  return {
    id: userId,
    screen_name: acct,
    screen_name_ui: toUnicode(acct),
    name,
    name_html: emojifyText(name, emoji),
    description_html: noteHtml,
    fields_html: fields.map((f) => ({
      name: sanitizeHtml(f.name, emoji),
      value: sanitizeHtml(f.value, emoji),
    })),
    fields_text: fields.map((f) => ({ name: htmlToText(f.name), value: htmlToText(f.value) })),
    emoji,
    favicon: urlOrNull(pleroma.favicon),
    profile_image_url: url(raw.avatar) || url(raw.avatar_static),
    profile_image_url_original: url(raw.avatar) || url(raw.avatar_static),
    cover_photo: url(raw.header) || url(raw.header_static),
    background_image: urlOrNull(pleroma.background_image),
    statusnet_profile_url: url(raw.url) || url(pleroma.ap_id),
    friends_count: num(raw.following_count),
    followers_count: num(raw.followers_count),
    statuses_count: num(raw.statuses_count),
    created_at: str(raw.created_at),
    locked,
    bot: bool(raw.bot) || sourcePleroma.actor_type === 'Service',
    is_local: acct !== '' && !acct.includes('@'),
    role,
    rights: {
      admin: pleroma.is_admin === true || (pleroma.is_admin === undefined && role === 'admin'),
      moderator: pleroma.is_moderator === true || (pleroma.is_moderator === undefined && role === 'moderator'),
    },
    tags: strings(pleroma.tags),
    deactivated: bool(pleroma.deactivated) || bool(raw.suspended),
    show_role: bool(sourcePleroma.show_role, true),
    discoverable: bool(sourcePleroma.discoverable, bool(raw.discoverable)),
    hide_follows: bool(pleroma.hide_follows),
    hide_followers: bool(pleroma.hide_followers),
    hide_follows_count: bool(pleroma.hide_follows_count),
    hide_followers_count: bool(pleroma.hide_followers_count),
    follow_request_count: num(
      pleroma.follow_request_count ?? raw.follow_requests_count ?? source.follow_requests_count,
    ),
    notification_settings: booleanMap(pleroma.notification_settings),
    unread_chat_count: num(pleroma.unread_chat_count),
    token: strOrNull(pleroma.chat_token),
    relationship,
    credentials: isObj(raw.source),
    source: sourceOf(raw, pleroma),
  };
}

