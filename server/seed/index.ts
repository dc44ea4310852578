// The demo world: ten accounts (six local, four remote), about three hundred statuses over
// the last ten days with threads, media, polls, reactions, content warnings and every
// visibility, plus chats and shouts. Deterministic (seeded PRNG) apart from "now".
import { DEMO_PASSWORD } from '../config.js';
import { hashPassword } from '../crypto.js';
import type { Store } from '../db/store.js';
import { statusById } from '../db/statuses.js';
import {
  AUTHOR_WEIGHTS, DIRECTS, FILLER, FOLLOWS, LONG_POST, PRIVATES, REPLIES, ROBOT_REPORTS, SPOILERS, USERS, XSS_HTML,
} from './content.js';
import { writeFlash, writeJingle, writePictures, writeProfileImages, type MediaFile } from './media.js';
import { Prng } from './prng.js';
import { World, type Visibility } from './world.js';
import { seedNotificationExtras } from './notifications.js';
import { seedOlderChatHistory } from './chats.js';

const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;
const FILLER_POSTS = 260;
const REACTIONS = ['👍', '❤️', '😂', '🔥', '👀', 'starling'];

export interface SeedSummary {
  users: number;
  statuses: number;
  publicStatuses: number;
  notifications: number;
}

interface Event {
  at: number;
  run: () => void;
}

export function seedDemo(store: Store, mediaDir: string, now = Date.now()): SeedSummary {
  const rng = new Prng(20240601);
  const world = new World(store, now);
  const passwordHash = hashPassword(DEMO_PASSWORD);
  const photos = writePictures(mediaDir);
  const jingle = writeJingle(mediaDir);
  const flash = writeFlash(mediaDir);

  return store.tx(() => {
    for (const u of USERS) {
      world.addUser(u, passwordHash, writeProfileImages(mediaDir, u.domain ? `${u.nickname}@${u.domain}` : u.nickname));
    }
    FOLLOWS.forEach(([a, b, state], i) => world.follow(a, b, state, now - 60 * D + i * H));
    // The moderator keeps their followers list and count private (Pleroma hide_followers).
    store.run('UPDATE users SET hide_followers = 1, hide_followers_count = 1 WHERE id = ?', [world.user('moderator').id]);

    const keys = new Map<string, number>();
    const events: Event[] = [];
    const story = (key: string, at: number, make: () => number) =>
      events.push({ at, run: () => keys.set(key, make()) });
    const post = (author: string, at: number, text: string, extra: Partial<Parameters<World['post']>[0]> = {}) =>
      world.post({ author, at, text, ...extra });

    story('announce', now - 9.8 * D, () =>
      post('admin', now - 9.8 * D, 'Hello and welcome to the Starling Demo instance! Please read the rules on the about page :heart_pink: #starling', { pinned: true }),
    );
    story('welcome', now - 9 * D, () =>
      post('alice', now - 9 * D, 'Welcome to Starling! :starling: This is my pinned post: say hi and follow me for #starling updates.', { pinned: true }),
    );
    story('frank', now - 7 * D, () => post('frank@xn--bcher-kva.example', now - 7 * D, 'Grüße aus der Bücherei! New arrivals on the shelf today :blob: :gem: #books'));
    story('link', now - 5 * D, () => post('admin', now - 5 * D, 'Release notes for this instance are up: https://starling.example/releases #starling'));
    story('poll_closed', now - 4 * D, () =>
      post('alice', now - 4 * D, 'Which features do you use most? (pick several)', {
        poll: { options: ['Timelines', 'Chats', 'Emoji reactions', 'Polls'], multiple: true, expiresAt: now - 3 * D },
      }),
    );
    story('long', now - 3 * D, () => post('moderator', now - 3 * D, LONG_POST));
    story('xss', now - 2 * D, () => post('erin@remote.example', now - 2 * D, '', { html: XSS_HTML }));
    story('audio', now - 2 * D + H, () => post('bob', now - 2 * D + H, 'Made a tiny jingle for the instance :moon: #music', { media: [jingle] }));
    story('flash', now - 2.5 * D, () => post('carol', now - 2.5 * D, 'Found my old Flash animation from school #flash', { media: [flash] }));
    story('gallery', now - 1.5 * D, () =>
      post('alice', now - 1.5 * D, 'Photo dump from my walk #photography', { media: photos.slice(0, 4) }),
    );
    story('cw', now - D, () =>
      post('carol', now - D, 'Look at this sleepy blob on a blanket #cats', {
        spoiler: 'cat pictures (very cute)',
        sensitive: true,
        media: [photos[2]],
      }),
    );
    story('unlisted', now - 10 * H, () => post('bob', now - 10 * H, 'Unlisted thought: the best ideas come in the shower.', { visibility: 'unlisted' }));
    story('private_carol', now - 8 * H, () =>
      post('carol', now - 8 * H, "Followers only: I'm thinking of redecorating the living room. Ideas welcome from friends!", { visibility: 'private' }),
    );
    story('thread1', now - 6 * H, () => post('alice', now - 6 * H, 'Thread: what is everyone reading this week? #books'));
    story('thread2', now - 5.8 * H, () => post('bob', now - 5.8 * H, 'A mystery novel with a very unreliable narrator.', { replyTo: keys.get('thread1') }));
    story('thread3', now - 5.6 * H, () => post('alice', now - 5.6 * H, 'Ooh, those are the best. No spoilers please!', { replyTo: keys.get('thread2') }));
    story('thread4', now - 5 * H, () => post('carol', now - 5 * H, 'A gardening book. Riveting stuff, honestly.', { replyTo: keys.get('thread1') }));
    story('thread5', now - 4.5 * H, () => post('dave@remote.example', now - 4.5 * H, 'Unreliable narrators are my favourite genre.', { replyTo: keys.get('thread3') }));
    story('poll_open', now - 3 * H, () =>
      post('bob', now - 3 * H, 'What should we name the office cat? #cats', {
        poll: { options: ['Whiskers', 'Mittens', 'Shadow'], multiple: false, expiresAt: now + 20 * H },
      }),
    );
    story('dm', now - 2 * H, () => post('alice', now - 2 * H, '@bob are we still on for coffee tomorrow? (this is a direct message)', { visibility: 'direct' }));
    story('dm_reply', now - 1.5 * H, () => post('bob', now - 1.5 * H, 'Yes! See you at ten.', { visibility: 'direct', replyTo: keys.get('dm') }));
    story('mention_alice', now - H, () => post('dave@remote.example', now - H, '@alice have you seen the new #fediverse stats?'));

    // Filler: random authors and kinds, replying only to what came before.
    const posted: { id: number; author: string; visibility: Visibility }[] = [];
    const locals = USERS.filter((u) => !u.domain).map((u) => u.nickname);
    const accts = USERS.map((u) => (u.domain ? `${u.nickname}@${u.domain}` : u.nickname));
    for (let i = 0; i < FILLER_POSTS; i++) {
      const at = now - 10 * D + Math.floor(rng.next() * (10 * D - 15 * MIN));
      events.push({
        at,
        run: () => {
          const author = rng.weighted(AUTHOR_WEIGHTS);
          const r = rng.next();
          let id: number;
          const candidates = posted.slice(-40).filter((p) => p.author !== author && p.visibility !== 'private' && p.visibility !== 'direct');
          if (author === 'robot') {
            id = post(author, at, rng.pick(ROBOT_REPORTS), { visibility: rng.chance(0.8) ? 'public' : 'unlisted' });
          } else if (r < 0.28 && candidates.length) {
            const parent = rng.pick(candidates);
            id = post(author, at, rng.pick(REPLIES), { replyTo: parent.id, visibility: rng.chance(0.85) ? 'public' : 'unlisted' });
          } else if (r < 0.34) {
            const to = rng.pick(locals.filter((n) => n !== author));
            id = post(author, at, `@${to} ${rng.pick(DIRECTS)}`, { visibility: 'direct' });
          } else if (r < 0.42) {
            id = post(author, at, rng.pick(PRIVATES), { visibility: 'private' });
          } else {
            const media: MediaFile[] = rng.chance(0.12) ? rng.sample(photos, rng.int(1, 4)) : [];
            const spoiler = rng.chance(0.05) ? rng.pick(SPOILERS) : undefined;
            id = post(author, at, rng.pick(FILLER), { media, spoiler, visibility: rng.chance(0.85) ? 'public' : 'unlisted' });
          }
          const row = statusById(store, id)!;
          posted.push({ id, author, visibility: row.visibility });
        },
      });
    }
    events.sort((a, b) => a.at - b.at).forEach((e) => e.run());

    // Interactions on what exists now.
    const open = posted.filter((p) => p.visibility === 'public' || p.visibility === 'unlisted');
    for (const p of open) {
      const at = statusById(store, p.id)!.created_at;
      const fans = rng.sample(accts.filter((a) => a !== p.author), rng.weighted([[0, 4], [1, 3], [2, 2], [3, 1], [5, 1]]));
      fans.forEach((fan, i) => world.favourite(fan, p.id, Math.min(now - MIN, at + (i + 1) * 7 * MIN)));
      if (rng.chance(0.15)) {
        for (const emoji of rng.sample(REACTIONS, rng.int(1, 3))) {
          rng.sample(accts.filter((a) => a !== p.author), rng.int(1, 3)).forEach((who, i) => world.react(who, p.id, emoji, Math.min(now - MIN, at + (i + 2) * 5 * MIN)));
        }
      }
    }
    for (const p of rng.sample(open.filter((x) => statusById(store, x.id)!.in_reply_to_id === null), 30)) {
      const at = statusById(store, p.id)!.created_at;
      world.reblog(rng.pick(accts.filter((a) => a !== p.author)), p.id, Math.min(now - 2 * MIN, at + rng.int(5, 180) * MIN));
    }
    const welcome = keys.get('welcome')!;
    [['bob', '👍'], ['carol', '👍'], ['admin', '👍'], ['bob', '❤️'], ['dave@remote.example', '❤️'], ['admin', 'starling']].forEach(([who, emoji], i) =>
      world.react(who, welcome, emoji, now - 9 * D + (i + 1) * H),
    );
    ['bob', 'admin', 'carol', 'dave@remote.example'].forEach((who, i) => world.favourite(who, welcome, now - 9 * D + (i + 2) * H));
    world.reblog('bob', welcome, now - 8.9 * D);
    world.reblog('bob', keys.get('gallery')!, now - 1.4 * D);
    world.favourite('bob', keys.get('dm')!, now - 1.9 * H);
    for (const [who, choices] of [['bob', [0, 1]], ['carol', [2]], ['admin', [0, 2, 3]], ['moderator', [0]], ['dave@remote.example', [1, 2]]] as const) {
      world.vote(who, keys.get('poll_closed')!, [...choices]);
    }
    world.vote('alice', keys.get('poll_open')!, [0]);
    world.vote('carol', keys.get('poll_open')!, [1]);
    for (const id of [keys.get('long')!, keys.get('thread1')!, ...rng.sample(open.filter((p) => p.author !== 'alice'), 8).map((p) => p.id)]) {
      world.bookmark('alice', id, now - 30 * MIN);
    }
    for (const p of rng.sample(open, 3)) world.bookmark('bob', p.id, now - 20 * MIN);

    seedChatsAndShouts(world, now);
    seedNotificationExtras(world, now);
    seedOlderChatHistory(world, now);
    const moderator = world.user('moderator').id;
    store.run('INSERT INTO mutes (user_id, target_id, created_at) VALUES (?, ?, ?)', [moderator, world.user('robot').id, now - 5 * D]);
    store.run('INSERT INTO blocks (user_id, target_id, created_at) VALUES (?, ?, ?)', [moderator, world.user('gina@social.example').id, now - 5 * D]);

    const notifications = world.writeNotifications(now - 2 * D);
    const count = (sql: string) => store.get<{ n: number }>(sql)?.n ?? 0;
    return {
      users: world.users.size,
      statuses: count('SELECT COUNT(*) AS n FROM statuses'),
      publicStatuses: count("SELECT COUNT(*) AS n FROM statuses WHERE visibility = 'public' AND reblog_of_id IS NULL"),
      notifications,
    };
  });
}

function seedChatsAndShouts(world: World, now: number): void {
  const store = world.store;
  const alice = world.user('alice').id;
  const bob = world.user('bob').id;
  const dave = world.user('dave@remote.example').id;
  const messages: [number, number, string, number][] = [
    [alice, bob, 'Hey Bob! Did you get the photos?', now - 26 * H],
    [bob, alice, 'I did, they are lovely :heart_pink:', now - 25.5 * H],
    [alice, bob, 'Great! Coffee on Friday?', now - 25 * H],
    [bob, alice, 'Sure, the usual place.', now - 24 * H],
    [alice, bob, 'Perfect, see you there ☕', now - 3 * H],
    [dave, alice, 'Hi Alice, greetings from remote.example!', now - 2 * D],
    [alice, dave, 'Hi Dave! Federation works :starling:', now - 2 * D + H],
  ];
  let lastAliceBob = 0;
  let lastAliceDave = 0;
  for (const [from, to, content, at] of messages) {
    const id = world.idAt(at);
    store.run('INSERT INTO chat_messages (id, sender_id, recipient_id, content, created_at) VALUES (?, ?, ?, ?, ?)', [id, from, to, content, at]);
    if (from === dave || to === dave) lastAliceDave = id;
    else lastAliceBob = id;
  }
  const chat = (user: number, recipient: number, lastRead: number, updated: number) =>
    store.run('INSERT INTO chats (user_id, recipient_id, last_read_id, updated_at) VALUES (?, ?, ?, ?)', [user, recipient, lastRead, updated]);
  chat(alice, bob, lastAliceBob, now - 3 * H);
  chat(bob, alice, 0, now - 3 * H); // bob has not read the latest message yet
  chat(alice, dave, lastAliceDave, now - 2 * D + H);

  const shouts: [string, string, number][] = [
    ['admin', 'Welcome to the shoutbox! Be nice.', now - 2 * D],
    ['alice', 'Hi everyone :starling:', now - D],
    ['bob', 'Anyone up for a game tonight?', now - 12 * H],
    ['carol', 'Good morning!', now - 4 * H],
    ['alice', 'The new emoji are great', now - 30 * MIN],
  ];
  for (const [who, text, at] of shouts) {
    store.run('INSERT INTO shouts (user_id, text, created_at) VALUES (?, ?, ?)', [world.user(who).id, text, at]);
  }
}
