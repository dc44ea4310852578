// A notification reaches a local push endpoint as an aes128gcm Web Push (RFC 8291) that
// the subscription's own keys decrypt; a 410 endpoint loses its subscription.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing.js';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** RFC 8291 §3.4 + RFC 8188: the receiving side's decryption, with node:crypto only. */
function decrypt(body: Buffer, uaPrivate: crypto.ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLen = body[20];
  const asPublic = body.subarray(21, 21 + idLen);
  const record = body.subarray(21 + idLen);
  const shared = uaPrivate.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPrivate.getPublicKey(), asPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // Strip the padding: trailing zeros, then the 0x02 delimiter of the last record.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  expect(plain[end]).toBe(2);
  return plain.subarray(0, end).toString('utf8');
}

describe('web push delivery', () => {
  let t: TestApp;
  let server: http.Server;
  let base: string;
  let status = 201;
  const waiting: ((r: Received) => void)[] = [];
  const next = () => new Promise<Received>((resolve) => waiting.push(resolve));

  beforeAll(async () => {
    t = await createTestApp();
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        res.writeHead(status).end();
        waiting.shift()?.({ headers: req.headers, body: Buffer.concat(chunks) });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  async function subscribe(nick: string, path: string, alerts: Record<string, boolean>) {
    const ua = crypto.createECDH('prime256v1');
    ua.generateKeys();
    const authSecret = crypto.randomBytes(16);
    const token = await t.tokenFor(nick);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/push/subscription',
      headers: { authorization: `Bearer ${token}` },
      payload: { subscription: { endpoint: `${base}${path}`, keys: { p256dh: ua.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } }, data: { alerts } },
    });
    expect(res.statusCode).toBe(200);
    return { ua, authSecret, id: res.json().id as string };
  }

  it('sends a mention as an encrypted push that the subscription keys decrypt', async () => {
    const sub = await subscribe('alice', '/push/alice', { mention: true, favourite: false });
    const received = next();
    const post = await t.app.inject({ method: 'POST', url: '/api/v1/statuses', headers: { authorization: `Bearer ${await t.tokenFor('bob')}` }, payload: { status: '@alice the push works' } });
    expect(post.statusCode).toBe(200);
    const got = await received;
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(got.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(got.headers.authorization).toContain(t.app.ctx.secrets.vapidPublicKey);
    const payload = JSON.parse(decrypt(got.body, sub.ua, sub.authSecret)) as Record<string, string>;
    expect(payload).toMatchObject({ notification_type: 'mention', title: 'New Mention' });
    expect(payload.body).toContain('the push works');
    expect(payload.notification_id).toMatch(/^\d+$/);
  });

  it('honours the alerts and removes a subscription whose endpoint answers 410', async () => {
    const sub = await subscribe('robot', '/push/robot', { favourite: true, mention: false });
    const bob = { authorization: `Bearer ${await t.tokenFor('bob')}` };
    // A mention is not wanted: nothing arrives for it, the favourite after it does.
    const robotPost = await t.app.inject({ method: 'POST', url: '/api/v1/statuses', headers: { authorization: `Bearer ${await t.tokenFor('robot')}` }, payload: { status: 'beep' } });
    await t.app.inject({ method: 'POST', url: '/api/v1/statuses', headers: bob, payload: { status: '@robot hello' } });
    status = 410;
    const received = next();
    await t.app.inject({ method: 'POST', url: `/api/v1/statuses/${robotPost.json().id}/favourite`, headers: bob });
    const got = await received;
    expect(JSON.parse(decrypt(got.body, sub.ua, sub.authSecret))).toMatchObject({ notification_type: 'favourite' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const left = t.app.ctx.store.get<{ n: number }>("SELECT COUNT(*) AS n FROM push_subscriptions WHERE endpoint LIKE '%/push/robot'");
    expect(left?.n).toBe(0);
    status = 201;
  });
});
