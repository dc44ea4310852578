// POST /api/v1/accounts (registration) with Pleroma's rules, and the e-mail confirmation link.
// Field errors answer 400 with Pleroma's shape: `error` is the JSON text of a field → messages
// map (a taken name is reported on `ap_id`); captcha errors are a map; invite errors a string.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { charCount, EMAIL_MAX_LENGTH, PROFILE_LIMITS, validEmail } from '../../account/limits.js';
import { RESTRICTED_NICKNAMES } from '../../config.js';
import { consumeAccountToken, createAccountToken, insertAccount } from '../../db/accounts.js';
import { checkInvite, useInvite } from '../../db/invites.js';
import { issueToken } from '../../db/oauth.js';
import { confirmEmail } from '../../db/userWrites.js';
import { localUserByEmail, localUserByNickname, userById } from '../../db/users.js';
import { baseUrl } from '../../http/base.js';
import { bool, str } from '../../http/params.js';
import { awaitingApprovalMail, confirmationMail, sendNow } from '../../mail/messages.js';
import { captchaStoreOf } from '../pleroma/captcha.js';
import { tokenResponse } from '../oauth.js';

const NICKNAME = /^[a-zA-Z\d_-]+$/;
const LIMITS = { ...PROFILE_LIMITS, reason: 2000, passwordMin: 8, passwordMax: 256 };

type FieldErrors = Record<string, string[]>;

interface Registration {
  nickname: string;
  name: string;
  email: string | null;
  password: string;
  bio: string;
  reason: string | null;
  agreement: boolean;
  token: string | null;
}

function readRegistration(body: Record<string, unknown>): Registration {
  const nickname = (str(body.username) ?? str(body.nickname) ?? '').trim();
  const name = (str(body.fullname) ?? str(body.display_name) ?? '').trim();
  return {
    nickname,
    name: name || nickname,
    email: (str(body.email) ?? '').trim() || null,
    password: str(body.password) ?? '',
    bio: str(body.bio) ?? '',
    reason: (str(body.reason) ?? '').trim() || null,
    agreement: bool(body.agreement) === true,
    token: str(body.token) || null,
  };
}

const MESSAGES = {
  blank: "can't be blank",
  taken: 'has already been taken',
  format: 'has invalid format',
  reserved: 'is reserved',
  atLeast: (n: number) => `should be at least ${n} character(s)`,
  atMost: (n: number) => `should be at most ${n} character(s)`,
};

/** The changeset rules of Pleroma's User.register_changeset, as a field → messages map. */
export function validateRegistration(app: FastifyInstance, r: Registration): FieldErrors {
  const c = app.ctx.config();
  const store = app.ctx.store;
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!r.nickname) add('nickname', MESSAGES.blank);
  else if (!NICKNAME.test(r.nickname)) add('nickname', MESSAGES.format);
  else if (r.nickname.length > LIMITS.nickname) add('nickname', MESSAGES.atMost(LIMITS.nickname));
  else if (RESTRICTED_NICKNAMES.some((n) => n.toLowerCase() === r.nickname.toLowerCase())) add('nickname', MESSAGES.reserved);
  else if (localUserByNickname(store, r.nickname)) add('ap_id', MESSAGES.taken);
  if (charCount(r.name) > LIMITS.name) add('name', MESSAGES.atMost(LIMITS.name));
  if (charCount(r.bio) > LIMITS.bio) add('bio', MESSAGES.atMost(LIMITS.bio));
  if (!r.password) add('password', MESSAGES.blank);
  else if (r.password.length < LIMITS.passwordMin) add('password', MESSAGES.atLeast(LIMITS.passwordMin));
  else if (r.password.length > LIMITS.passwordMax) add('password', MESSAGES.atMost(LIMITS.passwordMax));
  if (!r.email) {
    if (c.activationRequired) add('email', MESSAGES.blank);
  } else if (charCount(r.email) > EMAIL_MAX_LENGTH) {
    add('email', MESSAGES.atMost(EMAIL_MAX_LENGTH));
  } else if (!validEmail(r.email)) {
    add('email', MESSAGES.format);
  } else if (localUserByEmail(store, r.email)) {
    add('email', MESSAGES.taken);
  }
  if (c.approvalRequired) {
    if (!r.reason) add('registration_reason', MESSAGES.blank);
    else if (charCount(r.reason) > LIMITS.reason) add('registration_reason', MESSAGES.atMost(LIMITS.reason));
  }
  if (!r.agreement) add('agreement', 'must be accepted');
  return errors;
}

const CAPTCHA_MESSAGES = {
  missing: 'Invalid CAPTCHA (Missing parameter: captcha_solution)',
  invalid: 'Invalid CAPTCHA',
  expired: 'CAPTCHA expired',
  already_used: 'CAPTCHA already used',
} as const;

export function registerRegistration(app: FastifyInstance): void {
  const store = app.ctx.store;

  app.post('/api/v1/accounts', async (req: FastifyRequest, reply) => {
    // Pleroma registers through an app's token (the client_credentials grant).
    if (!req.auth) return reply.status(403).send({ error: 'Invalid credentials' });
    const c = app.ctx.config();
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const r = readRegistration(body);
    if (!c.registrationsOpen) {
      if (!r.token) return reply.status(403).send({ error: 'Registrations are closed' });
      const invite = checkInvite(store, r.token);
      if (invite !== 'ok') return reply.status(400).send({ error: invite === 'expired' ? 'Expired token' : 'Invalid token' });
    }
    // The captcha is checked first and used up, right or wrong, as Pleroma does.
    if (c.captcha === 'native' && app.ctx.flavor === 'pleroma') {
      const result = captchaStoreOf(app).check(str(body.captcha_token), str(body.captcha_solution), str(body.captcha_answer_data));
      if (result !== 'ok') return reply.status(400).send({ error: { captcha: [CAPTCHA_MESSAGES[result]] } });
    }
    const errors = validateRegistration(app, r);
    if (Object.keys(errors).length > 0) return reply.status(400).send({ error: JSON.stringify(errors) });

    const approved = !c.approvalRequired;
    const confirmed = !c.activationRequired;
    const created = store.tx(() => {
      if (!c.registrationsOpen && r.token) {
        if (checkInvite(store, r.token) !== 'ok') return null; // spent by a concurrent request
        useInvite(store, r.token);
      }
      if (localUserByNickname(store, r.nickname)) return null;
      const id = insertAccount(store, { nickname: r.nickname, displayName: r.name, email: r.email, password: r.password, bio: r.bio, reason: r.reason, approved, confirmed });
      const confirmToken = confirmed ? null : createAccountToken(store, 'confirmation', id);
      const issued = approved && confirmed ? issueToken(store, req.auth!.app.id, id, req.auth!.app.scopes) : null;
      return { id, confirmToken, issued };
    });
    if (!created) return reply.status(400).send({ error: JSON.stringify({ ap_id: [MESSAGES.taken] }) });
    const user = userById(store, created.id)!;
    const who = { nickname: user.nickname, email: user.email ?? '' };
    if (created.confirmToken && user.email) {
      await sendNow(app, confirmationMail(c.name, who, `${baseUrl(req)}/api/account/confirm_email/${user.id}/${created.confirmToken}`));
    }
    if (!approved && user.email) await sendNow(app, awaitingApprovalMail(c.name, who));
    if (!approved) {
      return { identifier: 'awaiting_approval', message: "You have been registered. You'll be able to log in once your account is approved." };
    }
    if (!confirmed) {
      return { identifier: 'missing_confirmed_email', message: 'You have been registered. Please check your email for further instructions.' };
    }
    return tokenResponse(req, created.issued!, user);
  });

  // The link of the confirmation mail: confirms the address, then opens the instance.
  app.get<{ Params: { id: string; token: string } }>('/api/account/confirm_email/:id/:token', async (req, reply) => {
    const userId = store.tx(() => consumeAccountToken(store, 'confirmation', req.params.token));
    if (userId === null || String(userId) !== req.params.id) return reply.status(400).send({ error: 'Invalid token' });
    confirmEmail(store, userId);
    return reply.redirect('/');
  });
}
