// Older alice↔bob chat history (3 to 6 days back, before the messages seed.ts writes), so the
// chat has several days of separators and more than one page of 20 to scroll back through.
// Written after the notification extras: these messages are older than the kept notifications.
import type { World } from './world.js';

const H = 60 * 60_000;
const D = 24 * H;

const LINES = [
  'Morning! Did you see the sunrise today?',
  'I did, it was orange all over the bay.',
  'I took a picture, will send it later.',
  'Please do :starling:',
  'Are you coming to the meetup on Thursday?',
  'Probably, if work lets me go early.',
  'They will have a talk about federation.',
  'Then I will definitely try.',
  'Do you still have my umbrella?',
  'Yes, sorry! I will bring it.',
  'No hurry, it has not rained for days.',
  'Famous last words.',
];

export function seedOlderChatHistory(world: World, now: number): void {
  const store = world.store;
  const alice = world.user('alice').id;
  const bob = world.user('bob').id;
  let last = 0;
  for (let day = 0; day < 3; day++) {
    LINES.forEach((text, i) => {
      if ((i + day) % 3 === 2) return; // a little less of the same talk each day
      const at = now - (6 - day) * D + i * 20 * 60_000;
      const [from, to] = i % 2 === 0 ? [alice, bob] : [bob, alice];
      last = world.idAt(at);
      store.run('INSERT INTO chat_messages (id, sender_id, recipient_id, content, created_at) VALUES (?, ?, ?, ?, ?)', [last, from, to, text, at]);
    });
  }
  // bob read all of it; what stays unread for him is the recent talk seed.ts wrote.
  store.run('UPDATE chats SET last_read_id = MAX(last_read_id, ?) WHERE user_id = ? AND recipient_id = ?', [last, bob, alice]);
}
