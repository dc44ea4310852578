// The soak bench's traffic: several accounts use the instance through its API at about
// two actions a second — statuses (some with media, polls, content warnings, mentions of alice,
// replies), favourites, reactions and repeats of alice's posts, chat messages to her, follows and
// unfollows, edits (PUT /api/v1/statuses/:id, which streams status.update and notifies those who
// repeated or quoted the post) and deletes.
import { passwordToken, postStatus } from './harness.mjs';

export const DRIVERS = ['bob', 'carol', 'robot', 'moderator', 'admin'];
const RATE_MS = 500;
const EMOJI = ['👍', '🎉', '❤️', '😂'];
// A 1×1 PNG: a media attachment costs the server almost nothing.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function call(baseUrl, token, method, path, body) {
  const headers = { authorization: `Bearer ${token}` };
  if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method, headers, body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return res.json().catch(() => null);
}

async function accountId(baseUrl, token, name) {
  return (await call(baseUrl, token, 'GET', `/api/v1/accounts/lookup?acct=${name}`)).id;
}

/** Accounts, tokens, alice following every driver (so their posts reach her home) and her own posts. */
export async function prepareDriver(baseUrl, aliceToken) {
  const users = await Promise.all(DRIVERS.map(async (name) => ({ name, token: await passwordToken(baseUrl, name) })));
  const aliceId = await accountId(baseUrl, aliceToken, 'alice');
  for (const u of users) {
    u.id = await accountId(baseUrl, aliceToken, u.name);
    await call(baseUrl, aliceToken, 'POST', `/api/v1/accounts/${u.id}/follow`, {});
    u.chatId = (await call(baseUrl, u.token, 'POST', `/api/v1/pleroma/chats/by-account-id/${aliceId}`, {})).id;
  }
  const alicePosts = [];
  for (let i = 0; i < 10; i++) alicePosts.push((await postStatus(baseUrl, aliceToken, `Alice soak post ${i}`)).id);
  return { users, aliceId, alicePosts, own: [], plain: [], following: new Set(), n: 0 };
}

const pick = (xs, n) => xs[n % xs.length];

/** One action of the mix; `n` walks through it so every kind recurs every 20 actions. */
async function act(baseUrl, d) {
  const n = d.n++;
  const u = pick(d.users, n * 7);
  // n % 10 is fixed within each case of n % 20, so each kind of action lands on one post of
  // alice's: post 4 takes every reply (about 360 an hour), the long thread a day of use makes.
  const alicePost = pick(d.alicePosts, n);
  const text = `Soak ${n}: starlings over the harbour, minute ${Math.floor(n / 120)}`;
  switch (n % 20) {
    case 0: case 5: case 10: case 15: // mentions of alice
      return keep(d, u, await postStatus(baseUrl, u.token, `@alice ${text}`));
    case 1: // with media
      return keep(d, u, await postStatus(baseUrl, u.token, text, { media_ids: [await upload(baseUrl, u.token)] }));
    case 2: // a poll
      return keep(d, u, await postStatus(baseUrl, u.token, text, { poll: { options: ['yes', 'no'], expires_in: 3600 } }));
    case 3: // a content warning
      return keep(d, u, await postStatus(baseUrl, u.token, text, { spoiler_text: 'birds' }));
    case 4: // a reply to alice
      return keep(d, u, await postStatus(baseUrl, u.token, `@alice ${text}`, { in_reply_to_id: alicePost }));
    case 6: return call(baseUrl, u.token, 'POST', `/api/v1/statuses/${alicePost}/favourite`, {});
    case 7: return call(baseUrl, u.token, 'PUT', `/api/v1/pleroma/statuses/${alicePost}/reactions/${encodeURIComponent(pick(EMOJI, n))}`);
    case 8: return call(baseUrl, u.token, 'POST', `/api/v1/statuses/${alicePost}/reblog`, {});
    case 9: return call(baseUrl, u.token, 'POST', `/api/v1/pleroma/chats/${u.chatId}/messages`, { content: `chat ${text}` });
    case 11: { // follow or unfollow alice
      const on = d.following.has(u.name);
      if (on) d.following.delete(u.name);
      else d.following.add(u.name);
      return call(baseUrl, u.token, 'POST', `/api/v1/accounts/${d.aliceId}/${on ? 'unfollow' : 'follow'}`, {});
    }
    case 12: { // delete an older post of one's own
      const old = d.own.length > 40 ? d.own.shift() : null;
      return old ? call(baseUrl, old.token, 'DELETE', `/api/v1/statuses/${old.id}`) : null;
    }
    case 14: { // edit the newest plain post
      const last = d.plain.at(-1);
      if (!last) return keep(d, u, await postStatus(baseUrl, u.token, text), true);
      return call(baseUrl, last.token, 'PUT', `/api/v1/statuses/${last.id}`, { status: `${text} (edited)` });
    }
    case 13: // undo favourite and repeat, so they can happen again
      await call(baseUrl, u.token, 'POST', `/api/v1/statuses/${alicePost}/unfavourite`, {});
      return call(baseUrl, u.token, 'POST', `/api/v1/statuses/${alicePost}/unreblog`, {});
    default:
      return keep(d, u, await postStatus(baseUrl, u.token, text), true);
  }
}

/** `plain`: text only, so an edit of its text changes nothing else. */
function keep(d, u, status, plain = false) {
  d.own.push({ id: status.id, token: u.token });
  if (!plain) return;
  d.plain.push({ id: status.id, token: u.token });
  if (d.plain.length > 10) d.plain.shift();
}

async function upload(baseUrl, token) {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'dot.png');
  return (await call(baseUrl, token, 'POST', '/api/v1/media', form)).id;
}

/** Runs the mix until stop() is called; resolves to { actions, errors } once stopped. */
export function startDriver(baseUrl, d) {
  let stopped = false;
  let errors = 0;
  let actions = 0;
  const done = (async () => {
    let next = Date.now();
    while (!stopped) {
      actions += 1;
      act(baseUrl, d).catch(() => { errors += 1; });
      next += RATE_MS;
      await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
    }
    return { actions, errors };
  })();
  return { stop: () => { stopped = true; return done; }, stats: () => ({ actions, errors }) };
}

/** A burst: 50 statuses from the drivers at once, a fifth of them mentioning alice. */
export async function burst(baseUrl, d, count = 50) {
  await Promise.all(Array.from({ length: count }, (_, i) => {
    const u = pick(d.users, i);
    return postStatus(baseUrl, u.token, `${i % 5 === 0 ? '@alice ' : ''}Burst ${i} of ${count}`).then((s) => keep(d, u, s)).catch(() => {});
  }));
}
