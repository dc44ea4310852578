// Mastodon Poll.
import { parseJsonArray } from '../db/users.js';
import { emojisIn, renderEmoji } from '../assets/emoji.js';
import { iso, type RenderCtx } from './context.js';

export interface PollRow {
  id: number;
  status_id: number;
  options: string;
  multiple: number;
  expires_at: number | null;
}

export function pollOfStatus(rc: RenderCtx, statusId: number): PollRow | undefined {
  return rc.store.get<PollRow>('SELECT * FROM polls WHERE status_id = ?', [statusId]);
}

function isAuthor(rc: RenderCtx, poll: PollRow): boolean {
  const row = rc.store.get<{ user_id: number }>('SELECT user_id FROM statuses WHERE id = ?', [poll.status_id]);
  return row !== undefined && row.user_id === rc.viewer?.id;
}

export function renderPoll(rc: RenderCtx, poll: PollRow): Record<string, unknown> {
  const titles = parseJsonArray<string>(poll.options);
  const counts = new Map<number, number>();
  for (const row of rc.store.all<{ choice: number; n: number }>(
    'SELECT choice, COUNT(*) AS n FROM poll_votes WHERE poll_id = ? GROUP BY choice',
    [poll.id],
  )) {
    counts.set(row.choice, row.n);
  }
  const voters =
    rc.store.get<{ n: number }>('SELECT COUNT(DISTINCT user_id) AS n FROM poll_votes WHERE poll_id = ?', [poll.id])?.n ?? 0;
  const own = rc.viewer
    ? rc.store
        .all<{ choice: number }>('SELECT choice FROM poll_votes WHERE poll_id = ? AND user_id = ? ORDER BY choice', [
          poll.id,
          rc.viewer.id,
        ])
        .map((r) => r.choice)
    : [];
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
