// Pleroma's admin API for announcements: list, show, create, change, delete. Admins only (a
// moderator or a member gets 403). Publishing and deleting reach open `user` streams.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import {
  allAnnouncements,
  announcementById,
  createAnnouncement,
  deleteAnnouncement,
  updateAnnouncement,
  type AnnouncementInput,
  type AnnouncementRow,
} from '../../db/announcements.js';
import { forbidden, notFound, unprocessable } from '../../http/errors.js';
import { bodyOf, bool, str } from '../../http/params.js';
import { renderCtx } from '../../views/context.js';
import { renderAdminAnnouncement } from '../../views/announcement.js';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** An ISO 8601 time, or null for none ('' and null clear it). */
function timeOf(raw: unknown, field: string): number | null {
  if (raw === null || raw === undefined) return null;
  const text = str(raw) ?? '';
  if (text === '') return null;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw unprocessable(`Invalid ${field}`);
  return ms;
}

/** The request's fields over `base` (PATCH changes only what it sends). */
function inputOf(req: FastifyRequest, base?: AnnouncementRow): AnnouncementInput {
  const b = bodyOf(req);
  const content = b.content === undefined && base ? base.content : (str(b.content) ?? '');
  if (content.trim() === '') throw unprocessable("Content can't be blank");
  const input: AnnouncementInput = {
    content,
    starts_at: 'starts_at' in b ? timeOf(b.starts_at, 'starts_at') : (base?.starts_at ?? null),
    ends_at: 'ends_at' in b ? timeOf(b.ends_at, 'ends_at') : (base?.ends_at ?? null),
    all_day: 'all_day' in b ? (bool(b.all_day) ?? false) : base?.all_day === 1,
  };
  if (input.starts_at !== null && input.ends_at !== null && input.ends_at < input.starts_at) {
    throw unprocessable('ends_at must not be before starts_at');
  }
  return input;
}

export function registerAdminAnnouncements(app: FastifyInstance): void {
  const store = app.ctx.store;
  const requireAdmin = async (req: FastifyRequest) => {
    if (!req.auth!.user!.is_admin) throw forbidden('User is not an admin.');
  };
  const read = { preHandler: [requireUser(app, 'admin:read'), requireAdmin] };
  const write = { preHandler: [requireUser(app, 'admin:write'), requireAdmin] };
  const base = '/api/v1/pleroma/admin/announcements';
  const found = (req: IdRequest) => {
    const a = announcementById(store, req.params.id);
    if (!a) throw notFound();
    return a;
  };
  const publish = (a: AnnouncementRow) => app.ctx.events.emit('announcement:published', a.id);

  app.get(base, read, async (req) => {
    const q = (req.query ?? {}) as Record<string, unknown>;
    const limit = Math.min(Math.max(Number(str(q.limit) ?? 50) || 50, 1), 200);
    const offset = Math.max(Number(str(q.offset) ?? 0) || 0, 0);
    const rc = renderCtx(req);
    return allAnnouncements(store, limit, offset).map((a) => renderAdminAnnouncement(rc, a));
  });

  app.get<{ Params: { id: string } }>(`${base}/:id`, read, async (req) => renderAdminAnnouncement(renderCtx(req), found(req)));

  app.post(base, write, async (req) => {
    const a = createAnnouncement(store, inputOf(req));
    publish(a);
    return renderAdminAnnouncement(renderCtx(req), a);
  });

  app.patch<{ Params: { id: string } }>(`${base}/:id`, write, async (req) => {
    const a = updateAnnouncement(store, found(req).id, inputOf(req, found(req)));
    publish(a);
    return renderAdminAnnouncement(renderCtx(req), a);
  });

  app.delete<{ Params: { id: string } }>(`${base}/:id`, write, async (req) => {
    const a = found(req);
    deleteAnnouncement(store, a.id);
    app.ctx.events.emit('announcement:deleted', a.id);
    return {};
  });
}
