// Polls: read one, vote once. A poll is as visible as its status. Pleroma refuses a vote by the
// poll's author (Mastodon allows it), so the flavor decides.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, requireUserIfPrivate } from '../../auth.js';
import { addVote, hasVoted, pollById, type PollRow } from '../../db/polls.js';
import { canSee, statusById } from '../../db/statuses.js';
import { parseJsonArray } from '../../db/users.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { list } from '../../http/params.js';
import { renderCtx } from '../../views/context.js';
import { presentPoll } from '../../present/index.js';

function visiblePoll(req: FastifyRequest<{ Params: { id: string } }>): PollRow {
  const store = req.server.ctx.store;
  const poll = /^\d{1,15}$/.test(req.params.id) ? pollById(store, Number(req.params.id)) : undefined;
  const status = poll && statusById(store, poll.status_id);
  if (!poll || !status || !canSee(store, status, req.auth?.user?.id ?? null)) throw notFound();
  return poll;
}

/** Distinct option indices, validated against the poll; throws 422 as Mastodon does. */
function parseChoices(raw: unknown, poll: PollRow): number[] {
  const given = list(raw);
  if (given.length === 0) throw unprocessable('Choices must not be empty');
  const optionCount = parseJsonArray<string>(poll.options).length;
  const choices = [...new Set(given.map((c) => (/^\d{1,3}$/.test(c.trim()) ? Number(c) : -1)))];
  if (choices.some((c) => c < 0 || c >= optionCount)) throw unprocessable('Invalid choice');
  if (poll.multiple !== 1 && choices.length > 1) throw unprocessable('This poll allows only one choice');
  return choices.sort((a, b) => a - b);
}

export function registerPolls(app: FastifyInstance): void {
  const store = app.ctx.store;

  app.get<{ Params: { id: string } }>('/api/v1/polls/:id', { preHandler: requireUserIfPrivate(app) }, async (req) =>
    presentPoll(renderCtx(req), visiblePoll(req)),
  );

  app.post<{ Params: { id: string } }>('/api/v1/polls/:id/votes', { preHandler: requireUser(app, 'write:statuses') }, async (req) => {
    const viewer = req.auth!.user!;
    const poll = visiblePoll(req);
    if (poll.expires_at !== null && poll.expires_at <= Date.now()) throw unprocessable('The poll has already ended');
    if (app.ctx.flavor === 'pleroma' && statusById(store, poll.status_id)?.user_id === viewer.id) throw unprocessable("Poll's author can't vote");
    const choices = parseChoices((req.body as Record<string, unknown> | undefined)?.choices, poll);
    store.tx(() => {
      // Checked inside the transaction so two quick requests cannot both vote.
      if (hasVoted(store, poll.id, viewer.id)) {
        throw unprocessable('You have already voted on this poll');
      }
      for (const choice of choices) {
        addVote(store, poll.id, viewer.id, choice);
      }
    });
    return presentPoll(renderCtx(req), poll);
  });
}
