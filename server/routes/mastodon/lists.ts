// Lists: CRUD, members and the list timeline, as Pleroma (and, on the Mastodon
// flavour, with replies_policy and exclusive). Only the owner sees or changes a list; another
// user's list answers 404 as if it did not exist. Members must be accounts the owner follows.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import {
  addMembers,
  createList,
  deleteList,
  LIST_TIMELINE_SQL,
  listsHolding,
  listsOf,
  notFollowed,
  ownedList,
  removeMembers,
  updateList,
  REPLIES_POLICIES,
  type ListRow,
  type RepliesPolicy,
} from '../../db/lists.js';
import { userById } from '../../db/users.js';
import { notFound, unprocessable } from '../../http/errors.js';
import { bodyOf, bool, list, param, str } from '../../http/params.js';
import { renderCtx } from '../../views/context.js';
import { renderList } from '../../views/list.js';
import { sendAccountList } from './account-lists.js';
import { findAccount } from './accounts.js';
import { sendTimeline } from './timeline-filters.js';

type IdParams = { Params: { id: string } };
const MAX_TITLE = 256;

function listOf(req: FastifyRequest<IdParams>): ListRow {
  const found = ownedList(req.server.ctx.store, req.auth!.user!.id, req.params.id);
  if (!found) throw notFound();
  return found;
}

function titleParam(req: FastifyRequest, required: boolean): string | undefined {
  const title = str(param(req, 'title'))?.trim();
  if (title === undefined || title === '') {
    if (required) throw unprocessable("Validation failed: Title can't be blank");
    return undefined;
  }
  if (title.length > MAX_TITLE) throw unprocessable('Validation failed: Title is too long');
  return title;
}

/** Mastodon's options; the Pleroma flavour ignores them, as Pleroma does. */
function optionParams(req: FastifyRequest): { replies_policy?: RepliesPolicy; exclusive?: number } {
  if (req.server.ctx.flavor === 'pleroma') return {};
  const out: { replies_policy?: RepliesPolicy; exclusive?: number } = {};
  const policy = str(param(req, 'replies_policy'));
  if (policy !== undefined) {
    if (!REPLIES_POLICIES.includes(policy as RepliesPolicy)) throw unprocessable('Validation failed: Replies policy is not included in the list');
    out.replies_policy = policy as RepliesPolicy;
  }
  const exclusive = bool(param(req, 'exclusive'));
  if (exclusive !== undefined) out.exclusive = exclusive ? 1 : 0;
  return out;
}

/** account_ids[] of the body (or query), as numbers of existing accounts. */
function accountIds(req: FastifyRequest): number[] {
  const ids = list(bodyOf(req).account_ids ?? (req.query as Record<string, unknown>).account_ids);
  const store = req.server.ctx.store;
  const out = ids.filter((id) => /^\d{1,17}$/.test(id)).map(Number);
  for (const id of out) if (!userById(store, id)) throw notFound();
  return [...new Set(out)];
}

export function registerLists(app: FastifyInstance): void {
  const read = { preHandler: requireUser(app, 'read:lists') };
  const write = { preHandler: requireUser(app, 'write:lists') };
  const store = app.ctx.store;

  app.get('/api/v1/lists', read, async (req) => {
    const rc = renderCtx(req);
    return listsOf(store, req.auth!.user!.id).map((l) => renderList(rc, l));
  });

  app.get<IdParams>('/api/v1/lists/:id', read, async (req) => renderList(renderCtx(req), listOf(req)));

  app.post('/api/v1/lists', write, async (req) => {
    const title = titleParam(req, true)!;
    const opts = optionParams(req);
    const created = createList(store, req.auth!.user!.id, title, opts.replies_policy ?? 'list', opts.exclusive === 1);
    return renderList(renderCtx(req), created);
  });

  app.put<IdParams>('/api/v1/lists/:id', write, async (req) => {
    const found = listOf(req);
    const title = titleParam(req, false);
    const updated = updateList(store, found, { ...optionParams(req), ...(title ? { title } : {}) });
    return renderList(renderCtx(req), updated);
  });

  app.delete<IdParams>('/api/v1/lists/:id', write, async (req) => {
    deleteList(store, listOf(req).id);
    return {};
  });

  app.get<IdParams>('/api/v1/lists/:id/accounts', read, async (req, reply) => {
    const found = listOf(req);
    return sendAccountList(req, reply, {
      from: 'list_accounts x JOIN users u ON u.id = x.account_id',
      where: 'x.list_id = @list',
      params: { list: found.id },
    });
  });

  app.post<IdParams>('/api/v1/lists/:id/accounts', write, async (req) => {
    const found = listOf(req);
    const ids = accountIds(req);
    if (notFollowed(store, req.auth!.user!.id, ids).length > 0) {
      throw unprocessable('Validation failed: Account has not been followed');
    }
    addMembers(store, found.id, ids);
    return {};
  });

  app.delete<IdParams>('/api/v1/lists/:id/accounts', write, async (req) => {
    removeMembers(store, listOf(req).id, accountIds(req));
    return {};
  });

  app.get<IdParams>('/api/v1/accounts/:id/lists', read, async (req) => {
    const account = findAccount(req, req.params.id);
    const rc = renderCtx(req);
    return listsHolding(store, req.auth!.user!.id, account.id).map((l) => renderList(rc, l));
  });

  app.get<IdParams>('/api/v1/timelines/list/:id', read, async (req, reply) => {
    const found = listOf(req);
    return sendTimeline(req, reply, { where: [LIST_TIMELINE_SQL], params: { list: found.id } });
  });
}
