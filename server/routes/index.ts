// Route table: each module registers one area of the API.
import type { FastifyInstance } from 'fastify';
import { registerNodeinfo } from './nodeinfo.js';
import { registerOauth } from './oauth.js';
import { registerStatic } from './static.js';
import { registerAccounts } from './mastodon/accounts.js';
import { registerAccountLists } from './mastodon/account-lists.js';
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

export function registerRoutes(app: FastifyInstance): void {
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
  registerTimelines(app);
  registerStatuses(app);
  registerPostStatus(app);
  registerMedia(app);
  if (app.ctx.flavor === 'pleroma') registerFrontend(app);
  registerStatic(app);
}
