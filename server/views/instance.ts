// GET /api/v1/instance: Mastodon's v1 Instance, plus Pleroma's extras and `pleroma` object;
// the parts /api/v2/instance shares (views/instance-v2.ts).
import { MASTODON_API_LEVEL, MASTODON_VERSION, PLEROMA_FEATURES, SOFTWARE_VERSION } from '../config.js';
import { renderAccount } from './account.js';
import type { RenderCtx } from './context.js';

/** The MRF transparency block, shared by nodeinfo and the instance endpoint. */
export function federationInfo(rc: RenderCtx) {
  const c = rc.config;
  return {
    enabled: c.federating,
    exclusions: false,
    mrf_policies: c.mrfPolicies,
    mrf_simple: c.mrfSimple,
    mrf_simple_info: c.mrfSimpleInfo,
    mrf_object_age: { actions: ['delist', 'strip_followers'], threshold: 604800 },
    quarantined_instances: c.quarantinedInstances,
    quarantined_instances_info: { quarantined_instances: {} },
  };
}

export function fieldsLimits(rc: RenderCtx) {
  const f = rc.config.fieldsLimits;
  return { max_fields: f.maxFields, max_remote_fields: f.maxRemoteFields, name_length: f.nameLength, value_length: f.valueLength };
}

/** The `version` field: Pleroma's "<API level> (compatible; Pleroma x)" or Mastodon's own. */
export const instanceVersion = (rc: RenderCtx): string =>
  rc.pleroma ? `${MASTODON_API_LEVEL} (compatible; Pleroma ${SOFTWARE_VERSION})` : MASTODON_VERSION;

export const contactAccount = (rc: RenderCtx) => {
  const admin = rc.loaded.instanceFacts().contact;
  return admin ? renderAccount(rc, admin) : null;
};

export const instanceStats = (rc: RenderCtx) => rc.loaded.instanceFacts().stats;

/** `configuration` of both instance versions (v2 adds urls, vapid and translation to it). */
export function instanceConfiguration(rc: RenderCtx) {
  const c = rc.config;
  const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'];
  const avTypes = ['video/mp4', 'video/webm', 'audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/webm'];
  return {
    accounts: { max_featured_tags: 0, max_pinned_statuses: 5 },
    statuses: { max_characters: c.limit, max_media_attachments: c.maxMediaAttachments, characters_reserved_per_url: 0 },
    media_attachments: {
      supported_mime_types: [...imageTypes, ...avTypes],
      image_size_limit: c.uploadLimit,
      image_matrix_limit: 16777216,
      video_size_limit: c.uploadLimit,
      video_frame_rate_limit: 60,
      video_matrix_limit: 2304000,
    },
    polls: {
      max_options: c.pollLimits.max_options,
      max_characters_per_option: c.pollLimits.max_option_chars,
      min_expiration: c.pollLimits.min_expiration,
      max_expiration: c.pollLimits.max_expiration,
    },
  };
}

/** Pleroma's `pleroma` object of /api/v1/instance (v2 adds the upload limits to its metadata). */
export function pleromaInstanceObject(rc: RenderCtx, vapidPublicKey: string) {
  const c = rc.config;
  return {
    metadata: {
      account_activation_required: c.activationRequired,
      features: PLEROMA_FEATURES,
      federation: federationInfo(rc),
      fields_limits: fieldsLimits(rc),
      post_formats: c.postFormats,
      birthday_required: false,
      birthday_min_age: 0,
    },
    stats: { mau: instanceStats(rc).user_count },
    vapid_public_key: vapidPublicKey,
  };
}

export function renderInstance(rc: RenderCtx, streamingApi: string, vapidPublicKey: string): Record<string, unknown> {
  const c = rc.config;
  const out: Record<string, unknown> = {
    // Pleroma gives its base URL here (clients resolve paths against it); Mastodon the bare domain.
    uri: rc.pleroma ? rc.base : rc.host,
    title: c.name,
    short_description: c.shortDescription,
    description: c.description,
    email: c.email,
    version: instanceVersion(rc),
    urls: { streaming_api: streamingApi },
    stats: instanceStats(rc),
    thumbnail: `${rc.base}/instance/thumbnail.png`,
    languages: c.languages,
    registrations: c.registrationsOpen,
    approval_required: c.approvalRequired,
    invites_enabled: c.invitesEnabled,
    configuration: instanceConfiguration(rc),
    contact_account: contactAccount(rc),
    rules: [],
  };
  if (!rc.pleroma) return out;
  return {
    ...out,
    max_toot_chars: c.limit,
    max_media_attachments: c.maxMediaAttachments,
    poll_limits: c.pollLimits,
    upload_limit: c.uploadLimit,
    avatar_upload_limit: c.avatarUploadLimit,
    background_upload_limit: c.backgroundUploadLimit,
    banner_upload_limit: c.bannerUploadLimit,
    background_image: `${rc.base}/instance/background.png`,
    shout_limit: c.shoutLimit,
    description_limit: c.descriptionLimit,
    chat_limit: c.chatLimit,
    pleroma: pleromaInstanceObject(rc, vapidPublicKey),
  };
}
