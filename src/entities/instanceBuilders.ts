// The capability table: the instance settings' defaults, then frontend configuration,
// nodeinfo and /api/v1/instance applied on top (each builder returns a new object).
import type { InstanceSettings, LoginMethod, SubjectLineBehavior } from './instance';
import type { SafeHtml, Visibility } from './types';
import { isObj, str, url } from './coerce';

export { applyNodeinfo } from './nodeinfo';
export { applyInstanceInfo } from './instanceInfo';

export function defaultInstanceSettings(): InstanceSettings {
  return {
    name: '',
    registrationOpen: true,
    server: '',
    textlimit: 5000,
    theme: 'pleroma-dark',
    vapidPublicKey: null,
    defaultAvatar: '/images/avi.png',
    defaultBanner: '/images/banner.png',
    background: '/static/aurora_borealis.jpg',
    logo: '/static/logo.svg',
    logoMask: true,
    logoMargin: '0',
    logoLeft: false,
    loginMethod: 'password',
    redirectRootLogin: '/main/friends',
    redirectRootNoLogin: '/main/all',
    postContentType: 'text/plain',
    scopeCopy: true,
    sensitiveByDefault: false,
    subjectLineBehavior: 'email',
    safeDM: true,
    private: false,
    federating: true,
    shoutAvailable: false,
    pleromaChatMessagesAvailable: false,
    gopherAvailable: false,
    pollsAvailable: false,
    mediaProxyAvailable: false,
    suggestionsEnabled: false,
    suggestionsWeb: '',
    reactionsAvailable: false,
    bookmarksAvailable: true,
    bookmarkFoldersAvailable: false,
    announcementsAvailable: false,
    pleromaBackend: false,
    tagPolicyAvailable: false,
    mfaAvailable: false,
    featuredTagsAvailable: false,
    scheduledPostsAvailable: false,
    knownDomains: [],
    customEmoji: [],
    emoji: [],
    stickers: [],
    restrictedNicknames: [],
    postFormats: [],
    tos: '' as SafeHtml,
    backendVersion: '',
    frontendVersion: '',
    softwareName: '',
    adminPanelUrl: null,
    pollLimits: { max_options: 4, max_option_chars: 255, min_expiration: 60, max_expiration: 86400 },
    uploadlimit: 0,
    descriptionLimit: 0,
    fileLimit: 4,
    avatarlimit: 0,
    backgroundlimit: 0,
    bannerlimit: 0,
    fieldsLimits: { maxFields: 4, maxRemoteFields: 20, nameLength: 255, valueLength: 255 },
    mailerEnabled: false,
    accountActivationRequired: false,
    accountApprovalRequired: false,
    staffAccounts: [],
    instanceSpecificPanelContent: '' as SafeHtml,
    minimalScopesMode: false,
    nsfwCensorImage: '',
    hidePostStats: false,
    hideUserStats: false,
    hideFilteredStatuses: false,
    hideMutedPosts: false,
    collapseMessageWithSubject: false,
    alwaysShowSubjectInput: true,
    showFeaturesPanel: true,
    showInstanceSpecificPanel: false,
    hideSitename: false,
    sidebarRight: false,
    federationPolicy: null,
    defaultScope: 'public',
    description: '',
    thumbnail: '',
    contactAccount: null,
    oauthMetadataServed: false,
    filtersApi: null,
    pkceAvailable: false,
    groupedNotifications: false,
    editing: false,
    quotePosting: null,
    markers: [],
  };
}

// SafeHtml fields only come from the sanitizer, never from a config file; what the server's own
// documents say about OAuth only from those documents.
const NOT_CONFIGURABLE = new Set<string>(['tos', 'instanceSpecificPanelContent', 'oauthMetadataServed', 'pkceAvailable', 'filtersApi', 'groupedNotifications', 'editing', 'quotePosting', 'markers']);
const NULLABLE_STRINGS = new Set<string>(['vapidPublicKey', 'contactAccount', 'adminPanelUrl']);
// Keys holding URLs that end up in src, href or CSS url(): they pass THE URL policy or are dropped.
const URL_KEYS = new Set<string>(['logo', 'background', 'defaultAvatar', 'defaultBanner', 'nsfwCensorImage', 'thumbnail', 'suggestionsWeb', 'adminPanelUrl']);
const ENUMS: Record<string, readonly string[]> = {
  loginMethod: ['password', 'token'] satisfies LoginMethod[],
  subjectLineBehavior: ['email', 'noop', 'masto'] satisfies SubjectLineBehavior[],
  defaultScope: ['public', 'unlisted', 'private', 'direct'] satisfies Visibility[],
};

/** The server's /api/pleroma/frontend_configurations: its `pleroma_fe` block, nothing else in it. */
export function applyPleromaFrontendConfig(s: InstanceSettings, raw: unknown): InstanceSettings {
  return isObj(raw) ? applyFrontendConfig(s, raw.pleroma_fe) : s;
}

/** Frontend configuration (`{ pleroma_fe: {...} }` or flat, e.g. config.json): known primitive keys only. */
export function applyFrontendConfig(s: InstanceSettings, config: unknown): InstanceSettings {
  if (!isObj(config)) return s;
  const source = isObj(config.pleroma_fe) ? config.pleroma_fe : config;
  const next: Record<string, unknown> = { ...s };
  for (const [key, value] of Object.entries(source)) {
    if (!Object.prototype.hasOwnProperty.call(s, key) || NOT_CONFIGURABLE.has(key)) continue;
    const current = (s as unknown as Record<string, unknown>)[key];
    const expected = current === null && NULLABLE_STRINGS.has(key) ? 'string' : typeof current;
    if (!['string', 'number', 'boolean'].includes(expected) || typeof value !== expected) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    if (ENUMS[key] && !ENUMS[key].includes(value as string)) continue;
    if (URL_KEYS.has(key)) {
      // An empty value means "none" (no logo, no wallpaper); anything else must be a safe URL.
      const safe = url(value);
      if (value !== '' && safe === '') continue;
      next[key] = safe;
      continue;
    }
    next[key] = typeof value === 'string' ? str(value) : value;
  }
  return next as unknown as InstanceSettings;
}
