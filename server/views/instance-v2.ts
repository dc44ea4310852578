// GET /api/v2/instance: Mastodon's v2 Instance (4.3: api_versions, configuration.vapid); the
// Pleroma flavour as Pleroma renders it: its short description, its repository as source_url,
// and the `pleroma` object with the upload limits in its metadata.
import type { RenderCtx } from './context.js';
import { contactAccount, instanceConfiguration, instanceStats, instanceVersion, pleromaInstanceObject } from './instance.js';

const SOURCE_URL = { pleroma: 'https://git.pleroma.social/pleroma/pleroma', mastodon: 'https://github.com/mastodon/mastodon' };

export function renderInstanceV2(rc: RenderCtx, streamingApi: string, vapidPublicKey: string): Record<string, unknown> {
  const c = rc.config;
  const out: Record<string, unknown> = {
    domain: rc.host,
    title: c.name,
    version: instanceVersion(rc),
    source_url: SOURCE_URL[rc.pleroma ? 'pleroma' : 'mastodon'],
    description: c.shortDescription,
    usage: { users: { active_month: instanceStats(rc).user_count } },
    thumbnail: { url: `${rc.base}/instance/thumbnail.png` },
    languages: c.languages,
    configuration: {
      ...instanceConfiguration(rc),
      urls: { streaming: streamingApi },
      vapid: { public_key: vapidPublicKey },
      translation: { enabled: false },
    },
    registrations: { enabled: c.registrationsOpen, approval_required: c.approvalRequired, message: null, url: null },
    contact: { email: c.email, account: contactAccount(rc) },
    rules: [],
  };
  if (!rc.pleroma) return { ...out, api_versions: { mastodon: 2 } };
  const pleroma = pleromaInstanceObject(rc, vapidPublicKey);
  return {
    ...out,
    pleroma: {
      ...pleroma,
      metadata: {
        ...pleroma.metadata,
        avatar_upload_limit: c.avatarUploadLimit,
        background_upload_limit: c.backgroundUploadLimit,
        banner_upload_limit: c.bannerUploadLimit,
        background_image: `${rc.base}/instance/background.png`,
        chat_limit: c.chatLimit,
        description_limit: c.descriptionLimit,
        shout_limit: c.shoutLimit,
      },
    },
  };
}
