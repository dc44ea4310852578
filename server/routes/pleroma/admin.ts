// Pleroma's admin API for accounts: tags, delete, permission groups, activate /
// deactivate, approve, forced password reset, invite tokens. Admins only: a moderator or a
// member gets 403. No admin front end is bundled, so /pleroma/admin/ is not served (the front-end
// configuration's adminPanelUrl '' tells clients to offer no link).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../auth.js';
import { deleteAccount } from '../../db/accounts.js';
import { allInvites, createInvite, inviteByToken, renderInvite, revokeInvite } from '../../db/invites.js';
import { approveUser, requirePasswordReset, setDeactivated, setStaffRole, setUserTags } from '../../db/userWrites.js';
import { localUserByNickname, userByAcct, userById, type UserRow } from '../../db/users.js';
import { baseUrl, hostOf } from '../../http/base.js';
import { ApiError, badRequest, forbidden, notFound } from '../../http/errors.js';
import { list, str } from '../../http/params.js';
import { approvedMail, sendNow } from '../../mail/messages.js';
import { tagsOf } from '../../tag-policy.js';
import { avatarUrl, profileUrl } from '../../views/account.js';
import { renderCtx } from '../../views/context.js';

type Body = Record<string, unknown>;

const bodyOf = (req: FastifyRequest): Body => (req.body && typeof req.body === 'object' ? (req.body as Body) : {});
const queryOf = (req: FastifyRequest): Body => (req.query ?? {}) as Body;

/** `nicknames[]` (body or query) or a single `nickname`. */
function nicknamesOf(req: FastifyRequest): string[] {
  const b = bodyOf(req);
  const q = queryOf(req);
  const names = [...list(b.nicknames), ...list(q.nicknames), str(b.nickname), str(q.nickname)].filter((n): n is string => !!n);
  return [...new Set(names)];
}

function adminView(req: FastifyRequest, user: UserRow): Record<string, unknown> {
  const rc = renderCtx(req);
  return {
    id: String(user.id),
    nickname: user.domain ? `${user.nickname}@${user.domain}` : user.nickname,
    display_name: user.display_name || user.nickname,
    avatar: avatarUrl(rc, user),
    url: profileUrl(rc, user),
    local: user.domain === null,
    deactivated: user.deactivated === 1,
    is_active: user.deactivated !== 1,
    is_approved: user.is_approved === 1,
    is_confirmed: user.is_confirmed === 1,
    registration_reason: user.registration_reason ?? null,
    roles: { admin: user.is_admin === 1, moderator: user.is_moderator === 1 },
    tags: tagsOf(user),
    actor_type: user.bot ? 'Service' : 'Person',
  };
}

export function registerAdmin(app: FastifyInstance): void {
  const store = app.ctx.store;
  const requireAdmin = async (req: FastifyRequest) => {
    if (!req.auth!.user!.is_admin) throw forbidden('User is not an admin.');
  };
  const read = { preHandler: [requireUser(app, 'admin:read:accounts'), requireAdmin] };
  const write = { preHandler: [requireUser(app, 'admin:write:accounts'), requireAdmin] };

  const usersOf = (req: FastifyRequest): UserRow[] => {
    const names = nicknamesOf(req);
    if (names.length === 0) throw badRequest('Missing parameter: nicknames');
    return names.map((n) => {
      const u = userByAcct(store, n, hostOf(req));
      if (!u) throw notFound(`User ${n} not found`);
      return u;
    });
  };

  const setTags = (add: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const b = bodyOf(req);
    const tags = [...list(b.tags), ...list(queryOf(req).tags)].filter((t) => t.trim() !== '');
    if (tags.length === 0) throw badRequest('Missing parameter: tags');
    const users = usersOf(req);
    store.tx(() => {
      for (const u of users) {
        const current = tagsOf(u);
        const next = add ? [...new Set([...current, ...tags])] : current.filter((t) => !tags.includes(t));
        setUserTags(store, u.id, next);
      }
    });
    return reply.status(204).send();
  };
  app.put('/api/pleroma/admin/users/tag', write, setTags(true));
  app.delete('/api/pleroma/admin/users/tag', write, setTags(false));

  app.delete('/api/pleroma/admin/users', write, async (req) => {
    const users = usersOf(req);
    if (users.some((u) => u.id === req.auth!.user!.id)) throw forbidden('You cannot delete yourself.');
    const deleted = store.tx(() => users.flatMap((u) => deleteAccount(store, u)));
    for (const info of deleted) app.ctx.events.emit('status:deleted', info);
    for (const u of users) app.ctx.events.emit('access:revoked', u.id);
    return users.map((u) => (u.domain ? `${u.nickname}@${u.domain}` : u.nickname));
  });

  const permission = (grant: boolean) => async (req: FastifyRequest<{ Params: { nickname?: string; group: string } }>) => {
    const group = req.params.group;
    if (group !== 'admin' && group !== 'moderator') throw badRequest('Unknown permission group');
    const names = req.params.nickname ? [req.params.nickname] : nicknamesOf(req);
    const users = names.map((n) => localUserByNickname(store, n) ?? userByAcct(store, n, hostOf(req)));
    if (users.some((u) => !u)) throw notFound('User not found');
    if (users.some((u) => u!.domain !== null)) throw badRequest('Only local users can have permission groups');
    if (!grant && users.some((u) => u!.id === req.auth!.user!.id)) throw forbidden(`You can't revoke your own ${group} status.`);
    store.tx(() => users.forEach((u) => setStaffRole(store, u!.id, group, grant)));
    return { [`is_${group}`]: grant };
  };
  type Group = { Params: { nickname?: string; group: string } };
  app.post<Group>('/api/pleroma/admin/users/:nickname/permission_group/:group', write, permission(true));
  app.delete<Group>('/api/pleroma/admin/users/:nickname/permission_group/:group', write, permission(false));
  app.post<Group>('/api/pleroma/admin/users/permission_group/:group', write, permission(true));
  app.delete<Group>('/api/pleroma/admin/users/permission_group/:group', write, permission(false));

  const activation = (active: boolean) => async (req: FastifyRequest) => {
    const users = usersOf(req);
    if (!active && users.some((u) => u.id === req.auth!.user!.id)) throw forbidden('You cannot deactivate yourself.');
    store.tx(() => users.forEach((u) => setDeactivated(store, u.id, !active)));
    if (!active) for (const u of users) app.ctx.events.emit('access:revoked', u.id);
    return { users: users.map((u) => adminView(req, fresh(u))) };
  };
  /** The row as it is after the write, for the answer. */
  const fresh = (u: UserRow): UserRow => userById(store, u.id) ?? u;
  app.patch('/api/pleroma/admin/users/activate', write, activation(true));
  app.patch('/api/pleroma/admin/users/deactivate', write, activation(false));

  app.patch('/api/pleroma/admin/users/approve', write, async (req) => {
    const users = usersOf(req).filter((u) => u.domain === null);
    const newly = users.filter((u) => !u.is_approved);
    store.tx(() => users.forEach((u) => approveUser(store, u.id)));
    const c = app.ctx.config();
    for (const u of newly) if (u.email) await sendNow(app, approvedMail(c.name, { nickname: u.nickname, email: u.email }, baseUrl(req)));
    return { users: users.map((u) => adminView(req, fresh(u))) };
  });

  app.patch('/api/pleroma/admin/users/force_password_reset', write, async (req, reply) => {
    const users = usersOf(req).filter((u) => u.domain === null);
    store.tx(() => users.forEach((u) => requirePasswordReset(store, u.id)));
    return reply.status(204).send();
  });

  app.post('/api/pleroma/admin/users/invite_token', write, async (req) => {
    if (!app.ctx.config().invitesEnabled) {
      throw new ApiError(400, 'To send invites you need to set the `invites_enabled` option to true.');
    }
    const b = bodyOf(req);
    const maxUse = Number(str(b.max_use) ?? b.max_use);
    const expires = str(b.expires_at);
    const expiresAt = expires ? Date.parse(expires) : NaN;
    if (expires && Number.isNaN(expiresAt)) throw badRequest('expires_at must be a date');
    const row = store.tx(() => createInvite(store, Number.isInteger(maxUse) && maxUse > 0 ? maxUse : null, Number.isNaN(expiresAt) ? null : expiresAt + 86_400_000));
    return renderInvite(row);
  });
  app.get('/api/pleroma/admin/users/invites', read, async () => ({
    invites: allInvites(store).map(renderInvite),
  }));
  app.post('/api/pleroma/admin/users/revoke_invite', write, async (req) => {
    const token = str(bodyOf(req).token);
    const row = token ? inviteByToken(store, token) : undefined;
    if (!row) throw notFound('Invite not found');
    revokeInvite(store, row.id);
    return renderInvite({ ...row, used: 1 });
  });
}
