// A waiting post's media with their descriptions (kept with it by the outbox, never sent with
// it), and the requests of the changed ones: they go just before the post.
import type { OfflineWrite } from '../../api/http';
import { mediaDescriptionWrite } from '../../api/media';
import type { KeptPostDisplay } from '../../api/postStatus';

type MediaDescriptions = KeptPostDisplay['media'];

/** The post's media in order, each with its description as last kept ('' where none was). */
export function mediaOf(json: unknown, display: unknown): MediaDescriptions {
  const ids = (json as { media_ids?: unknown } | null | undefined)?.media_ids;
  const kept = (display as Partial<KeptPostDisplay> | undefined)?.media;
  const known = new Map(Array.isArray(kept) ? kept.map((m) => [m.id, m.description] as const) : []);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string').map((id) => ({ id, description: String(known.get(id) ?? '') })) : [];
}

/** The requests of the descriptions that changed, to go before the post. */
export const descriptionWrites = (was: MediaDescriptions, now: MediaDescriptions): OfflineWrite[] =>
  now.filter((m, i) => m.description !== was[i]?.description).map((m) => mediaDescriptionWrite(m.id, m.description));
