// Notifications the demo world's other writers do not produce: moves, chat mentions, and a follow
// request for alice, bob and admin, so each of them sees every notification type (older ones seen,
// recent ones not, by the seen-before cut of World.writeNotifications).
import type { World } from './world.js';

const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;

export function seedNotificationExtras(world: World, now: number): void {
  const store = world.store;
  const id = (acct: string) => world.user(acct).id;

  // Accounts that moved: their followers were told (frank → dave, erin → gina).
  world.notifyAbout('alice', 'move', 'frank@xn--bcher-kva.example', now - 5 * D, { targetId: id('dave@remote.example') });
  world.notifyAbout('bob', 'move', 'erin@remote.example', now - 3 * H, { targetId: id('gina@social.example') });
  world.notifyAbout('admin', 'move', 'erin@remote.example', now - 4 * D, { targetId: id('gina@social.example') });

  // admin gets a chat of their own (the seeded chats are alice↔bob and alice↔dave).
  const admin = id('admin');
  const moderator = id('moderator');
  const at = now - 5 * H;
  const messageId = world.idAt(at);
  store.run('INSERT INTO chat_messages (id, sender_id, recipient_id, content, created_at) VALUES (?, ?, ?, ?, ?)', [
    messageId,
    moderator,
    admin,
    'Could you look at the report queue today?',
    at,
  ]);
  store.run('INSERT INTO chats (user_id, recipient_id, last_read_id, updated_at) VALUES (?, ?, ?, ?)', [moderator, admin, messageId, at]);
  store.run('INSERT INTO chats (user_id, recipient_id, last_read_id, updated_at) VALUES (?, ?, ?, ?)', [admin, moderator, 0, at]);

  // Every chat message to a local account mentioned its recipient, as Pleroma notifies.
  const messages = store.all<{ id: number; sender_id: number; recipient_id: number; created_at: number }>(
    'SELECT m.id, m.sender_id, m.recipient_id, m.created_at FROM chat_messages m JOIN users u ON u.id = m.recipient_id WHERE u.domain IS NULL',
  );
  const acctOf = new Map([...world.users.entries()].map(([acct, u]) => [u.id, acct]));
  for (const m of messages) {
    world.notifyAbout(acctOf.get(m.recipient_id)!, 'pleroma:chat_mention', acctOf.get(m.sender_id)!, m.created_at, { chatMessageId: m.id });
  }

  // admin's posts were never repeated by the random interactions; carol repeats an old one.
  const adminPost = store.get<{ id: number; created_at: number }>(
    `SELECT id, created_at FROM statuses WHERE user_id = ? AND visibility = 'public' AND reblog_of_id IS NULL AND created_at < ?
     ORDER BY id DESC LIMIT 1`,
    [admin, now - 6 * D],
  );
  if (adminPost) world.reblog('carol', adminPost.id, adminPost.created_at + 2 * H);

  // Follow requests still waiting, from remote accounts.
  world.follow('erin@remote.example', 'alice', 'pending', now - 6 * H);
  world.follow('dave@remote.example', 'bob', 'pending', now - 8 * D);
  world.follow('gina@social.example', 'admin', 'pending', now - 2 * H);
}
