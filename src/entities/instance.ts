// The instance settings / capability table. Built at startup from
// the backend frontend configuration, /static/config.json, nodeinfo and /api/v1/instance by the
// builders in instanceBuilders.ts. Every Pleroma-only control asks this table; nothing probes by
// failing.
import type { SafeHtml, Visibility } from './types';

export type LoginMethod = 'password' | 'token';
export type SubjectLineBehavior = 'email' | 'noop' | 'masto';

export interface PollLimits {
  max_options: number;
  max_option_chars: number;
  min_expiration: number;
  max_expiration: number;
}

export interface FederationPolicy {
  mrf_policies: string[];
  quarantined_instances: string[];
  quarantined_instances_info: Record<string, string>;
  mrf_simple: Record<string, string[]>;
  mrf_simple_info: Record<string, Record<string, { reason: string }>>;
  mrf_keyword: Record<string, unknown[]>;
  enabled: boolean;
}

/** An emoji the picker offers: custom (image) or standard (unicode replacement). */
export interface CustomEmoji {
  displayText: string;
  /** ':shortcode:' for custom emoji, the character itself for standard ones. */
  replacement: string;
  imageUrl: string | null;
  tags: string[];
}

export interface StickerPack {
  pack: string;
  path: string;
  meta: { title: string; files: string[] };
}

export interface InstanceSettings {
  name: string;
  registrationOpen: boolean;
  server: string;
  textlimit: number;
  theme: string;
  vapidPublicKey: string | null;
  defaultAvatar: string;
  defaultBanner: string;
  background: string;
  logo: string;
  logoMask: boolean;
  logoMargin: string;
  logoLeft: boolean;
  loginMethod: LoginMethod;
  redirectRootLogin: string;
  redirectRootNoLogin: string;
  postContentType: string;
  scopeCopy: boolean;
  sensitiveByDefault: boolean;
  subjectLineBehavior: SubjectLineBehavior;
  safeDM: boolean;
  private: boolean;
  federating: boolean;
  shoutAvailable: boolean;
  pleromaChatMessagesAvailable: boolean;
  gopherAvailable: boolean;
  pollsAvailable: boolean;
  mediaProxyAvailable: boolean;
  suggestionsEnabled: boolean;
  suggestionsWeb: string;
  /** Emoji reactions (Pleroma feature `pleroma_emoji_reactions`). */
  reactionsAvailable: boolean;
  /** Bookmarks are in Mastodon ≥ 3.1 and Pleroma; kept as a flag for odd servers. */
  bookmarksAvailable: boolean;
  /** Pleroma 2.8 bookmark folders (feature `pleroma:bookmark_folders`). */
  bookmarkFoldersAvailable: boolean;
  /** /api/v1/announcements: Mastodon ≥ 3.1, Pleroma and Akkoma. */
  announcementsAvailable: boolean;
  /** Pleroma extensions present at all (false on plain Mastodon / GoToSocial). */
  pleromaBackend: boolean;
  tagPolicyAvailable: boolean;
  mfaAvailable: boolean;
  /** Accounts' featured hashtags (/api/v1/accounts/:id/featured_tags): Mastodon and GoToSocial, not Pleroma. */
  featuredTagsAvailable: boolean;
  /** Scheduled posts (`scheduled_at`, /api/v1/scheduled_statuses): Pleroma, Akkoma, Mastodon; not GoToSocial 0.19. */
  scheduledPostsAvailable: boolean;
  knownDomains: string[];
  customEmoji: CustomEmoji[];
  emoji: CustomEmoji[];
  stickers: StickerPack[];
  restrictedNicknames: string[];
  postFormats: string[];
  /** Sanitized terms of service HTML. */
  tos: SafeHtml;
  backendVersion: string;
  frontendVersion: string;
  softwareName: string;
  /**
   * The server's own admin front end, opened from the admin's shield: '' when it has none. null
   * until settled: the front-end configuration may name one ('' for none), else Pleroma and
   * Akkoma serve AdminFE at PLEROMA_ADMIN_PATH and other servers get no link.
   */
  adminPanelUrl: string | null;
  pollLimits: PollLimits;
  uploadlimit: number;
  /** Characters of a media description (Pleroma `description_limit`, Mastodon 4.4 `configuration.media_attachments`); 0: not said. */
  descriptionLimit: number;
  /** Files per post (Akkoma `max_media_attachments`, Mastodon `configuration.statuses`). */
  fileLimit: number;
  avatarlimit: number;
  backgroundlimit: number;
  bannerlimit: number;
  fieldsLimits: { maxFields: number; maxRemoteFields: number; nameLength: number; valueLength: number };
  mailerEnabled: boolean;
  accountActivationRequired: boolean;
  accountApprovalRequired: boolean;
  staffAccounts: string[];
  /** Sanitized instance panel HTML. */
  instanceSpecificPanelContent: SafeHtml;
  minimalScopesMode: boolean;
  nsfwCensorImage: string;
  hidePostStats: boolean;
  hideUserStats: boolean;
  hideFilteredStatuses: boolean;
  hideMutedPosts: boolean;
  collapseMessageWithSubject: boolean;
  alwaysShowSubjectInput: boolean;
  showFeaturesPanel: boolean;
  showInstanceSpecificPanel: boolean;
  hideSitename: boolean;
  sidebarRight: boolean;
  federationPolicy: FederationPolicy | null;
  defaultScope: Visibility;
  description: string;
  thumbnail: string;
  contactAccount: string | null;
  /** The server serves RFC 8414 OAuth metadata (Mastodon ≥ 4.3, from the instance version). */
  oauthMetadataServed: boolean;
  /** The server groups notifications itself (/api/v2/notifications: Mastodon ≥ 4.3, from the version). */
  groupedNotifications: boolean;
  /** That document offers S256 PKCE: the code flow sends a challenge (learned at sign-in). */
  pkceAvailable: boolean;
  /** Which filters API the server has (filtersApiOf): v2 on Mastodon ≥ 4 and GoToSocial ≥ 0.16, v1 on Pleroma/Akkoma. */
  filtersApi: 'v1' | 'v2' | null;
  /** Statuses can be edited, with source and history (editingOf: software, version, `editing` feature). */
  editing: boolean;
  /** Quote posts: Pleroma/Akkoma `quote_id` (feature `quote_posting`), Mastodon ≥ 4.5 `quoted_status_id`; null elsewhere. */
  quotePosting: 'pleroma' | 'mastodon' | null;
  /** Timelines whose read marker the server keeps (/api/v1/markers, markersOf): Pleroma/Akkoma only notifications. */
  markers: readonly MarkerTimeline[];
}

export type MarkerTimeline = 'home' | 'notifications';
