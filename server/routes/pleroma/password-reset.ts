// Password reset: POST /auth/password?email= (or nickname) mails a single-use link that expires
// in an hour, and answers 204 whether or not the account exists. The link opens the instance's
// own page, GET /api/pleroma/password_reset/:token, whose form posts back here. Requests are
// throttled per address asked for and per client IP (429).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { charCount, EMAIL_MAX_LENGTH } from '../../account/limits.js';
import { consumeAccountToken, createAccountToken, peekAccountToken, setPassword } from '../../db/accounts.js';
import { activeLocalUserByEmailOrNickname } from '../../db/users.js';
import { baseUrl } from '../../http/base.js';
import { str } from '../../http/params.js';
import { sendHtml } from '../../http/html.js';
import { Throttle } from '../../http/throttle.js';
import { passwordResetMail, sendNow } from '../../mail/messages.js';
import { escapeHtml } from '../../text/format.js';
import { page, PAGE_CSP } from '../oauth-page.js';

export const RESET_LIMIT_PER_ADDRESS = 5;
export const RESET_LIMIT_PER_IP = 15;
const WINDOW_MS = 30 * 60 * 1000;
const MIN_PASSWORD = 8;

// The token is in the page's URL: no Referer may carry it away.
function sendPage(reply: FastifyReply, status: number, html: string) {
  return sendHtml(reply, status, html, { csp: PAGE_CSP, referrerPolicy: 'no-referrer' });
}

function resetForm(instance: string, token: string, error?: string): string {
  return page(
    `Reset your password — ${instance}`,
    `<h1>Reset your password</h1>${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/api/pleroma/password_reset">
<input type="hidden" name="data[token]" value="${escapeHtml(token)}">
<label for="password">New password</label><input id="password" type="password" name="data[password]" autocomplete="new-password" required minlength="${MIN_PASSWORD}">
<label for="confirm">Repeat the new password</label><input id="confirm" type="password" name="data[password_confirmation]" autocomplete="new-password" required>
<button type="submit">Change password</button></form>`,
  );
}

/** A message, and where to go next: sign in (after a change) or ask for a new link. */
const messagePage = (instance: string, title: string, text: string, next: { href: string; label: string }) =>
  page(
    `${title} — ${instance}`,
    `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(text)}</p><a class="button" href="${escapeHtml(next.href)}">${escapeHtml(next.label)}</a>`,
  );
const SIGN_IN = { href: '/login', label: 'Sign in' };
const ASK_AGAIN = { href: '/password-reset', label: 'Ask for a new link' };

export function registerPasswordReset(app: FastifyInstance): void {
  const store = app.ctx.store;
  const perAddress = new Throttle(RESET_LIMIT_PER_ADDRESS, WINDOW_MS);
  const perIp = new Throttle(RESET_LIMIT_PER_IP, WINDOW_MS);

  app.post('/auth/password', async (req: FastifyRequest, reply) => {
    const q = (req.query ?? {}) as Record<string, unknown>;
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const asked = (str(q.email) ?? str(body.email) ?? str(q.nickname) ?? str(body.nickname) ?? '').trim();
    const ipOk = perIp.hit(req.ip);
    const addressOk = perAddress.hit(asked.toLowerCase());
    if (!ipOk || !addressOk) return reply.status(429).send({ error: 'Throttled' });
    if (!asked) return reply.status(400).send({ error: 'Missing parameter: email' });
    if (charCount(asked) > EMAIL_MAX_LENGTH) return reply.status(400).send({ error: 'Invalid email' });
    const user = activeLocalUserByEmailOrNickname(store, asked);
    if (user?.email) {
      const token = store.tx(() => createAccountToken(store, 'password_reset', user.id));
      const link = `${baseUrl(req)}/api/pleroma/password_reset/${token}`;
      await sendNow(app, passwordResetMail(app.ctx.config().name, { nickname: user.nickname, email: user.email }, link));
    }
    return reply.status(204).send();
  });

  app.get<{ Params: { token: string } }>('/api/pleroma/password_reset/:token', async (req, reply) => {
    const instance = app.ctx.config().name;
    if (peekAccountToken(store, 'password_reset', req.params.token) === null) {
      return sendPage(reply, 404, messagePage(instance, 'Invalid token', 'This password reset link is invalid or has expired. Ask for a new one.', ASK_AGAIN));
    }
    return sendPage(reply, 200, resetForm(instance, req.params.token));
  });

  app.post('/api/pleroma/password_reset', async (req, reply) => {
    const instance = app.ctx.config().name;
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : body;
    const token = str(data.token) ?? '';
    const password = str(data.password) ?? '';
    const confirmation = str(data.password_confirmation) ?? '';
    if (peekAccountToken(store, 'password_reset', token) === null) {
      return sendPage(reply, 404, messagePage(instance, 'Invalid token', 'This password reset link is invalid or has expired. Ask for a new one.', ASK_AGAIN));
    }
    if (password.length < MIN_PASSWORD) return sendPage(reply, 400, resetForm(instance, token, `The password should be at least ${MIN_PASSWORD} characters.`));
    if (password !== confirmation) return sendPage(reply, 400, resetForm(instance, token, 'The passwords do not match.'));
    const changed = store.tx(() => {
      const userId = consumeAccountToken(store, 'password_reset', token);
      if (userId === null) return null;
      setPassword(store, userId, password);
      return userId;
    });
    if (changed !== null) app.ctx.events.emit('access:revoked', changed); // every session ended
    if (changed === null) return sendPage(reply, 404, messagePage(instance, 'Invalid token', 'This password reset link was already used.', ASK_AGAIN));
    return sendPage(reply, 200, messagePage(instance, 'Password changed', 'Your password has been changed. You can sign in with it now.', SIGN_IN));
  });
}
