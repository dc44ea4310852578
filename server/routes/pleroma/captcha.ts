// GET /api/pleroma/captcha: Pleroma's captcha description. `native` is a picture this server draws
// (server/captcha/), answered with captcha_token + captcha_solution + captcha_answer_data.
// With STARLING_TEST_HOOKS=1 a test may read a live token's answer; the captcha is not weakened.
import type { FastifyInstance } from 'fastify';
import { CaptchaStore } from '../../captcha/store.js';
import { notFound } from '../../http/errors.js';

const stores = new WeakMap<object, CaptchaStore>();

export function captchaStoreOf(app: FastifyInstance): CaptchaStore {
  let store = stores.get(app.ctx);
  if (!store) {
    store = new CaptchaStore();
    stores.set(app.ctx, store);
  }
  return store;
}

export const testHooksEnabled = () => process.env.STARLING_TEST_HOOKS === '1';

export function registerCaptcha(app: FastifyInstance): void {
  app.get('/api/pleroma/captcha', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (app.ctx.config().captcha !== 'native') return { type: 'none' };
    const issued = await captchaStoreOf(app).create();
    return {
      type: 'native',
      token: issued.token,
      url: `data:image/png;base64,${issued.png.toString('base64')}`,
      answer_data: issued.answerData,
      seconds_valid: issued.secondsValid,
    };
  });

  if (testHooksEnabled()) {
    app.get<{ Params: { token: string } }>('/api/test/captcha-answer/:token', async (req) => {
      const answer = captchaStoreOf(app).peek(req.params.token);
      if (!answer) throw notFound('No such captcha');
      return { answer };
    });
  }
}
