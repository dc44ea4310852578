// The scheduler's clock: real time, plus an offset only a test can set (STARLING_TEST_HOOKS=1,
// POST /api/test/clock { offset_seconds }), so a spec can reach a post's time without waiting for it.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

const offsets = new WeakMap<AppContext, number>();

export function clockNow(app: FastifyInstance): number {
  return Date.now() + (offsets.get(app.ctx) ?? 0);
}

/** Sets how far ahead of real time the clock runs (0 puts it back: what fell due meanwhile is out already). */
export function setClockOffset(app: FastifyInstance, ms: number): void {
  offsets.set(app.ctx, Number.isFinite(ms) ? ms : 0);
}
