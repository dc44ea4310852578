// Followed hashtags: a tag's entity with `following`, follow and unfollow, and the
// paged list of followed tags (Link cursors are the follow rows' ids, as Pleroma pages them).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, requireUserIfPrivate } from '../../auth.js';
import { followsTag, followTag, normalTag, unfollowTag } from '../../db/followed-tags.js';
import { notFound } from '../../http/errors.js';
import { pagedAll } from '../../db/paging.js';
import { pageParams, setLinkHeader } from '../../http/paginate.js';
import { renderCtx } from '../../views/context.js';
import { renderTag } from '../../views/tag.js';

type NameParams = { Params: { name: string } };

function tagOf(req: FastifyRequest<NameParams>): string {
  const tag = normalTag(req.params.name);
  if (!tag) throw notFound();
  return tag;
}

export function registerFollowedTags(app: FastifyInstance): void {
  const store = app.ctx.store;

  app.get<NameParams>('/api/v1/tags/:name', { preHandler: requireUserIfPrivate(app) }, async (req) => {
    const tag = tagOf(req);
    const viewer = req.auth?.user;
    return renderTag(renderCtx(req), tag, viewer ? followsTag(store, viewer.id, tag) : false);
  });

  app.post<NameParams>('/api/v1/tags/:name/follow', { preHandler: requireUser(app, 'write:follows') }, async (req) => {
    const tag = tagOf(req);
    followTag(store, req.auth!.user!.id, tag);
    return renderTag(renderCtx(req), tag, true);
  });

  app.post<NameParams>('/api/v1/tags/:name/unfollow', { preHandler: requireUser(app, 'write:follows') }, async (req) => {
    const tag = tagOf(req);
    unfollowTag(store, req.auth!.user!.id, tag);
    return renderTag(renderCtx(req), tag, false);
  });

  app.get('/api/v1/followed_tags', { preHandler: requireUser(app, 'read:follows') }, async (req, reply) => {
    const page = pageParams(req, 200);
    const rows = pagedAll<{ id: number; tag: string }>(store, {
      select: 'id, tag',
      from: 'followed_tags',
      where: ['user_id = @viewer'],
      params: { viewer: req.auth!.user!.id },
      cursor: 'id',
      page,
    });
    setLinkHeader(req, reply, rows.map((r) => r.id));
    const rc = renderCtx(req);
    return rows.map((r) => renderTag(rc, r.tag, true));
  });

  // Featured hashtags: Mastodon's, never Pleroma's. This instance lets no one feature any.
  if (app.ctx.flavor === 'mastodon') {
    app.get<{ Params: { id: string } }>('/api/v1/accounts/:id/featured_tags', async () => []);
  }
}
