import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../assets/png.js';
import { wakeScheduler } from '../../scheduled/scheduler.js';
import { createTestApp, type TestApp } from '../../testing.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

async function multipart(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

function helpers(get: () => TestApp) {
  const tokens = new Map<string, string>();
  const auth = async (nick: string) => {
    if (!tokens.has(nick)) tokens.set(nick, await get().tokenFor(nick));
    return { authorization: `Bearer ${tokens.get(nick)}` };
  };
  const call = async (nick: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    get().app.inject({ method, url, headers: await auth(nick), payload });
  const upload = async (nick: string) => {
    const form = new FormData();
    form.append('file', new Blob([encodePng(8, 6, () => [10, 20, 30])], { type: 'image/png' }), 'dot.png');
    const body = await multipart(form);
    return (await get().app.inject({ method: 'POST', url: '/api/v1/media', headers: { ...(await auth(nick)), ...body.headers }, payload: body.payload })).json() as Json;
  };
  const statusesOf = (nick: string, text: string) =>
    get().app.ctx.store.all<{ id: number }>(
      "SELECT s.id FROM statuses s JOIN users u ON u.id = s.user_id WHERE u.nickname = ? AND u.domain IS NULL AND s.source = ?", [nick, text],
    );
  return { auth, call, upload, statusesOf };
}

describe('scheduled posts', () => {
  let t: TestApp;
  const h = helpers(() => t);

  beforeAll(async () => {
    process.env.STARLING_TEST_HOOKS = '1';
    t = await createTestApp();
  }, 30_000);
  afterAll(async () => {
    delete process.env.STARLING_TEST_HOOKS;
    await t.close();
  });

  it('answers scheduled_at with a ScheduledStatus, keeps its media and poll, and publishes at its time', async () => {
    const media = await h.upload('alice');
    const at = inMinutes(10);
    const res = await h.call('alice', 'POST', '/api/v1/statuses', { status: 'later with a picture', scheduled_at: at, media_ids: [media.id], spoiler_text: 'cw', visibility: 'unlisted' });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.scheduled_at).toBe(new Date(at).toISOString());
    expect(s.params).toMatchObject({ text: 'later with a picture', spoiler_text: 'cw', visibility: 'unlisted', media_ids: [media.id] });
    expect(s.media_attachments.map((m: Json) => m.id)).toEqual([media.id]);
    expect(s.content).toBeUndefined();
    expect(h.statusesOf('alice', 'later with a picture')).toHaveLength(0);

    const poll = await h.call('alice', 'POST', '/api/v1/statuses', { status: 'a scheduled poll', scheduled_at: inMinutes(20), poll: { options: ['yes', 'no'], expires_in: 3600 } });
    expect(poll.json().params.poll).toMatchObject({ options: ['yes', 'no'] });

    const created: string[] = [];
    const onStatus = (id: string) => created.push(id);
    t.app.ctx.events.on('status:created', onStatus);
    const early = (await h.call('alice', 'POST', '/api/test/clock', { offset_seconds: 5 * 60 })).json();
    expect(early.published).toBe(0);
    const due = (await h.call('alice', 'POST', '/api/test/clock', { offset_seconds: 11 * 60 })).json();
    t.app.ctx.events.off('status:created', onStatus);
    expect(due.published).toBe(1);
    const [published] = h.statusesOf('alice', 'later with a picture');
    expect(created).toEqual([String(published.id)]);
    const status = (await h.call('alice', 'GET', `/api/v1/statuses/${published.id}`)).json();
    expect(status).toMatchObject({ spoiler_text: 'cw', visibility: 'unlisted' });
    expect(status.media_attachments.map((m: Json) => m.id)).toEqual([media.id]);
    expect((await h.call('alice', 'GET', `/api/v1/scheduled_statuses/${s.id}`)).statusCode).toBe(404);

    await h.call('alice', 'POST', '/api/test/clock', { offset_seconds: 21 * 60 });
    const [polled] = h.statusesOf('alice', 'a scheduled poll');
    const pollStatus = (await h.call('alice', 'GET', `/api/v1/statuses/${polled.id}`)).json();
    expect(pollStatus.poll.options.map((o: Json) => o.title)).toEqual(['yes', 'no']);
  });

  it('refuses a time less than 5 minutes ahead with Pleroma\'s words, and what posting refuses', async () => {
    const soon = await h.call('bob', 'POST', '/api/v1/statuses', { status: 'too soon', scheduled_at: new Date(Date.now() + 4 * 60_000 + 3_600_000 * 0).toISOString() });
    // The clock of this app was moved forward 21 minutes by the test above.
    expect(soon.statusCode).toBe(422);
    expect(soon.json()).toEqual({ error: 'must be at least 5 minutes from now' });
    const bad = await h.call('bob', 'POST', '/api/v1/statuses', { status: 'when?', scheduled_at: 'tomorrow' });
    expect(bad.statusCode).toBe(422);
    const blank = await h.call('bob', 'POST', '/api/v1/statuses', { status: '', scheduled_at: inMinutes(60) });
    expect(blank.json()).toEqual({ error: "Validation failed: Text can't be blank" });
  });

  it('keeps to 25 a day', async () => {
    const day = new Date(Date.now() + 3 * 86_400_000);
    day.setUTCHours(12, 0, 0, 0);
    for (let i = 0; i < 25; i++) {
      const ok = await h.call('carol', 'POST', '/api/v1/statuses', { status: `daily ${i}`, scheduled_at: new Date(day.getTime() + i * 60_000).toISOString() });
      expect(ok.statusCode).toBe(200);
    }
    const over = await h.call('carol', 'POST', '/api/v1/statuses', { status: 'one too many', scheduled_at: new Date(day.getTime() + 3_600_000).toISOString() });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ error: 'daily limit exceeded' });
    const nextDay = await h.call('carol', 'POST', '/api/v1/statuses', { status: 'the day after', scheduled_at: new Date(day.getTime() + 86_400_000).toISOString() });
    expect(nextDay.statusCode).toBe(200);
  });

  it('lists one\'s own, Link-paged; moves and cancels only one\'s own', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push((await h.call('moderator', 'POST', '/api/v1/statuses', { status: `listed ${n}`, scheduled_at: inMinutes(60 + n * 30) })).json().id);
    const page = await h.call('moderator', 'GET', '/api/v1/scheduled_statuses?limit=2');
    expect(page.json().map((s: Json) => s.id)).toEqual([ids[2], ids[1]]);
    expect(page.headers.link).toContain(`max_id=${ids[1]}`);
    const rest = await h.call('moderator', 'GET', `/api/v1/scheduled_statuses?limit=2&max_id=${ids[1]}`);
    expect(rest.json().map((s: Json) => s.id)).toEqual([ids[0]]);
    expect((await h.call('bob', 'GET', '/api/v1/scheduled_statuses')).json().map((s: Json) => s.id)).not.toContain(ids[0]);

    const later = inMinutes(600);
    const moved = await h.call('moderator', 'PUT', `/api/v1/scheduled_statuses/${ids[0]}`, { scheduled_at: later });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().scheduled_at).toBe(new Date(later).toISOString());
    const tooSoon = await h.call('moderator', 'PUT', `/api/v1/scheduled_statuses/${ids[0]}`, { scheduled_at: new Date().toISOString() });
    expect(tooSoon.statusCode).toBe(422);
    expect((await h.call('bob', 'PUT', `/api/v1/scheduled_statuses/${ids[0]}`, { scheduled_at: later })).statusCode).toBe(404);
    expect((await h.call('bob', 'GET', `/api/v1/scheduled_statuses/${ids[0]}`)).statusCode).toBe(404);
    expect((await h.call('bob', 'DELETE', `/api/v1/scheduled_statuses/${ids[1]}`)).statusCode).toBe(404);

    const cancelled = await h.call('moderator', 'DELETE', `/api/v1/scheduled_statuses/${ids[1]}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({});
    expect((await h.call('moderator', 'GET', `/api/v1/scheduled_statuses/${ids[1]}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/scheduled_statuses' })).statusCode).toBe(403);
  });
});

describe('scheduled posts across a restart', () => {
  it('publishes on start what fell due while the instance was down', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'starling-sched-'));
    try {
      let t = await createTestApp({ dataDir });
      const h = helpers(() => t);
      const res = await h.call('alice', 'POST', '/api/v1/statuses', { status: 'while you were down', scheduled_at: inMinutes(6) });
      expect(res.statusCode).toBe(200);
      await t.close();
      // Down through its time: the row is made due as if the minutes had passed.
      const past = Date.now() - 1000;
      t = await createTestApp({ dataDir, seed: false });
      t.app.ctx.store.run('UPDATE scheduled_statuses SET scheduled_at = ?', [past]);
      await t.app.ready();
      expect(h.statusesOf('alice', 'while you were down')).toHaveLength(1);
      expect(t.app.ctx.store.get<{ n: number }>('SELECT COUNT(*) AS n FROM scheduled_statuses')!.n).toBe(0);
      await t.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);

  it('publishes at its time by the timer, without anyone asking', async () => {
    const t = await createTestApp();
    try {
      const h = helpers(() => t);
      await h.call('bob', 'POST', '/api/v1/statuses', { status: 'timer test', scheduled_at: inMinutes(6) });
      t.app.ctx.store.run('UPDATE scheduled_statuses SET scheduled_at = ?', [Date.now() + 300]);
      wakeScheduler(t.app); // as any change of the schedule does
      await expect.poll(() => h.statusesOf('bob', 'timer test').length, { timeout: 5000 }).toBe(1);
    } finally {
      await t.close();
    }
  }, 30_000);
});

describe('scheduled posts, mastodon flavour and without test hooks', () => {
  it("refuses a time too soon in Mastodon's words; no clock hook outside test mode", async () => {
    const t = await createTestApp({ flavor: 'mastodon' });
    try {
      const h = helpers(() => t);
      const soon = await h.call('alice', 'POST', '/api/v1/statuses', { status: 'soon', scheduled_at: inMinutes(2) });
      expect(soon.statusCode).toBe(422);
      expect(soon.json().error).toBe('Validation failed: Scheduled at The scheduled date must be in the future');
      const ok = await h.call('alice', 'POST', '/api/v1/statuses', { status: 'fine', scheduled_at: inMinutes(30) });
      expect(ok.json().params.text).toBe('fine');
      expect((await h.call('alice', 'POST', '/api/test/clock', { offset_seconds: 3600 })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  }, 30_000);
});
