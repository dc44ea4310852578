// A hashtag as /api/v1/tags/:name and /api/v1/followed_tags show it (Mastodon's Tag entity).
import { tagHistory } from '../db/search.js';
import type { RenderCtx } from './context.js';

export function renderTag(rc: RenderCtx, tag: string, following: boolean): Record<string, unknown> {
  return { name: tag, url: `${rc.base}/tag/${encodeURIComponent(tag)}`, history: tagHistory(rc.store, tag), following };
}
