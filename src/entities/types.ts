// Client-side entities. Normalizers in this folder turn raw Mastodon/Pleroma JSON into
// these shapes; every `*_html` / `raw_html` field here is already sanitized (see html.ts), so the
// UI may render it as HTML and nothing else.
import type { FilterHit } from './filter';

/** Sanitized HTML: only normalizers produce it (via html.ts), only SafeHtml renders it. */
export type SafeHtml = string & { readonly __safeHtml: unique symbol };

export interface Emoji {
  shortcode: string;
  url: string;
  static_url: string;
}

export type Role = 'admin' | 'moderator' | 'member';

export interface Relationship {
  id: string;
  following: boolean;
  followed_by: boolean;
  blocking: boolean;
  blocked_by: boolean;
  muting: boolean;
  muting_notifications: boolean;
  subscribing: boolean;
  showing_reblogs: boolean;
  requested: boolean;
  domain_blocking: boolean;
  endorsed: boolean;
  note: string;
  /** Pleroma-FE name for "the target account is locked", filled by the normalizer when known. */
  locked: boolean;
}

export interface ProfileField {
  name: string;
  value: string;
}

/**
 * What the owner edits, from verify_credentials `source` (+ `source.pleroma` and the owner-only
 * `pleroma` values): the plain values the server renders its HTML from. A form that edits a
 * profile edits these, never the rendered fields, so a save round-trips exactly.
 */
export interface ProfileSource {
  /** As stored: '' when the server keeps no display name (Mastodon). */
  display_name: string;
  note: string;
  fields: ProfileField[];
  privacy: Visibility;
  no_rich_text: boolean;
  show_role: boolean;
  discoverable: boolean;
  allow_following_move: boolean;
}

export interface User {
  id: string;
  /** acct: `alice` for local users, `bob@remote.example` for remote ones. */
  screen_name: string;
  /** screen_name with an internationalized domain decoded (punycode → unicode). */
  screen_name_ui: string;
  name: string;
  name_html: SafeHtml;
  description_html: SafeHtml;
  fields_html: { name: SafeHtml; value: SafeHtml }[];
  fields_text: ProfileField[];
  emoji: Emoji[];
  favicon: string | null;
  profile_image_url: string;
  profile_image_url_original: string;
  cover_photo: string;
  background_image: string | null;
  statusnet_profile_url: string;
  friends_count: number;
  followers_count: number;
  statuses_count: number;
  created_at: string;
  locked: boolean;
  bot: boolean;
  is_local: boolean;
  role: Role;
  rights: { moderator: boolean; admin: boolean };
  tags: string[];
  deactivated: boolean;
  show_role: boolean;
  discoverable: boolean;
  hide_follows: boolean;
  hide_followers: boolean;
  hide_follows_count: boolean;
  hide_followers_count: boolean;
  follow_request_count: number;
  notification_settings: Record<string, boolean> | null;
  unread_chat_count: number;
  /** Chat token (Pleroma `chat_token`), used by the shoutbox socket. */
  token: string | null;
  relationship: Relationship | null;
  /** True only for the signed-in user's own view (verify_credentials / update_credentials). */
  credentials: boolean;
  /** The owner's editable values; null in every other view of an account. */
  source: ProfileSource | null;
}

export type Visibility = 'public' | 'unlisted' | 'private' | 'direct';

export type AttachmentType = 'flash' | 'html' | 'image' | 'video' | 'audio' | 'unknown';

export interface Attachment {
  id: string;
  type: AttachmentType;
  mimetype: string;
  url: string;
  large_thumb_url: string;
  thumb_url: string | null;
  description: string;
  meta: { width?: number; height?: number; aspect?: number; duration?: number } | null;
  oembed: { title: string; oembedHTML: SafeHtml } | null;
  blurhash: string | null;
}

export interface PollOption {
  title: string;
  title_html: SafeHtml;
  votes_count: number;
}

export interface Poll {
  id: string;
  options: PollOption[];
  multiple: boolean;
  votes_count: number;
  voters_count: number | null;
  voted: boolean;
  expired: boolean;
  expires_at: string | null;
  /** Indices the signed-in user voted for. */
  choices: number[];
  emojis: Emoji[];
}

export interface LinkCard {
  url: string;
  image: string | null;
  title: string;
  description: string;
  provider_name: string;
}

export interface EmojiReaction {
  name: string;
  count: number;
  me: boolean;
  /** Image URL for custom-emoji reactions (Akkoma/Pleroma `url`). */
  url: string | null;
  accounts: string[];
}

export interface Mention {
  id: string;
  screen_name: string;
  url: string;
  username: string;
}

export type StatusType = 'status' | 'retweet' | 'favorite' | 'deletion' | 'follow';

export interface Status {
  id: string;
  type: StatusType;
  /** v2 servers: the viewer's filters this status hit (`filtered`), applied per context. */
  filtered?: FilterHit[];
  /** Plain text content (Pleroma `content['text/plain']` or HTML stripped). */
  text: string;
  raw_html: SafeHtml;
  summary: string;
  summary_raw_html: SafeHtml;
  nsfw: boolean;
  visibility: Visibility;
  favorited: boolean;
  fave_num: number;
  repeated: boolean;
  repeat_num: number;
  bookmarked: boolean;
  pinned: boolean;
  muted: boolean;
  thread_muted: boolean;
  replies_count: number;
  in_reply_to_status_id: string | null;
  in_reply_to_user_id: string | null;
  in_reply_to_screen_name: string | null;
  statusnet_conversation_id: string | null;
  is_local: boolean;
  emoji_reactions: EmojiReaction[];
  emojis: Emoji[];
  tags: { name: string; url: string }[];
  poll: Poll | null;
  card: LinkCard | null;
  external_url: string;
  uri: string;
  /** Author id; the author itself lives in the users table. */
  user: string;
  attentions: Mention[];
  attachments: Attachment[];
  /** For type 'retweet': the id of the repeated status (stored in the statuses table too). */
  retweeted_status: string | null;
  created_at: string;
  edited_at: string | null;
  parent_visible: boolean;
  deleted: boolean;
  content_type: string | null;
  language: string | null;
  application: { name: string; website: string | null } | null;
  /** The post this one quotes, in whichever shape the server sent it (entities/quote.ts). */
  quote: Quote | null;
  /** False where the server says the reader may not quote it (Mastodon 4.5 `quote_approval.current_user: denied`). */
  quotable?: boolean;
}

/**
 * Why a quoted post is or is not shown: `accepted` with its status; Mastodon's approval states;
 * `unauthorized` (the reader may not see it), `deleted`, or `unavailable` (only a link is known).
 */
export type QuoteState = 'accepted' | 'pending' | 'rejected' | 'revoked' | 'deleted' | 'unauthorized' | 'unavailable';

export interface Quote {
  state: QuoteState;
  /** The quoted status (in the statuses table when accepted and sent in full). */
  statusId: string | null;
  /** The original's address, where the server says it. */
  url: string | null;
}

/** What a normalizer returns: the entity plus the users and statuses it embedded. */
export interface Normalized<T> {
  entity: T;
  users: User[];
  statuses: Status[];
}

export type NotificationType =
  | 'like'
  | 'repeat'
  | 'mention'
  | 'follow'
  | 'follow_request'
  | 'move'
  | 'pleroma:emoji_reaction'
  | 'pleroma:chat_mention'
  | 'poll'
  | 'status'
  | 'update'
  | 'admin.sign_up'
  | 'admin.report'
  | 'quote';

export interface Notification {
  id: string;
  type: NotificationType;
  seen: boolean;
  /** Status id when the type concerns a status. */
  status: string | null;
  /** Acting user id. */
  from_profile: string;
  /** Move target user id. */
  target: string | null;
  emoji: string | null;
  emoji_url: string | null;
  created_at: string;
  /** A server-grouped entry (Mastodon ≥ 4.3 /api/v2/notifications): it stands for `count` notifications. */
  group?: NotificationGroupInfo;
}

export interface NotificationGroupInfo {
  key: string;
  count: number;
  /** Sample acting accounts, newest first. */
  accountIds: string[];
}

export interface ChatMessage {
  id: string;
  chat_id: string;
  account_id: string;
  created_at: string;
  content: SafeHtml;
  emojis: Emoji[];
  attachments: Attachment[];
  card: LinkCard | null;
  pending: boolean;
  error: boolean;
  idempotency_key: string | null;
  /** Kept by the outbox (no network, or refused): where it stands there, with the server's words. */
  outbox?: { state: 'waiting' | 'sending' | 'refused'; error: string | null };
}

export interface Chat {
  id: string;
  /** Recipient user id. */
  account: string;
  unread: number;
  lastMessage: ChatMessage | null;
  updated_at: string;
}

export interface Hashtag {
  name: string;
  url: string;
  history: { day: string; uses: number; accounts: number }[];
  /** Whether the signed-in user follows it, where the server says (GET /api/v1/tags/:name). */
  following?: boolean;
}

export interface Cursors {
  /** Passed as max_id to load older; from the Link header rel="next". */
  maxId: string | null;
  /** Passed as since_id/min_id to load newer; from the Link header rel="prev". */
  minId: string | null;
}

/** What a post's menu can do as another signed-in account. */
export type ActAsAction = 'favourite' | 'reblog' | 'bookmark';
