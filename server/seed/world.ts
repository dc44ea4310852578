// Low-level writers for the demo world: accounts, follows, posts, interactions, and the
// notifications those interactions would have produced.
import type { Store } from '../db/store.js';
import { statusById } from '../db/statuses.js';
import { acctOf, type UserRow } from '../db/users.js';
import { formatPlainText } from '../text/format.js';
import type { SeedUser } from './content.js';
import type { MediaFile } from './media.js';

export type Visibility = 'public' | 'unlisted' | 'private' | 'direct';

export interface PostSpec {
  author: string; // acct
  at: number;
  text?: string;
  /** Raw HTML instead of formatted text (used for the sanitizer test post). */
  html?: string;
  visibility?: Visibility;
  replyTo?: number;
  spoiler?: string;
  sensitive?: boolean;
  media?: MediaFile[];
  poll?: { options: string[]; multiple: boolean; expiresAt: number };
  pinned?: boolean;
}

interface PendingNotification {
  userId: number;
  type: string;
  fromId: number;
  statusId: number | null;
  emoji: string | null;
  at: number;
  targetId?: number | null;
  chatMessageId?: number | null;
}

export class World {
  readonly users = new Map<string, UserRow>();
  private readonly usedIds = new Set<number>();
  private readonly notes: PendingNotification[] = [];

  constructor(
    readonly store: Store,
    readonly now: number,
  ) {}

  user(acct: string): UserRow {
    const u = this.users.get(acct);
    if (!u) throw new Error(`seed: unknown account ${acct}`);
    return u;
  }

  /** Time-derived id (ms * 1000 + n), unique within the seed. */
  idAt(at: number): number {
    let id = Math.floor(at) * 1000;
    while (this.usedIds.has(id)) id++;
    this.usedIds.add(id);
    return id;
  }

  addUser(u: SeedUser, passwordHash: string, images: { avatar: string; header: string }): UserRow {
    const created = this.now - u.ageDays * 86_400_000;
    const note = formatPlainText(this.store, u.bio).html;
    const id = this.store.insert(
      `INSERT INTO users (nickname, domain, display_name, note, note_source, email, password_hash, avatar, header, fields,
         locked, bot, is_admin, is_moderator, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        u.nickname, u.domain, u.displayName, note, u.bio, u.email ?? null, u.domain ? null : passwordHash,
        images.avatar, images.header, JSON.stringify(u.fields ?? []), u.locked ? 1 : 0, u.bot ? 1 : 0,
        u.isAdmin ? 1 : 0, u.isModerator ? 1 : 0, created,
      ],
    );
    const row = this.store.get<UserRow>('SELECT * FROM users WHERE id = ?', [id])!;
    this.users.set(acctOf(row), row);
    return row;
  }

  follow(from: string, to: string, state: 'accepted' | 'pending', at: number): void {
    const a = this.user(from);
    const b = this.user(to);
    this.store.run('INSERT INTO follows (follower_id, followee_id, state, created_at) VALUES (?, ?, ?, ?)', [a.id, b.id, state, at]);
    this.notify(b, state === 'accepted' ? 'follow' : 'follow_request', a, null, null, at);
  }

  private notify(to: UserRow, type: string, from: UserRow, statusId: number | null, emoji: string | null, at: number) {
    if (to.domain !== null || to.id === from.id) return;
    this.notes.push({ userId: to.id, type, fromId: from.id, statusId, emoji, at });
  }

  /** A notification with no interaction row behind it in this module (moves, chat mentions). */
  notifyAbout(to: string, type: string, from: string, at: number, extra: { targetId?: number; chatMessageId?: number } = {}): void {
    const recipient = this.user(to);
    const sender = this.user(from);
    if (recipient.domain !== null || recipient.id === sender.id) return;
    this.notes.push({ userId: recipient.id, type, fromId: sender.id, statusId: null, emoji: null, at, ...extra });
  }

  post(p: PostSpec): number {
    const author = this.user(p.author);
    const parent = p.replyTo ? statusById(this.store, p.replyTo) : undefined;
    let text = p.text ?? '';
    if (parent && parent.user_id !== author.id) {
      const parentAuthor = [...this.users.values()].find((u) => u.id === parent.user_id)!;
      const handle = `@${acctOf(parentAuthor)}`;
      if (!text.includes(handle)) text = `${handle} ${text}`;
    }
    const formatted = p.html === undefined ? formatPlainText(this.store, text) : { html: p.html, mentions: [], tags: [] };
    const id = this.idAt(p.at);
    const remote = author.domain;
    this.store.run(
      `INSERT INTO statuses (id, user_id, content, source, content_type, spoiler_text, visibility, sensitive, language,
         in_reply_to_id, in_reply_to_user_id, conversation_id, uri, url, pinned_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'en', ?, ?, ?, ?, ?, ?, ?)`,
      [
        id, author.id, formatted.html, p.html ?? text, p.html ? 'text/html' : 'text/plain', p.spoiler ?? '',
        p.visibility ?? 'public', p.sensitive || p.spoiler ? 1 : 0, parent?.id ?? null, parent?.user_id ?? null,
        parent?.conversation_id ?? id, remote ? `https://${remote}/objects/${id}` : null,
        remote ? `https://${remote}/notice/${id}` : null, p.pinned ? p.at + 60_000 : null, p.at,
      ],
    );
    for (const m of formatted.mentions) {
      this.store.run('INSERT OR IGNORE INTO mentions (status_id, user_id) VALUES (?, ?)', [id, m.id]);
      this.notify(m, 'mention', author, id, null, p.at);
    }
    for (const tag of formatted.tags) this.store.run('INSERT OR IGNORE INTO status_tags (status_id, tag) VALUES (?, ?)', [id, tag]);
    (p.media ?? []).forEach((m, i) => {
      this.store.run(
        `INSERT INTO attachments (user_id, status_id, position, type, mime, file, description, width, height, duration, size,
           remote_url, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [author.id, id, i, m.type, m.mime, m.file, m.description, m.width, m.height, m.duration, m.size,
          remote ? `https://${remote}/media/${m.file}` : null, p.at],
      );
    });
    if (p.poll) {
      this.store.run('INSERT INTO polls (status_id, options, multiple, expires_at) VALUES (?, ?, ?, ?)', [
        id, JSON.stringify(p.poll.options), p.poll.multiple ? 1 : 0, p.poll.expiresAt,
      ]);
    }
    return id;
  }

  reblog(acct: string, statusId: number, at: number): void {
    const u = this.user(acct);
    const original = statusById(this.store, statusId)!;
    if (original.visibility !== 'public' && original.visibility !== 'unlisted') return;
    if (this.store.get('SELECT 1 FROM statuses WHERE user_id = ? AND reblog_of_id = ?', [u.id, statusId])) return;
    const id = this.idAt(at);
    this.store.run(
      `INSERT INTO statuses (id, user_id, visibility, reblog_of_id, conversation_id, uri, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [id, u.id, original.visibility, statusId, original.conversation_id, u.domain ? `https://${u.domain}/activities/${id}` : null, at],
    );
    this.notify(this.authorOf(original.user_id), 'reblog', u, statusId, null, at);
  }

  favourite(acct: string, statusId: number, at: number): void {
    const u = this.user(acct);
    const changed = this.store.run('INSERT OR IGNORE INTO favourites (user_id, status_id, created_at) VALUES (?, ?, ?)', [u.id, statusId, at]);
    if (changed.changes) this.notify(this.authorOf(statusById(this.store, statusId)!.user_id), 'favourite', u, statusId, null, at);
  }

  bookmark(acct: string, statusId: number, at: number): void {
    this.store.run('INSERT OR IGNORE INTO bookmarks (user_id, status_id, created_at) VALUES (?, ?, ?)', [this.user(acct).id, statusId, at]);
  }

  react(acct: string, statusId: number, emoji: string, at: number): void {
    const u = this.user(acct);
    const changed = this.store.run('INSERT OR IGNORE INTO reactions (user_id, status_id, emoji, created_at) VALUES (?, ?, ?, ?)', [
      u.id, statusId, emoji, at,
    ]);
    if (changed.changes) {
      this.notify(this.authorOf(statusById(this.store, statusId)!.user_id), 'pleroma:emoji_reaction', u, statusId, emoji, at);
    }
  }

  vote(acct: string, statusId: number, choices: number[]): void {
    const poll = this.store.get<{ id: number }>('SELECT id FROM polls WHERE status_id = ?', [statusId])!;
    for (const c of choices) {
      this.store.run('INSERT OR IGNORE INTO poll_votes (poll_id, user_id, choice) VALUES (?, ?, ?)', [poll.id, this.user(acct).id, c]);
    }
  }

  private authorOf(userId: number): UserRow {
    return [...this.users.values()].find((u) => u.id === userId)!;
  }

  /** Notifications are written last, in time order, so their integer ids grow with time. */
  writeNotifications(seenBefore: number): number {
    this.notes.sort((a, b) => a.at - b.at);
    for (const n of this.notes) {
      this.store.run(
        `INSERT INTO notifications (user_id, type, from_id, status_id, emoji, target_id, chat_message_id, seen, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [n.userId, n.type, n.fromId, n.statusId, n.emoji, n.targetId ?? null, n.chatMessageId ?? null, n.at < seenBefore ? 1 : 0, n.at],
      );
    }
    return this.notes.length;
  }
}
