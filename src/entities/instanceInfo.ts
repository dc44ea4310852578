// /api/v1/instance (Mastodon v1/v2 shapes + Pleroma extras) → instance settings. Everything the
// capability table needs is read here too, so a server without nodeinfo still works.
import type { InstanceSettings } from './instance';
import { bool, isObj, num, obj, str, strOrNull, strings, url } from './coerce';
import { htmlToText } from './html';
import {
  applyFeatures, fieldsLimitsFrom, normalizeFederationPolicy, pollLimitsFrom, positive, servesOAuthMetadata, servesGroupedNotifications,
  servesMastodonQuotes,
} from './instanceFeatures';

export function applyInstanceInfo(s: InstanceSettings, instance: unknown): InstanceSettings {
  if (!isObj(instance)) return s;
  const i = instance;
  const config = obj(i.configuration);
  const pleroma = obj(i.pleroma);
  const meta = obj(pleroma.metadata);
  const registrations = i.registrations;
  const media = obj(config.media_attachments);
  const contact = obj(i.contact_account ?? obj(i.contact).account);

  let next: InstanceSettings = { ...s };
  if (Array.isArray(meta.features)) {
    const software = str(obj(i.software).name) || (/pleroma|akkoma/i.test(str(i.version)) ? 'pleroma' : '');
    next = applyFeatures(next, strings(meta.features), software);
  }
  const federation = normalizeFederationPolicy(meta.federation);
  if (federation) {
    next.federationPolicy = federation;
    next.federating = federation.enabled;
    next.tagPolicyAvailable = federation.mrf_policies.includes('TagPolicy');
  }
  if (Array.isArray(meta.post_formats)) next.postFormats = strings(meta.post_formats);
  if (typeof meta.account_activation_required === 'boolean') {
    next.accountActivationRequired = meta.account_activation_required;
  }
  if (isObj(config.polls)) next.pollsAvailable = true; // Mastodon announces poll limits only when it has polls

  const description = str(i.short_description) || str(i.description);
  return {
    ...next,
    name: s.name || str(i.title),
    textlimit: positive(i.max_toot_chars ?? obj(config.statuses).max_characters, s.textlimit),
    accountApprovalRequired: bool(i.approval_required, bool(obj(registrations).approval_required, next.accountApprovalRequired)),
    vapidPublicKey: strOrNull(pleroma.vapid_public_key) ?? strOrNull(obj(config.vapid).public_key) ?? s.vapidPublicKey,
    registrationOpen: typeof registrations === 'boolean' ? registrations : bool(obj(registrations).enabled, s.registrationOpen),
    pollLimits: pollLimitsFrom(i.poll_limits ?? config.polls, s.pollLimits),
    fieldsLimits: fieldsLimitsFrom(meta.fields_limits, s.fieldsLimits),
    uploadlimit: positive(i.upload_limit ?? Math.max(num(media.image_size_limit), num(media.video_size_limit)), s.uploadlimit),
    descriptionLimit: positive(i.description_limit ?? media.description_limit, s.descriptionLimit),
    fileLimit: positive(i.max_media_attachments ?? obj(config.statuses).max_media_attachments, s.fileLimit),
    avatarlimit: positive(i.avatar_upload_limit, s.avatarlimit),
    backgroundlimit: positive(i.background_upload_limit, s.backgroundlimit),
    bannerlimit: positive(i.banner_upload_limit, s.bannerlimit),
    description: description ? htmlToText(description) : s.description,
    thumbnail: url(i.thumbnail) || url(obj(i.thumbnail).url) || s.thumbnail,
    background: url(i.background_image) || s.background,
    oauthMetadataServed: servesOAuthMetadata(str(i.version)),
    groupedNotifications: servesGroupedNotifications(str(i.version)),
    quotePosting: next.quotePosting ?? (servesMastodonQuotes(str(i.version)) ? 'mastodon' : null),
    // The contact's acct: enough for a link and for display.
    contactAccount: strOrNull(contact.acct) ?? s.contactAccount,
  };
}
