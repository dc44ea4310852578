// Discovery documents both Pleroma and Mastodon serve: host-meta (XRD) with the lrdd template,
// and the WebFinger it points at. This instance does not federate and serves no ActivityPub
// actors, so a WebFinger answer links the profile page only (no `self` link to a missing actor).
import type { FastifyInstance } from 'fastify';
import { localUserByNickname } from '../db/users.js';
import { baseUrl, hostOf } from '../http/base.js';
import { badRequest, notFound } from '../http/errors.js';
import { str } from '../http/params.js';
import { escapeHtml } from '../text/format.js';

/** The local nickname a resource names: `acct:nick@host` (`acct:` optional) or the profile URL. */
function nicknameOf(resource: string, base: string, host: string): string | null {
  const profile = `${base}/users/`;
  if (resource.startsWith(profile)) return resource.slice(profile.length) || null;
  const m = /^(?:acct:)?@?([^@/?#\s]+)@([^@/?#\s]+)$/i.exec(resource);
  return m && m[2].toLowerCase() === host.toLowerCase() ? m[1] : null;
}

export function registerWellKnown(app: FastifyInstance): void {
  app.get('/.well-known/host-meta', async (req, reply) => {
    // baseUrl is built from a checked host (http/base.ts); escaped all the same, as it is XML.
    const template = escapeHtml(`${baseUrl(req)}/.well-known/webfinger?resource={uri}`);
    return reply
      .type('application/xrd+xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>
<XRD xmlns="http://docs.oasis-open.org/ns/xri/xrd-1.0">
  <Link rel="lrdd" template="${template}" type="application/jrd+json"/>
</XRD>
`);
  });

  app.get('/.well-known/webfinger', async (req, reply) => {
    const resource = str((req.query as Record<string, unknown>).resource)?.trim();
    if (!resource) throw badRequest('Missing resource');
    const base = baseUrl(req);
    const host = hostOf(req);
    const nickname = nicknameOf(resource, base, host);
    const user = nickname ? localUserByNickname(app.ctx.store, nickname) : undefined;
    if (!user || user.deactivated) throw notFound('Account not found');
    const profile = `${base}/users/${user.nickname}`;
    return reply.type('application/jrd+json; charset=utf-8').send({
      subject: `acct:${user.nickname}@${host}`,
      aliases: [profile],
      links: [{ rel: 'http://webfinger.net/rel/profile-page', type: 'text/html', href: profile }],
    });
  });
}
