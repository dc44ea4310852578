// Scheduled posts: `scheduled_at` on POST /api/v1/statuses keeps the post's parameters instead of
// publishing them; GET/PUT/DELETE /api/v1/scheduled_statuses(/:id) list, move and cancel the
// caller's own (anyone else's is a 404). Pleroma's rules: at least 5 minutes ahead, at most 25 a
// day and 300 in all; the errors are each flavour's own words.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import { isPleroma } from '../../context.js';
import {
  countScheduled, countScheduledOnDay, deleteScheduled, insertScheduled, rescheduleScheduled, scheduledOf, scheduledPage,
} from '../../db/scheduled.js';
import { hostOf } from '../../http/base.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { pageParams, setLinkHeader } from '../../http/paginate.js';
import { str } from '../../http/params.js';
import { clockNow } from '../../scheduled/clock.js';
import { wakeScheduler } from '../../scheduled/scheduler.js';
import { renderCtx } from '../../views/context.js';
import { renderScheduled } from '../../views/scheduled-status.js';
import { readPostParams } from './post-params.js';

export const MIN_SCHEDULE_OFFSET_MS = 5 * 60 * 1000;
export const DAILY_SCHEDULED_LIMIT = 25;
export const TOTAL_SCHEDULED_LIMIT = 300;

/** What a scheduled post keeps of the request: everything publishing reads, nothing else. */
const KEPT_PARAMS = [
  'status', 'spoiler_text', 'visibility', 'sensitive', 'language', 'content_type', 'in_reply_to_id',
  'in_reply_to_conversation_id', 'media_ids', 'poll', 'expires_in', 'to',
];

export const wantsSchedule = (body: Record<string, unknown>) => (str(body.scheduled_at)?.trim() ?? '') !== '';

function errors(app: FastifyInstance) {
  return isPleroma(app)
    ? { tooSoon: 'must be at least 5 minutes from now', daily: 'daily limit exceeded', total: 'total limit exceeded' }
    : {
        tooSoon: 'Validation failed: Scheduled at The scheduled date must be in the future',
        daily: `Validation failed: You have exceeded the limit of ${DAILY_SCHEDULED_LIMIT} scheduled posts for today`,
        total: `Validation failed: You have exceeded the limit of ${TOTAL_SCHEDULED_LIMIT} scheduled posts`,
      };
}

/** The time asked for, checked against the rules; `exceptId` is the post being moved. */
function readScheduledAt(req: FastifyRequest, raw: unknown, exceptId: number | null): number {
  const app = req.server;
  const text = str(raw)?.trim() ?? '';
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) ? Date.parse(text) : NaN;
  const words = errors(app);
  if (!Number.isFinite(at) || at - clockNow(app) <= MIN_SCHEDULE_OFFSET_MS) throw unprocessable(words.tooSoon);
  const userId = req.auth!.user!.id;
  if (countScheduledOnDay(app.ctx.store, userId, at, exceptId) >= DAILY_SCHEDULED_LIMIT) throw unprocessable(words.daily);
  if (exceptId === null && countScheduled(app.ctx.store, userId) >= TOTAL_SCHEDULED_LIMIT) throw unprocessable(words.total);
  return at;
}

/** POST /api/v1/statuses with scheduled_at: validated as a post now, kept, answered as a ScheduledStatus. */
export function scheduleStatus(req: FastifyRequest, body: Record<string, unknown>): Record<string, unknown> {
  readPostParams(req, body); // the same refusals as posting at once
  const scheduledAt = readScheduledAt(req, body.scheduled_at, null);
  const params: Record<string, unknown> = {};
  for (const key of KEPT_PARAMS) if (body[key] !== undefined) params[key] = body[key];
  const { store } = req.server.ctx;
  const id = insertScheduled(store, {
    userId: req.auth!.user!.id,
    appId: req.auth!.app.id,
    scheduledAt,
    params,
    host: hostOf(req),
    protocol: req.protocol,
    createdAt: Date.now(),
  });
  wakeScheduler(req.server);
  return renderScheduled(renderCtx(req), scheduledOf(store, req.auth!.user!.id, id)!);
}

function ownScheduled(req: FastifyRequest<{ Params: { id: string } }>) {
  const id = req.params.id;
  const row = /^\d{1,15}$/.test(id) ? scheduledOf(req.server.ctx.store, req.auth!.user!.id, Number(id)) : undefined;
  if (!row) throw notFound();
  return row;
}

export function registerScheduledStatuses(app: FastifyInstance): void {
  const { store } = app.ctx;
  const read = { preHandler: requireUser(app, 'read:statuses') };
  const write = { preHandler: requireUser(app, 'write:statuses') };

  app.get('/api/v1/scheduled_statuses', read, async (req, reply: FastifyReply) => {
    const rows = scheduledPage(store, req.auth!.user!.id, pageParams(req));
    setLinkHeader(req, reply, rows.map((r) => r.id));
    const rc = renderCtx(req);
    return rows.map((r) => renderScheduled(rc, r));
  });

  app.get<{ Params: { id: string } }>('/api/v1/scheduled_statuses/:id', read, async (req) => renderScheduled(renderCtx(req), ownScheduled(req)));

  app.put<{ Params: { id: string } }>('/api/v1/scheduled_statuses/:id', write, async (req) => {
    const row = ownScheduled(req);
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const at = readScheduledAt(req, body.scheduled_at, row.id);
    rescheduleScheduled(store, row.id, at);
    wakeScheduler(app);
    return renderScheduled(renderCtx(req), scheduledOf(store, row.user_id, row.id)!);
  });

  app.delete<{ Params: { id: string } }>('/api/v1/scheduled_statuses/:id', write, async (req) => {
    const row = ownScheduled(req);
    deleteScheduled(store, row.id);
    wakeScheduler(app);
    return {};
  });
}
