// Vote counts, voters and the viewer's own choices of a page's polls.
import type { PollRow } from '../polls.js';
import type { Store } from '../store.js';
import { byIds, countBy, groupBy, IDS } from './batch.js';

export interface PollFacts {
  counts: Map<number, number>;
  voters: number;
  own: number[];
}

export function pollFacts(store: Store, viewerId: number | null, polls: PollRow[]): Map<number, PollFacts> {
  const ids = polls.map((p) => p.id);
  const counts = groupBy(
    byIds<{ poll_id: number; choice: number; n: number }>(
      store,
      `SELECT poll_id, choice, COUNT(*) AS n FROM poll_votes WHERE poll_id IN (${IDS}) GROUP BY poll_id, choice`,
      ids,
    ),
    (r) => r.poll_id,
  );
  const voters = countBy(store, `SELECT poll_id AS id, COUNT(DISTINCT user_id) AS n FROM poll_votes WHERE poll_id IN (${IDS}) GROUP BY poll_id`, ids);
  const own =
    viewerId === null
      ? new Map<number, { poll_id: number; choice: number }[]>()
      : groupBy(
          byIds<{ poll_id: number; choice: number }>(
            store,
            `SELECT poll_id, choice FROM poll_votes WHERE user_id = @viewer AND poll_id IN (${IDS}) ORDER BY choice`,
            ids,
            { viewer: viewerId },
          ),
          (r) => r.poll_id,
        );
  return new Map(
    polls.map((p) => [
      p.id,
      {
        counts: new Map((counts.get(p.id) ?? []).map((r) => [r.choice, r.n])),
        voters: voters.get(p.id) ?? 0,
        own: (own.get(p.id) ?? []).map((r) => r.choice),
      },
    ]),
  );
}
