// Mastodon Account + Pleroma's `pleroma` object; the signed-in user's own account also gets
// `source` and the private Pleroma fields (CredentialAccount).
import { chatToken } from '../shout/chatToken.js';
import { emojisIn, renderEmoji } from '../assets/emoji.js';
import { acctOf, parseJsonArray, parseJsonObject, type UserRow } from '../db/users.js';
import { absolutize, escapeHtml } from '../text/format.js';
import { iso, mediaUrl, type RenderCtx } from './context.js';
import { renderRelationship } from './relationship.js';

export interface ProfileField {
  name: string;
  value: string;
}

export function profileUrl(rc: RenderCtx, user: UserRow): string {
  return user.domain ? `https://${user.domain}/users/${user.nickname}` : `${rc.base}/users/${user.nickname}`;
}

export function avatarUrl(rc: RenderCtx, user: UserRow): string {
  return user.avatar ? mediaUrl(rc, user.avatar) : `${rc.base}/images/avi.png`;
}

function headerUrl(rc: RenderCtx, user: UserRow): string {
  return user.header ? mediaUrl(rc, user.header) : `${rc.base}/images/banner.png`;
}

function renderFields(rc: RenderCtx, user: UserRow, fields: ProfileField[]) {
  const values = rc.loaded.fieldHtmlOf(user.id);
  return fields.map((f, i) => ({
    name: escapeHtml(f.name),
    value: absolutize(values[i] ?? '', rc.base),
    verified_at: null,
  }));
}

/** A public view of any account, with the viewer's relationship in `pleroma.relationship`. */
export function renderAccount(rc: RenderCtx, user: UserRow): Record<string, unknown> {
  const key = `account:${user.id}`;
  const cached = rc.memo.get(key) as Record<string, unknown> | undefined;
  if (cached) return cached;
  const counts = rc.loaded.countsOf(user.id);
  const fields = parseJsonArray<ProfileField>(user.fields);
  const isSelf = rc.viewer?.id === user.id;
  const showRole = user.show_role === 1 || isSelf;
  const hiddenFollowers = user.hide_followers_count === 1 && !isSelf;
  const hiddenFollows = user.hide_follows_count === 1 && !isSelf;
  const out: Record<string, unknown> = {
    id: String(user.id),
    username: user.nickname,
    acct: acctOf(user),
    display_name: user.display_name || user.nickname,
    locked: user.locked === 1,
    bot: user.bot === 1,
    discoverable: user.discoverable === 1,
    group: false,
    created_at: iso(user.created_at),
    note: absolutize(user.note, rc.base),
    url: profileUrl(rc, user),
    uri: profileUrl(rc, user),
    avatar: avatarUrl(rc, user),
    avatar_static: avatarUrl(rc, user),
    header: headerUrl(rc, user),
    header_static: headerUrl(rc, user),
    followers_count: hiddenFollowers ? 0 : counts.followers,
    following_count: hiddenFollows ? 0 : counts.following,
    statuses_count: counts.statuses,
    last_status_at: counts.lastStatusAt ? iso(counts.lastStatusAt)!.slice(0, 10) : null,
    emojis: emojisIn(user.display_name, user.note, ...fields.flatMap((f) => [f.name, f.value])).map((e) =>
      renderEmoji(rc.base, e),
    ),
    fields: renderFields(rc, user, fields),
  };
  if (rc.pleroma) {
    out.pleroma = {
      ap_id: profileUrl(rc, user),
      also_known_as: [],
      background_image: user.background ? mediaUrl(rc, user.background) : null,
      is_confirmed: user.is_confirmed === 1,
      is_approved: user.is_approved === 1,
      tags: parseJsonArray<string>(user.tags),
      is_admin: showRole && user.is_admin === 1,
      is_moderator: showRole && user.is_moderator === 1,
      hide_favorites: user.hide_favorites === 1,
      hide_followers: user.hide_followers === 1,
      hide_follows: user.hide_follows === 1,
      hide_followers_count: user.hide_followers_count === 1,
      hide_follows_count: user.hide_follows_count === 1,
      relationship: rc.viewer && !isSelf ? renderRelationship(rc, user) : {},
      skip_thread_containment: user.skip_thread_containment === 1,
      accepts_chat_messages: user.accepts_chat_messages === 1,
      favicon: null,
      deactivated: user.deactivated === 1,
      birthday: null,
    };
  }
  rc.memo.set(key, out);
  return out;
}

/** verify_credentials / update_credentials: the account as its owner sees it. */
export function renderCredentialAccount(rc: RenderCtx, user: UserRow): Record<string, unknown> {
  const base = { ...renderAccount(rc, user) };
  const own = rc.loaded.credentialOf(user.id);
  const requests = own.followRequests;
  base.source = {
    note: user.note_source,
    sensitive: false,
    privacy: user.default_scope,
    language: '',
    fields: parseJsonArray<ProfileField>(user.fields),
    follow_requests_count: requests,
    ...(rc.pleroma
      ? {
          pleroma: {
            actor_type: user.bot ? 'Service' : 'Person',
            discoverable: user.discoverable === 1,
            no_rich_text: user.no_rich_text === 1,
            show_role: user.show_role === 1,
          },
        }
      : {}),
  };
  if (rc.pleroma) {
    base.pleroma = {
      ...(base.pleroma as object),
      is_admin: user.is_admin === 1,
      is_moderator: user.is_moderator === 1,
      chat_token: rc.tokenId === null ? null : chatToken(rc.chatSecret, rc.tokenId),
      unread_conversation_count: 0,
      unread_chat_count: own.unreadChats,
      unread_notifications_count: own.unreadNotifications,
      follow_request_count: requests,
      notification_settings: parseJsonObject(user.notification_settings),
      allow_following_move: user.allow_following_move === 1,
      settings_store: parseJsonObject(user.settings_store),
      email: user.email,
      show_role: user.show_role === 1,
      no_rich_text: user.no_rich_text === 1,
    };
  }
  return base;
}
