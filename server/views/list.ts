// A list as the API shows it: Pleroma has id and title; Mastodon adds replies_policy and exclusive.
import type { ListRow } from '../db/lists.js';
import type { RenderCtx } from './context.js';

export function renderList(rc: RenderCtx, list: ListRow): Record<string, unknown> {
  const out: Record<string, unknown> = { id: String(list.id), title: list.title };
  if (rc.pleroma) return out;
  return { ...out, replies_policy: list.replies_policy, exclusive: list.exclusive === 1 };
}
