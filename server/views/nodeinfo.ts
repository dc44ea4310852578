// NodeInfo 2.0 / 2.1 as Pleroma (or, in the mastodon flavor, Mastodon) publishes it.
import { MASTODON_VERSION, PLEROMA_FEATURES, RESTRICTED_NICKNAMES, SOFTWARE_VERSION } from '../config.js';
import type { RenderCtx } from './context.js';
import { federationInfo, instanceStats } from './instance.js';

export function renderNodeinfo(rc: RenderCtx, version: '2.0' | '2.1'): Record<string, unknown> {
  const c = rc.config;
  const stats = instanceStats(rc);
  const usage = { users: { total: stats.user_count, activeMonth: stats.user_count, activeHalfyear: stats.user_count }, localPosts: stats.status_count };
  if (!rc.pleroma) {
    return {
      version,
      software: {
        name: 'mastodon',
        version: MASTODON_VERSION,
        ...(version === '2.1' ? { repository: 'https://github.com/mastodon/mastodon', homepage: 'https://joinmastodon.org' } : {}),
      },
      protocols: ['activitypub'],
      services: { outbound: [], inbound: [] },
      usage,
      openRegistrations: c.registrationsOpen,
      metadata: { nodeName: c.name, nodeDescription: c.description },
    };
  }
  const staff = rc.loaded.instanceFacts().staff;
  return {
    version,
    software: {
      name: 'pleroma',
      version: SOFTWARE_VERSION,
      ...(version === '2.1' ? { repository: 'https://git.pleroma.social/pleroma/pleroma' } : {}),
    },
    protocols: ['activitypub'],
    services: { inbound: [], outbound: [] },
    openRegistrations: c.registrationsOpen,
    usage,
    metadata: {
      nodeName: c.name,
      nodeDescription: c.description,
      private: c.private,
      suggestions: { enabled: c.suggestionsEnabled, web: '' },
      staffAccounts: staff.map((nickname) => `${rc.base}/users/${nickname}`),
      federation: federationInfo(rc),
      pollLimits: c.pollLimits,
      postFormats: c.postFormats,
      uploadLimits: {
        general: c.uploadLimit,
        avatar: c.avatarUploadLimit,
        banner: c.bannerUploadLimit,
        background: c.backgroundUploadLimit,
      },
      fieldsLimits: c.fieldsLimits,
      accountActivationRequired: c.activationRequired,
      accountApprovalRequired: c.approvalRequired,
      invitesEnabled: c.invitesEnabled,
      mailerEnabled: true, // the data/mail outbox, or SMTP (server/mail/outbox.ts)
      features: PLEROMA_FEATURES,
      restrictedNicknames: RESTRICTED_NICKNAMES,
      skipThreadContainment: c.skipThreadContainment,
    },
  };
}
