// Mastodon Poll, from the poll's row and its loaded votes (rc.loaded.loadPolls).
import { parseJsonArray } from '../db/users.js';
import type { PollRow } from '../db/polls.js';
import { emojisIn, renderEmoji } from '../assets/emoji.js';
import { iso, type RenderCtx } from './context.js';

function isAuthor(rc: RenderCtx, poll: PollRow): boolean {
  const status = rc.loaded.status(poll.status_id);
  return status !== undefined && status.user_id === rc.viewer?.id;
}

export function renderPoll(rc: RenderCtx, poll: PollRow): Record<string, unknown> {
  const titles = parseJsonArray<string>(poll.options);
  const { counts, voters, own } = rc.loaded.pollFactsOf(poll.id);
  const out: Record<string, unknown> = {
    id: String(poll.id),
    expires_at: iso(poll.expires_at),
    expired: poll.expires_at !== null && poll.expires_at <= Date.now(),
    multiple: poll.multiple === 1,
    votes_count: [...counts.values()].reduce((a, b) => a + b, 0),
    voters_count: voters,
    options: titles.map((title, i) => ({ title, votes_count: counts.get(i) ?? 0 })),
    emojis: emojisIn(...titles).map((e) => renderEmoji(rc.base, e)),
    // Pleroma counts the author as having voted: they see results, never the vote form.
    voted: own.length > 0 || (rc.pleroma && rc.viewer !== null && isAuthor(rc, poll)),
    own_votes: own,
  };
  if (rc.pleroma) out.pleroma = { non_anonymous: false };
  return out;
}
