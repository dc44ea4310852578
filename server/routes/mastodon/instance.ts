// Instance information: /api/v1/instance and v2, custom emoji, known peers; the signed-in
// user's posting and reading preferences (/api/v1/preferences).
import type { FastifyInstance } from 'fastify';
import { CUSTOM_EMOJI, renderEmoji } from '../../assets/emoji.js';
import { requireUser } from '../../auth.js';
import { peerDomains } from '../../db/instance.js';
import { baseUrl, streamingUrl } from '../../http/base.js';
import { instanceCtx } from '../../present/index.js';
import { renderInstance } from '../../views/instance.js';
import { renderInstanceV2 } from '../../views/instance-v2.js';

export function registerInstance(app: FastifyInstance): void {
  app.get('/api/v1/instance', async (req) =>
    renderInstance(instanceCtx(req), streamingUrl(req), app.ctx.secrets.vapidPublicKey),
  );

  app.get('/api/v2/instance', async (req) =>
    renderInstanceV2(instanceCtx(req), streamingUrl(req), app.ctx.secrets.vapidPublicKey),
  );

  // Mastodon's Preferences entity. Sensitive-by-default and the posting language are not account
  // settings here (source.sensitive is false, source.language empty), so they read false and null.
  app.get('/api/v1/preferences', { preHandler: requireUser(app, 'read:accounts') }, async (req) => ({
    'posting:default:visibility': req.auth!.user!.default_scope,
    'posting:default:sensitive': false,
    'posting:default:language': null,
    'reading:expand:media': 'default',
    'reading:expand:spoilers': false,
  }));

  app.get('/api/v1/custom_emojis', async (req) => CUSTOM_EMOJI.map((e) => renderEmoji(baseUrl(req), e)));

  app.get('/api/v1/instance/peers', async () => peerDomains(app.ctx.store));
}
