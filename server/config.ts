// Instance constants. Values a test or a demo may want to change come from an optional
// data/instance.json (read when its mtime changes), so one server binary covers private mode,
// closed registrations and the like without new flags.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Flavor = 'pleroma' | 'mastodon';

/** The server/ folder, for files shipped with the server (instance-static). */
export const SERVER_DIR = path.dirname(fileURLToPath(import.meta.url));

export const SOFTWARE_VERSION = '2.7.0-starling';
export const MASTODON_VERSION = '4.5.0';
export const MASTODON_API_LEVEL = '2.7.2';

export interface InstanceConfig {
  name: string;
  description: string;
  shortDescription: string;
  email: string;
  limit: number;
  descriptionLimit: number;
  chatLimit: number;
  shoutLimit: number;
  remoteLimit: number;
  maxMediaAttachments: number;
  pollLimits: { max_options: number; max_option_chars: number; min_expiration: number; max_expiration: number };
  uploadLimit: number;
  avatarUploadLimit: number;
  backgroundUploadLimit: number;
  bannerUploadLimit: number;
  fieldsLimits: { maxFields: number; maxRemoteFields: number; nameLength: number; valueLength: number };
  registrationsOpen: boolean;
  approvalRequired: boolean;
  activationRequired: boolean;
  invitesEnabled: boolean;
  /** Pleroma's captcha: `native` (drawn by this server) or `none`. */
  captcha: 'native' | 'none';
  /** Pleroma's `public: false`: timelines and search need a signed-in user. */
  private: boolean;
  federating: boolean;
  postFormats: string[];
  languages: string[];
  mrfPolicies: string[];
  mrfSimple: Record<string, string[]>;
  mrfSimpleInfo: Record<string, Record<string, { reason: string }>>;
  quarantinedInstances: string[];
  suggestionsEnabled: boolean;
  skipThreadContainment: boolean;
}

export const DEFAULT_CONFIG: InstanceConfig = {
  name: 'Starling Demo',
  description: 'A demo instance for the Starling web client: a small, friendly corner of the fediverse.',
  shortDescription: 'Starling demo instance',
  email: 'admin@starling.example',
  limit: 5000,
  descriptionLimit: 5000,
  chatLimit: 5000,
  shoutLimit: 5000,
  remoteLimit: 100000,
  maxMediaAttachments: 4,
  pollLimits: { max_options: 4, max_option_chars: 255, min_expiration: 60, max_expiration: 86400 },
  uploadLimit: 16_000_000,
  avatarUploadLimit: 2_000_000,
  backgroundUploadLimit: 4_000_000,
  bannerUploadLimit: 4_000_000,
  fieldsLimits: { maxFields: 10, maxRemoteFields: 20, nameLength: 512, valueLength: 2048 },
  registrationsOpen: true,
  approvalRequired: false,
  activationRequired: false,
  invitesEnabled: false,
  captcha: 'native',
  private: false,
  federating: true,
  postFormats: ['text/plain', 'text/html', 'text/markdown', 'text/bbcode'],
  languages: ['en'],
  mrfPolicies: ['SimplePolicy', 'TagPolicy', 'ObjectAgePolicy'],
  mrfSimple: {
    accept: [],
    reject: ['spam.example'],
    federated_timeline_removal: ['noisy.example'],
    media_nsfw: ['lewd.example'],
    media_removal: [],
    followers_only: [],
    report_removal: [],
    avatar_removal: [],
    banner_removal: [],
    reject_deletes: [],
  },
  mrfSimpleInfo: {
    reject: { 'spam.example': { reason: 'Unsolicited advertising' } },
    federated_timeline_removal: { 'noisy.example': { reason: 'Too many automated posts' } },
  },
  quarantinedInstances: [],
  suggestionsEnabled: true,
  skipThreadContainment: true,
};

/** Nicknames that collide with front-end routes (Pleroma's default list, trimmed). */
export const RESTRICTED_NICKNAMES = [
  '.well-known', '~', 'about', 'activities', 'api', 'auth', 'check_password', 'dev', 'friend-requests',
  'inbox', 'internal', 'main', 'media', 'nodeinfo', 'notice', 'oauth', 'objects', 'ostatus_subscribe',
  'pleroma', 'proxy', 'push', 'registration', 'relay', 'settings', 'status', 'tag', 'user-search', 'user_exists',
  'users', 'web', 'verify_credentials', 'update_credentials', 'relationships', 'search', 'confirmation_resend',
  'mfa', 'lists', 'login', 'logout', 'bookmarks', 'remote-users', 'oauth-callback', 'password-reset',
  'shout-panel', 'who-to-follow', 'static', 'instance', 'emoji', 'socket', 'chats', 'interactions', 'dms',
  'notifications',
  // JavaScript's own keys: a client that keys a table by name would find Object's members, and
  // such an account could never be viewed there. An admin adds these the same way.
  '__proto__', 'constructor', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString',
  'toString', 'valueOf', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__',
];

/** Pleroma feature names the embedded instance really implements (nodeinfo + instance). */
// Only what is served (server/realservers.test.ts checks a route for each): no emoji pack
// sharing, multi-status fetch, profile directory or GET remote-follow page here.
export const PLEROMA_FEATURES = [
  'pleroma_api',
  'mastodon_api',
  'mastodon_api_streaming',
  'polls',
  'v2_suggestions',
  'pleroma_explicit_addressing',
  'pleroma:api/v1/notifications:include_types_filter',
  'chat',
  'shout',
  'pleroma_emoji_reactions',
  'pleroma_custom_emoji_reactions',
  'pleroma_chat_messages',
  'exposable_reactions',
  'multifactor_authentication',
  'pleroma:bookmark_folders',
  'editing',
  'quote_posting',
];

export const DEMO_PASSWORD = 'starling-demo';

/** Reads data/instance.json overrides, re-reading only when the file changes. */
export class ConfigSource {
  private cached: InstanceConfig = DEFAULT_CONFIG;
  private mtime = -1;
  constructor(private readonly file: string) {}

  get(): InstanceConfig {
    let mtime = 0;
    try {
      mtime = fs.statSync(this.file).mtimeMs;
    } catch {
      mtime = 0;
    }
    if (mtime !== this.mtime) {
      this.mtime = mtime;
      this.cached = { ...DEFAULT_CONFIG, ...envOverrides(), ...readJson(this.file) };
    }
    return this.cached;
  }
}

function envOverrides(): Partial<InstanceConfig> {
  const out: Partial<InstanceConfig> = {};
  if (process.env.STARLING_PRIVATE === '1') out.private = true;
  if (process.env.STARLING_REGISTRATIONS === '0') out.registrationsOpen = false;
  if (process.env.STARLING_CAPTCHA === 'none') out.captcha = 'none';
  return out;
}

export function readJson(file: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function dataPaths(dataDir: string) {
  return {
    db: path.join(dataDir, 'starling.db'),
    media: path.join(dataDir, 'media'),
    staticDir: path.join(dataDir, 'static'),
    instanceJson: path.join(dataDir, 'instance.json'),
    frontendJson: path.join(dataDir, 'frontend_configurations.json'),
  };
}
