// Instance information: /api/v1/instance, custom emoji, known peers.
import type { FastifyInstance } from 'fastify';
import { CUSTOM_EMOJI, renderEmoji } from '../../assets/emoji.js';
import { baseUrl, streamingUrl } from '../../http/base.js';
import { renderCtx } from '../../views/context.js';
import { renderInstance } from '../../views/instance.js';

export function registerInstance(app: FastifyInstance): void {
  app.get('/api/v1/instance', async (req) =>
    renderInstance(renderCtx(req), streamingUrl(req), app.ctx.secrets.vapidPublicKey),
  );

  app.get('/api/v1/custom_emojis', async (req) => CUSTOM_EMOJI.map((e) => renderEmoji(baseUrl(req), e)));

  app.get('/api/v1/instance/peers', async () =>
    app.ctx.store
      .all<{ domain: string }>('SELECT DISTINCT domain FROM users WHERE domain IS NOT NULL ORDER BY domain')
      .map((r) => r.domain),
  );
}
