// Route table: each module registers one area of the API.
import type { FastifyInstance } from 'fastify';
import { registerNodeinfo } from './nodeinfo.js';
import { registerOauth } from './oauth.js';
import { registerOauthMetadata } from './oauth-metadata.js';
import { registerWellKnown } from './well-known.js';
import { registerStatic } from './static.js';
import { registerAccounts } from './mastodon/accounts.js';
import { registerAccountLists } from './mastodon/account-lists.js';
import { installMuteSweep, registerAccountActions } from './mastodon/account-actions.js';
import { registerDomainBlocks } from './mastodon/domain-blocks.js';
import { registerReports } from './mastodon/reports.js';
import { registerSearch } from './mastodon/search.js';
import { registerSuggestions } from './mastodon/suggestions.js';
import { registerRemoteFollow } from './pleroma/remote-follow.js';
import { registerApps } from './mastodon/apps.js';
import { registerInstance } from './mastodon/instance.js';
import { registerStatuses } from './mastodon/statuses.js';
import { registerTimelines } from './mastodon/timelines.js';
import { registerPostStatus } from './mastodon/post-status.js';
import { registerMedia } from './mastodon/media.js';
import { registerFrontend } from './pleroma/frontend.js';
import { registerStatusActions } from './mastodon/status-actions.js';
import { registerPolls } from './mastodon/polls.js';
import { registerReactions } from './pleroma/reactions.js';
import { registerStreaming } from '../streaming/index.js';
import { registerNotifications } from './mastodon/notifications.js';
import { registerPush } from './mastodon/push.js';
import { registerNotificationSettings } from './pleroma/notification-settings.js';
import { registerMoveAccount } from './pleroma/move-account.js';
// Settings: profile editing, account security, two-factor, imports, push delivery.
import { registerUpdateCredentials } from './mastodon/update-credentials.js';
import { registerAccountSecurity } from './pleroma/account-security.js';
import { registerMfa } from './pleroma/mfa.js';
import { registerOauthMfa } from './oauth-mfa.js';
import { registerImports } from './pleroma/imports.js';
import { installPushDelivery } from '../push/deliver.js';
import { registerChats } from './pleroma/chats.js';
import { registerShout } from '../shout/index.js';
import { registerRegistration } from './mastodon/register.js';
import { registerCaptcha } from './pleroma/captcha.js';
import { registerPasswordReset } from './pleroma/password-reset.js';
import { registerAdmin } from './pleroma/admin.js';
// Real servers: what Mastodon clients and Pleroma's own front end ask for at start.
import { registerConversations } from './mastodon/conversations.js';
import { registerMarkers } from './mastodon/markers.js';
import { registerFrontEndLists } from './mastodon/front-end-lists.js';
// Organising: announcements, Pleroma 2.8 bookmark folders.
import { registerAnnouncements } from './mastodon/announcements.js';
import { registerAdminAnnouncements } from './pleroma/admin-announcements.js';
import { registerBookmarkFolders } from './pleroma/bookmark-folders.js';
// Filters: v1 as Pleroma serves them, v2 as Mastodon.
import { registerFiltersV1 } from './mastodon/filters-v1.js';
import { registerFiltersV2 } from './mastodon/filters-v2.js';
// Lists and followed hashtags.
import { registerLists } from './mastodon/lists.js';
import { registerFollowedTags } from './mastodon/followed-tags.js';
// Editing with history.
import { registerEditStatus } from './mastodon/edit-status.js';
import { registerQuotes } from './mastodon/quotes.js';
// Scheduled posts.
import { registerScheduledStatuses } from './mastodon/scheduled-statuses.js';
import { installScheduler } from '../scheduled/scheduler.js';
// The installable app: the manifest with this instance's name, and the share target's answer without a worker.
import { registerManifest, registerShareFallback } from './manifest.js';

export function registerRoutes(app: FastifyInstance): void {
  installMuteSweep(app); // first: hooks only reach routes declared after them
  registerStatusActions(app);
  registerPolls(app);
  if (app.ctx.flavor === 'pleroma') registerReactions(app);
  registerStreaming(app);
  registerNodeinfo(app);
  registerWellKnown(app);
  registerInstance(app);
  registerApps(app);
  registerOauth(app);
  if (app.ctx.flavor === 'mastodon') registerOauthMetadata(app);
  registerRegistration(app); // accounts: before registerAccounts' /accounts/:id routes
  registerAccounts(app);
  registerAccountLists(app);
  registerAccountActions(app);
  registerDomainBlocks(app);
  registerReports(app);
  registerSearch(app);
  registerSuggestions(app);
  if (app.ctx.flavor === 'pleroma') registerRemoteFollow(app);
  registerTimelines(app);
  registerConversations(app);
  registerMarkers(app);
  registerFrontEndLists(app);
  registerStatuses(app);
  registerPostStatus(app);
  registerMedia(app);
  if (app.ctx.flavor === 'pleroma') registerFrontend(app);
  registerNotifications(app);
  registerPush(app);
  if (app.ctx.flavor === 'pleroma') registerNotificationSettings(app);
  if (app.ctx.flavor === 'pleroma') registerMoveAccount(app);
  registerUpdateCredentials(app);
  registerOauthMfa(app);
  installPushDelivery(app);
  if (app.ctx.flavor === 'pleroma') {
    registerAccountSecurity(app);
    registerMfa(app);
    registerImports(app);
  }
  if (app.ctx.flavor === 'pleroma') registerChats(app);
  if (app.ctx.flavor === 'pleroma') registerShout(app);
  if (app.ctx.flavor === 'pleroma') {
    registerCaptcha(app);
    registerPasswordReset(app);
    registerAdmin(app);
  }
  registerAnnouncements(app);
  if (app.ctx.flavor === 'pleroma') {
    registerAdminAnnouncements(app);
    registerBookmarkFolders(app);
  }
  if (app.ctx.flavor === 'pleroma') registerFiltersV1(app);
  if (app.ctx.flavor === 'mastodon') registerFiltersV2(app);
  registerLists(app);
  registerFollowedTags(app);
  registerEditStatus(app);
  registerQuotes(app);
  registerScheduledStatuses(app);
  installScheduler(app);
  registerManifest(app);
  registerShareFallback(app);
  registerStatic(app);
}
