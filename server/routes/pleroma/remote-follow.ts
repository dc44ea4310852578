// Remote follow for visitors, Pleroma's POST /main/ostatus: the profile's remote-follow box posts
// `nickname` (the local user) and `profile` (empty). Without `profile` this answers a small page
// asking for the visitor's own handle; with `user@host` it sends them to their instance's
// authorize_interaction page for this account. Nothing federates, so no WebFinger look-up.
import type { FastifyInstance } from 'fastify';
import { localUserByNickname } from '../../db/users.js';
import { baseUrl } from '../../http/base.js';
import { bodyOf, str } from '../../http/params.js';
import { escapeHtml } from '../../text/format.js';
import { toAsciiDomain } from '../mastodon/domain-name.js';

const STYLE = `body{font-family:system-ui,sans-serif;background:#0f1923;color:#e6edf3;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#182634;padding:2rem;border-radius:10px;width:min(24rem,90vw)}label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;border-radius:4px;border:1px solid #5a6b7d;background:#0f1923;color:inherit;font-size:1rem}
button{margin-top:1.5rem;width:100%;padding:.7rem;border:0;border-radius:4px;background:#d8a070;color:#111;font-size:1rem;font-weight:700}
button:focus-visible,input:focus-visible{outline:3px solid #7fb4ff;outline-offset:2px}.error{background:#5b1f24;border:1px solid #d66;padding:.6rem;border-radius:4px}`;

function page(nickname: string, error?: string): string {
  const nick = escapeHtml(nickname);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Remote follow</title><style>${STYLE}</style></head>
<body><main><h1>Follow ${nick}</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/main/ostatus">
<input type="hidden" name="nickname" value="${nick}">
<label for="profile">Your account (user@your.instance)</label>
<input id="profile" name="profile" autocomplete="username" required autofocus>
<button type="submit">Follow</button>
</form></main></body></html>`;
}

export function registerRemoteFollow(app: FastifyInstance): void {
  app.post('/main/ostatus', async (req, reply) => {
    const b = bodyOf(req);
    const nickname = (str(b.nickname) ?? '').trim();
    const user = nickname ? localUserByNickname(app.ctx.store, nickname) : undefined;
    if (!user || user.deactivated) return reply.status(404).send({ error: 'Record not found' });
    const profile = (str(b.profile) ?? '').trim().replace(/^@/, '');
    reply.type('text/html; charset=utf-8');
    if (!profile) return page(user.nickname);
    const at = profile.lastIndexOf('@');
    const host = at > 0 ? toAsciiDomain(profile.slice(at + 1)) : null;
    if (!host) return reply.status(422).send(page(user.nickname, 'Please enter your account as user@your.instance'));
    const uri = `${baseUrl(req)}/users/${encodeURIComponent(user.nickname)}`;
    return reply.redirect(`https://${host}/authorize_interaction?uri=${encodeURIComponent(uri)}`, 302);
  });
}
