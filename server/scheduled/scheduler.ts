// Publishes scheduled posts at their time. One timer, armed for the earliest post (re-armed after
// every change, and at least once a minute); on start it first publishes whatever fell due while
// the instance was down. A post is published by replaying its request as its poster made it,
// through the same validation and publish path as POST /api/v1/statuses (streaming included);
// it leaves the schedule in the very transaction that writes the status, so it goes out once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, Auth } from '../context.js';
import { deleteScheduled, dueScheduled, nextScheduledAt, type ScheduledRow } from '../db/scheduled.js';
import { userById } from '../db/users.js';
import { readPostParams } from '../routes/mastodon/post-params.js';
import { newPost, publishPost } from '../routes/mastodon/post-status.js';
import { testHooksEnabled } from '../routes/pleroma/captcha.js';
import { policePost } from '../tag-policy.js';
import { renderCtx } from '../views/context.js';
import { clockNow, setClockOffset } from './clock.js';

const MAX_WAIT_MS = 60_000;

interface Scheduler {
  wake(): void;
}
const schedulers = new WeakMap<AppContext, Scheduler>();

/** After a post is scheduled, moved or cancelled: the timer follows the earliest one. */
export function wakeScheduler(app: FastifyInstance): void {
  schedulers.get(app.ctx)?.wake();
}

/** The request the poster made, as far as posting reads it. */
function replayedRequest(app: FastifyInstance, row: ScheduledRow): FastifyRequest | null {
  const user = userById(app.ctx.store, row.user_id);
  if (!user || user.deactivated) return null;
  const auth = { user, app: { id: row.app_id }, token: { id: null }, scopes: ['write:statuses'] } as unknown as Auth;
  return { server: app, auth, host: row.host, protocol: row.protocol, headers: {}, log: app.log } as unknown as FastifyRequest;
}

function publishScheduled(app: FastifyInstance, row: ScheduledRow): void {
  const { store } = app.ctx;
  const req = replayedRequest(app, row);
  if (!req) {
    deleteScheduled(store, row.id);
    return;
  }
  const now = Date.now();
  try {
    const body = JSON.parse(row.params) as Record<string, unknown>;
    const draft = policePost(req.auth!.user!, readPostParams(req, body));
    publishPost(app, newPost(req, renderCtx(req), draft, now), () => deleteScheduled(store, row.id));
  } catch (err) {
    // Refused now (its reply target deleted, its media used elsewhere): as Pleroma's worker, drop it.
    app.log.warn({ err, scheduledId: row.id }, 'a scheduled post could not be published');
    deleteScheduled(store, row.id);
  }
}

export function publishDue(app: FastifyInstance): number {
  const due = dueScheduled(app.ctx.store, clockNow(app));
  for (const row of due) publishScheduled(app, row);
  return due.length;
}

export function installScheduler(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const arm = () => {
    stop();
    if (!running) return;
    const next = nextScheduledAt(app.ctx.store);
    if (next === null) return;
    timer = setTimeout(tick, Math.min(Math.max(next - clockNow(app), 0), MAX_WAIT_MS));
    timer.unref();
  };
  const tick = () => {
    timer = null;
    if (!running) return;
    publishDue(app);
    arm();
  };
  schedulers.set(app.ctx, { wake: arm });
  app.addHook('onReady', async () => {
    running = true;
    tick(); // what fell due while the instance was down
  });
  app.addHook('preClose', async () => {
    running = false;
    stop();
  });

  if (testHooksEnabled()) {
    // Tests only: run the scheduler's clock ahead of real time and publish what is due by then.
    app.post('/api/test/clock', async (req) => {
      const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
      setClockOffset(app, Number(body.offset_seconds ?? 0) * 1000);
      const published = running ? publishDue(app) : 0;
      arm();
      return { now: new Date(clockNow(app)).toISOString(), published };
    });
  }
}
