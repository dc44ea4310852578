// The scheduler's clock: real time, plus an offset only a test can set (STARLING_TEST_HOOKS=1,
// POST /api/test/clock), so a spec can reach a post's time without waiting for it.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

const offsets = new WeakMap<AppContext, number>();

export function clockNow(app: FastifyInstance): number {
  return Date.now() + (offsets.get(app.ctx) ?? 0);
}

/** Moves the clock forward (never back: a post once due stays due). */
export function advanceClock(app: FastifyInstance, ms: number): void {
  offsets.set(app.ctx, (offsets.get(app.ctx) ?? 0) + Math.max(0, ms));
}
