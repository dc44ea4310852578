// Pleroma emoji reactions: list them, add one, take one back. A reaction is a unicode emoji or
// one of the instance's custom emoji (sent as `shortcode` or `:shortcode:`, stored bare).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findCustomEmoji, renderEmoji } from '../../assets/emoji.js';
import { requireUser, requireUserIfPrivate } from '../../auth.js';
import { createNotification } from '../../db/notifications.js';
import { addReaction, reactionsOf, removeReaction } from '../../db/reactions.js';
import type { UserRow } from '../../db/users.js';
import { badRequest } from '../../http/errors.js';
import { bool } from '../../http/params.js';
import { presentAccounts } from '../../present/index.js';
import { renderCtx } from '../../views/context.js';
import { publishNotification } from '../../services/notifications.js';
import { withdrawNotification } from '../../db/notifications.js';
import { actionTarget, renderFor } from '../mastodon/status-actions.js';

type EmojiRequest = FastifyRequest<{ Params: { id: string; emoji?: string } }>;

// Built at run time: the `v` flag is newer than the compile target, and Node 20 has it.
const SINGLE_EMOJI = new RegExp('^\\p{RGI_Emoji}$', 'v');

/** The stored name of a reaction, or null when it is neither an emoji nor our custom emoji. */
export function reactionName(raw: string): string | null {
  const text = raw.trim();
  const shortcode = /^:?([A-Za-z0-9_]+):?$/.exec(text);
  if (shortcode) return findCustomEmoji(shortcode[1]) ? shortcode[1] : null;
  if (SINGLE_EMOJI.test(text)) return text;
  // Clients often send the text form ('❤'); Pleroma stores the fully qualified emoji.
  if (SINGLE_EMOJI.test(`${text}\uFE0F`)) return `${text}\uFE0F`;
  return null;
}

function requireReaction(raw: string | undefined): string {
  const name = raw === undefined ? null : reactionName(raw);
  if (!name) throw badRequest('Invalid emoji');
  return name;
}

/** Pleroma's EmojiReaction list, with full accounts; hides muted and blocked accounts unless `with_muted`. */
function listReactions(req: EmojiRequest, statusId: number, only?: string) {
  const viewer = req.auth?.user ?? null;
  const withMuted = bool((req.query as Record<string, unknown>).with_muted) ?? false;
  const rows = reactionsOf(req.server.ctx.store, { statusId, only: only ?? null, viewerId: viewer?.id ?? null, withMuted });
  const rc = renderCtx(req);
  const groups = new Map<string, UserRow[]>();
  for (const row of rows) groups.set(row.emoji, [...(groups.get(row.emoji) ?? []), row]);
  return [...groups.entries()].map(([name, users]) => {
    const custom = findCustomEmoji(name);
    return {
      name,
      count: users.length,
      me: viewer ? users.some((u) => u.id === viewer.id) : false,
      account_ids: users.map((u) => String(u.id)),
      accounts: presentAccounts(rc, users),
      url: custom ? renderEmoji(rc.base, custom).url : null,
    };
  });
}

export function registerReactions(app: FastifyInstance): void {
  const store = app.ctx.store;
  const readable = { preHandler: requireUserIfPrivate(app) };
  const writable = { preHandler: requireUser(app, 'write:statuses') };

  app.get<{ Params: { id: string } }>('/api/v1/pleroma/statuses/:id/reactions', readable, async (req) =>
    listReactions(req, actionTarget(req).id),
  );

  app.get<{ Params: { id: string; emoji: string } }>('/api/v1/pleroma/statuses/:id/reactions/:emoji', readable, async (req) => {
    const s = actionTarget(req);
    return listReactions(req, s.id, requireReaction(req.params.emoji));
  });

  app.put<{ Params: { id: string; emoji: string } }>('/api/v1/pleroma/statuses/:id/reactions/:emoji', writable, async (req) => {
    const viewer = req.auth!.user!;
    const s = actionTarget(req);
    const emoji = requireReaction(req.params.emoji);
    const notification = store.tx(() => {
      if (!addReaction(store, viewer.id, s.id, emoji)) return null;
      return createNotification(store, { userId: s.user_id, type: 'pleroma:emoji_reaction', fromId: viewer.id, statusId: s.id, emoji });
    });
    publishNotification(app, notification);
    return renderFor(req, s);
  });

  app.delete<{ Params: { id: string; emoji: string } }>('/api/v1/pleroma/statuses/:id/reactions/:emoji', writable, async (req) => {
    const viewer = req.auth!.user!;
    const s = actionTarget(req);
    const emoji = requireReaction(req.params.emoji);
    store.tx(() => {
      if (removeReaction(store, viewer.id, s.id, emoji)) withdrawNotification(store, 'pleroma:emoji_reaction', viewer.id, s.id, emoji);
    });
    return renderFor(req, s);
  });
}
