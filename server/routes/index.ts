// Route table: each module registers one area of the API.
import type { FastifyInstance } from 'fastify';
import { registerNodeinfo } from './nodeinfo.js';
import { registerOauth } from './oauth.js';
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
import { registerStreaming } from '../streaming.js';
import { registerNotifications } from './mastodon/notifications.js';
import { registerPush } from './mastodon/push.js';
import { registerNotificationSettings } from './pleroma/notification-settings.js';
import { registerMoveAccount } from './pleroma/move-account.js';

export function registerRoutes(app: FastifyInstance): void {
  installMuteSweep(app); // first: hooks only reach routes declared after them
  registerStatusActions(app);
  registerPolls(app);
  if (app.ctx.flavor === 'pleroma') registerReactions(app);
  registerStreaming(app);
  registerNodeinfo(app);
  registerInstance(app);
  registerApps(app);
  registerOauth(app);
  registerAccounts(app);
  registerAccountLists(app);
  registerAccountActions(app);
  registerDomainBlocks(app);
  registerReports(app);
  registerSearch(app);
  registerSuggestions(app);
  if (app.ctx.flavor === 'pleroma') registerRemoteFollow(app);
  registerTimelines(app);
  registerStatuses(app);
  registerPostStatus(app);
  registerMedia(app);
  if (app.ctx.flavor === 'pleroma') registerFrontend(app);
  registerNotifications(app);
  registerPush(app);
  if (app.ctx.flavor === 'pleroma') registerNotificationSettings(app);
  if (app.ctx.flavor === 'pleroma') registerMoveAccount(app);
  registerStatic(app);
}
