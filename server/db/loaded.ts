// What views render from, loaded for a whole page at once: statuses with everything they show
// (authors, reblogged and quoted posts, media, polls, counters, the viewer's flags), accounts
// with their counters and the viewer's relationship, notifications with what they point at.
// Each loader runs a fixed number of statements whatever the page's length (ids go in as one
// JSON array), so a page of 40 costs what a page of 10 does; views only read these maps.
import { attachmentById, type AttachmentRow } from './attachments.js';
import { lastMessage, unreadCount, type ChatMessageRow, type ChatRow } from './chats.js';
import { formatPlainText } from '../text/format.js';
import { unreadChatTotal } from './chats.js';
import { activeFilters, type FilterWithKeywords } from './filters.js';
import { instanceStats, staffNicknames, type InstanceStats } from './instance.js';
import type { NotificationRow } from './notifications.js';
import type { PollRow } from './polls.js';
import type { QuotePolicy } from './quotes.js';
import { pendingFollowRequestCount, type RelationshipFacts } from './relations.js';
import { visibleSql, type StatusRow } from './statuses.js';
import type { Store } from './store.js';
import { localUserByNickname, parseJsonArray, type UserCounts, type UserRow } from './users.js';

const IDS = 'SELECT value FROM json_each(@ids)';

/** A status's own facts (what renderOwn shows besides the row). */
export interface StatusFacts {
  attachments: AttachmentRow[];
  poll: PollRow | undefined;
  mentions: UserRow[];
  tags: string[];
  app: { name: string; website: string | null } | undefined;
  reblogs: number;
  favourites: number;
  replies: number;
  quotes: number;
  favourited: boolean;
  reblogged: boolean;
  bookmarked: boolean;
  bookmarkFolder: number | null;
  reactions: { emoji: string; user_id: number }[];
  quotedId: number | null;
  quotePolicy: QuotePolicy;
}

export interface PollFacts {
  counts: Map<number, number>;
  voters: number;
  own: number[];
}

export interface CredentialFacts {
  followRequests: number;
  unreadNotifications: number;
  unreadChats: number;
}

export interface ChatMention {
  message: ChatMessageRow;
  chat: { id: number; last_read_id: number } | undefined;
}

function groupBy<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const list = out.get(key(r));
    if (list) list.push(r);
    else out.set(key(r), [r]);
  }
  return out;
}

export class Loaded {
  readonly users = new Map<number, UserRow>();
  readonly statuses = new Map<number, StatusRow>();
  /** Ids asked for and found missing (deleted): known absent, not "not loaded". */
  private readonly missingStatuses = new Set<number>();
  private readonly visible = new Set<number>();
  private readonly facts = new Map<number, StatusFacts>();
  private readonly pollFacts = new Map<number, PollFacts>();
  private readonly counts = new Map<number, UserCounts>();
  private readonly relationships = new Map<number, RelationshipFacts>();
  private readonly threadMutes = new Set<number>();
  private readonly mutes = new Set<number>();
  private readonly following = new Set<number>();
  private readonly chatMentions = new Map<number, ChatMention | undefined>();
  private readonly fieldValues = new Map<number, string[]>();
  private readonly credentials = new Map<number, CredentialFacts>();
  private filters: FilterWithKeywords[] | undefined;
  private readonly chats = new Map<number, { last: ChatMessageRow | undefined; unread: number }>();
  private readonly messages = new Map<number, { html: string; attachment: AttachmentRow | undefined }>();
  private readonly attachments = new Map<number, AttachmentRow>();
  private instance: { stats: InstanceStats; contact: UserRow | undefined; staff: string[] } | undefined;

  constructor(
    private readonly store: Store,
    readonly viewerId: number | null,
    /** This instance's host: a mention of `@nick@host` in a profile field is a local account. */
    private readonly localHost: string,
  ) {}

  /** Runs even for no ids, so a page's query count does not hang on what its posts happen to have. */
  private all<T>(sql: string, ids: Iterable<number>, params: Record<string, unknown> = {}): T[] {
    return this.store.all<T>(sql, { ...params, ids: JSON.stringify([...new Set(ids)]) });
  }

  /** `fresh`: read again what an earlier load of this request has (a route may render after a write). */
  private loadStatusRows(ids: Iterable<number>, fresh = false): void {
    const wanted = [...ids].filter((id) => fresh || (!this.statuses.has(id) && !this.missingStatuses.has(id)));
    for (const id of wanted) {
      this.statuses.delete(id);
      this.missingStatuses.delete(id);
    }
    for (const s of this.all<StatusRow>(`SELECT * FROM statuses WHERE id IN (${IDS})`, wanted)) this.statuses.set(s.id, s);
    for (const id of wanted) if (!this.statuses.has(id)) this.missingStatuses.add(id);
  }

  private loadUsers(ids: Iterable<number>): void {
    const wanted = [...ids].filter((id) => !this.users.has(id));
    for (const u of this.all<UserRow>(`SELECT * FROM users WHERE id IN (${IDS})`, wanted)) this.users.set(u.id, u);
  }

  private quotedIds(ids: number[]): Map<number, number> {
    const rows = this.all<{ status_id: number; quoted_id: number }>(
      `SELECT status_id, quoted_id FROM quotes WHERE status_id IN (${IDS})`,
      ids,
    );
    return new Map(rows.map((r) => [r.status_id, r.quoted_id]));
  }

  /** Everything renderStatus needs for these rows (and the posts they reblog and quote). */
  loadStatuses(rows: StatusRow[]): this {
    for (const s of rows) {
      this.statuses.set(s.id, s);
      this.missingStatuses.delete(s.id);
    }
    this.loadStatusRows(rows.map((s) => s.reblog_of_id).filter((id): id is number => id !== null), true);
    // Rendered in full: the posts themselves (a reblog's target for a reblog), then the posts
    // they quote (one level: a quoted post's own quote is a reference).
    const own = rows
      .map((s) => (s.reblog_of_id === null ? s : this.statuses.get(s.reblog_of_id)))
      .filter((s): s is StatusRow => !!s);
    const ownQuotes = this.quotedIds(own.map((s) => s.id));
    this.loadStatusRows(ownQuotes.values(), true);
    const quoted = [...ownQuotes.values()].map((id) => this.statuses.get(id)).filter((s): s is StatusRow => !!s);
    const quotedQuotes = this.quotedIds(quoted.map((s) => s.id));
    const full = [...new Map([...own, ...quoted].map((s) => [s.id, s])).values()];
    const parents = full.map((s) => s.in_reply_to_id).filter((id): id is number => id !== null);
    this.loadStatusRows([...quotedQuotes.values(), ...parents], true);
    this.loadUsers([
      ...rows.map((s) => s.user_id),
      ...full.flatMap((s) => [s.user_id, ...(s.in_reply_to_user_id === null ? [] : [s.in_reply_to_user_id])]),
    ]);
    this.loadVisible([...this.statuses.keys()]);
    this.loadFacts(full, new Map([...ownQuotes, ...quotedQuotes]));
    this.loadViewerSets(full);
    return this.loadAccounts([...rows, ...full].map((s) => this.users.get(s.user_id)).filter((u): u is UserRow => !!u));
  }

  private loadVisible(ids: number[]): void {
    for (const id of ids) this.visible.delete(id);
    const rows = this.all<{ id: number }>(
      `SELECT s.id FROM statuses s JOIN users u ON u.id = s.user_id WHERE s.id IN (${IDS}) AND u.deactivated = 0
         AND ${visibleSql('s')}
         AND (@viewer IS NULL OR NOT EXISTS (SELECT 1 FROM blocks b WHERE b.user_id = s.user_id AND b.target_id = @viewer))`,
      ids,
      { viewer: this.viewerId },
    );
    for (const r of rows) this.visible.add(r.id);
  }

  private countBy(sql: string, ids: number[], params: Record<string, unknown> = {}): Map<number, number> {
    return new Map(this.all<{ id: number; n: number }>(sql, ids, params).map((r) => [r.id, r.n]));
  }

  private idSet(sql: string, ids: number[]): Set<number> {
    if (this.viewerId === null) return new Set();
    return new Set(this.all<{ id: number }>(sql, ids, { viewer: this.viewerId }).map((r) => r.id));
  }

  private loadFacts(list: StatusRow[], quotes: Map<number, number>): void {
    const ids = list.map((s) => s.id);
    if (ids.length === 0) return;
    const attachments = groupBy(
      this.all<AttachmentRow>(`SELECT * FROM attachments WHERE status_id IN (${IDS}) ORDER BY position, id`, ids),
      (a) => a.status_id!,
    );
    const polls = new Map(this.all<PollRow>(`SELECT * FROM polls WHERE status_id IN (${IDS})`, ids).map((p) => [p.status_id, p]));
    this.loadPolls([...polls.values()]);
    const mentions = groupBy(
      this.all<UserRow & { mention_status_id: number }>(
        `SELECT u.*, m.status_id AS mention_status_id FROM mentions m JOIN users u ON u.id = m.user_id
         WHERE m.status_id IN (${IDS}) ORDER BY u.id`,
        ids,
      ),
      (u) => u.mention_status_id,
    );
    const tags = groupBy(
      this.all<{ status_id: number; tag: string }>(`SELECT status_id, tag FROM status_tags WHERE status_id IN (${IDS}) ORDER BY tag`, ids),
      (t) => t.status_id,
    );
    const appIds = list.map((s) => s.app_id).filter((id): id is number => id !== null && id !== undefined);
    const apps = new Map(
      this.all<{ id: number; name: string; website: string | null }>(`SELECT id, name, website FROM apps WHERE id IN (${IDS})`, appIds).map(
        (a) => [a.id, a],
      ),
    );
    const reblogs = this.countBy(`SELECT reblog_of_id AS id, COUNT(*) AS n FROM statuses WHERE reblog_of_id IN (${IDS}) GROUP BY reblog_of_id`, ids);
    const favourites = this.countBy(`SELECT status_id AS id, COUNT(*) AS n FROM favourites WHERE status_id IN (${IDS}) GROUP BY status_id`, ids);
    const replies = this.countBy(`SELECT in_reply_to_id AS id, COUNT(*) AS n FROM statuses WHERE in_reply_to_id IN (${IDS}) GROUP BY in_reply_to_id`, ids);
    const quoteCounts = this.countBy(`SELECT quoted_id AS id, COUNT(*) AS n FROM quotes WHERE quoted_id IN (${IDS}) GROUP BY quoted_id`, ids);
    const favourited = this.idSet(`SELECT status_id AS id FROM favourites WHERE user_id = @viewer AND status_id IN (${IDS})`, ids);
    const reblogged = this.idSet(`SELECT reblog_of_id AS id FROM statuses WHERE user_id = @viewer AND reblog_of_id IN (${IDS})`, ids);
    const bookmarks =
      this.viewerId === null
        ? new Map<number, number | null>()
        : new Map(
            this.all<{ status_id: number; folder_id: number | null }>(
              `SELECT status_id, folder_id FROM bookmarks WHERE user_id = @viewer AND status_id IN (${IDS})`,
              ids,
              { viewer: this.viewerId },
            ).map((b) => [b.status_id, b.folder_id]),
          );
    const reactions = groupBy(
      this.all<{ status_id: number; emoji: string; user_id: number }>(
        `SELECT status_id, emoji, user_id FROM reactions WHERE status_id IN (${IDS}) ORDER BY id`,
        ids,
      ),
      (r) => r.status_id,
    );
    const policies = new Map(
      this.all<{ status_id: number; policy: QuotePolicy }>(`SELECT status_id, policy FROM quote_policies WHERE status_id IN (${IDS})`, ids).map(
        (p) => [p.status_id, p.policy],
      ),
    );
    for (const s of list) {
      const restricted = s.visibility === 'private' || s.visibility === 'direct';
      this.facts.set(s.id, {
        attachments: attachments.get(s.id) ?? [],
        poll: polls.get(s.id),
        mentions: mentions.get(s.id) ?? [],
        tags: (tags.get(s.id) ?? []).map((t) => t.tag),
        app: s.app_id ? apps.get(s.app_id) : undefined,
        reblogs: reblogs.get(s.id) ?? 0,
        favourites: favourites.get(s.id) ?? 0,
        replies: replies.get(s.id) ?? 0,
        quotes: quoteCounts.get(s.id) ?? 0,
        favourited: favourited.has(s.id),
        reblogged: reblogged.has(s.id),
        bookmarked: bookmarks.has(s.id),
        bookmarkFolder: bookmarks.get(s.id) ?? null,
        reactions: (reactions.get(s.id) ?? []).map((r) => ({ emoji: r.emoji, user_id: r.user_id })),
        quotedId: quotes.get(s.id) ?? null,
        quotePolicy: restricted ? 'nobody' : (policies.get(s.id) ?? 'public'),
      });
    }
  }

  /** Vote counts, voters and the viewer's own choices of these polls. */
  loadPolls(polls: PollRow[]): this {
    const ids = polls.map((p) => p.id);
    const counts = groupBy(
      this.all<{ poll_id: number; choice: number; n: number }>(
        `SELECT poll_id, choice, COUNT(*) AS n FROM poll_votes WHERE poll_id IN (${IDS}) GROUP BY poll_id, choice`,
        ids,
      ),
      (r) => r.poll_id,
    );
    const voters = this.countBy(`SELECT poll_id AS id, COUNT(DISTINCT user_id) AS n FROM poll_votes WHERE poll_id IN (${IDS}) GROUP BY poll_id`, ids);
    const own =
      this.viewerId === null
        ? new Map<number, { poll_id: number; choice: number }[]>()
        : groupBy(
            this.all<{ poll_id: number; choice: number }>(
              `SELECT poll_id, choice FROM poll_votes WHERE user_id = @viewer AND poll_id IN (${IDS}) ORDER BY choice`,
              ids,
              { viewer: this.viewerId },
            ),
            (r) => r.poll_id,
          );
    // The poll's author (Pleroma counts them as having voted).
    this.loadStatusRows(polls.map((p) => p.status_id));
    for (const p of polls) {
      this.pollFacts.set(p.id, {
        counts: new Map((counts.get(p.id) ?? []).map((r) => [r.choice, r.n])),
        voters: voters.get(p.id) ?? 0,
        own: (own.get(p.id) ?? []).map((r) => r.choice),
      });
    }
    return this;
  }

  private loadViewerSets(list: StatusRow[]): void {
    if (this.viewerId === null) return;
    const authors = [...new Set([...this.statuses.values()].map((s) => s.user_id))];
    for (const id of this.idSet(`SELECT conversation_id AS id FROM thread_mutes WHERE user_id = @viewer AND conversation_id IN (${IDS})`, list.map((s) => s.conversation_id))) {
      this.threadMutes.add(id);
    }
    for (const id of this.idSet(`SELECT target_id AS id FROM mutes WHERE user_id = @viewer AND target_id IN (${IDS})`, authors)) this.mutes.add(id);
    for (const id of this.idSet(
      `SELECT followee_id AS id FROM follows WHERE follower_id = @viewer AND state = 'accepted' AND followee_id IN (${IDS})`,
      authors,
    )) {
      this.following.add(id);
    }
    this.filters ??= activeFilters(this.store, this.viewerId, 2);
  }

  /** Counters of these accounts and, for a signed-in viewer, the relationship to each. */
  loadAccounts(users: UserRow[]): this {
    for (const u of users) this.users.set(u.id, u);
    const ids = users.map((u) => u.id).filter((id) => !this.counts.has(id));
    const rows = this.all<{ id: number; followers: number; following: number; statuses: number; last: number | null }>(
      `SELECT j.value AS id,
         (SELECT COUNT(*) FROM follows WHERE followee_id = j.value AND state = 'accepted') AS followers,
         (SELECT COUNT(*) FROM follows WHERE follower_id = j.value AND state = 'accepted') AS following,
         (SELECT COUNT(*) FROM statuses WHERE user_id = j.value) AS statuses,
         (SELECT MAX(created_at) FROM statuses WHERE user_id = j.value) AS last
       FROM json_each(@ids) j`,
      ids,
    );
    for (const r of rows) {
      this.counts.set(r.id, { followers: r.followers, following: r.following, statuses: r.statuses, lastStatusAt: r.last });
    }
    // Profile fields link the accounts they mention (a lookup only for a field with an @mention).
    for (const u of users) {
      if (this.fieldValues.has(u.id)) continue;
      const fields = parseJsonArray<{ value: string }>(u.fields);
      this.fieldValues.set(u.id, fields.map((f) => formatPlainText(this.store, f.value, this.localHost).html));
    }
    if (this.viewerId !== null) this.loadRelationships(users.filter((u) => u.id !== this.viewerId));
    return this;
  }

  /** The viewer's relationship to each of these accounts (Mastodon's Relationship facts). */
  loadRelationships(users: UserRow[]): this {
    if (this.viewerId === null) return this;
    const wanted = users;
    const rows = this.all<{
      id: number;
      out_state: string | null;
      out_reblogs: number | null;
      out_notify: number | null;
      back_state: string | null;
      mute: number | null;
      blocking: number;
      blocked_by: number;
      domain_blocking: number;
    }>(
      `SELECT u.id,
         fo.state AS out_state, fo.show_reblogs AS out_reblogs, fo.notify AS out_notify,
         fb.state AS back_state,
         mu.notifications AS mute,
         EXISTS (SELECT 1 FROM blocks WHERE user_id = @viewer AND target_id = u.id) AS blocking,
         EXISTS (SELECT 1 FROM blocks WHERE user_id = u.id AND target_id = @viewer) AS blocked_by,
         (u.domain IS NOT NULL AND EXISTS (SELECT 1 FROM domain_blocks WHERE user_id = @viewer AND domain = u.domain)) AS domain_blocking
       FROM users u
       LEFT JOIN follows fo ON fo.follower_id = @viewer AND fo.followee_id = u.id
       LEFT JOIN follows fb ON fb.follower_id = u.id AND fb.followee_id = @viewer
       LEFT JOIN mutes mu ON mu.user_id = @viewer AND mu.target_id = u.id
       WHERE u.id IN (${IDS})`,
      wanted.map((u) => u.id),
      { viewer: this.viewerId },
    );
    for (const r of rows) {
      this.relationships.set(r.id, {
        following: r.out_state === 'accepted',
        requested: r.out_state === 'pending',
        showingReblogs: r.out_state !== null ? r.out_reblogs === 1 : true,
        notifying: r.out_notify === 1,
        followedBy: r.back_state === 'accepted',
        requestedBy: r.back_state === 'pending',
        blocking: r.blocking === 1,
        blockedBy: r.blocked_by === 1,
        muting: r.mute !== null,
        mutingNotifications: r.mute === 1,
        domainBlocking: r.domain_blocking === 1,
      });
    }
    return this;
  }

  /** A page of notifications: who sent them, the posts and accounts they name, chat messages. */
  loadNotifications(rows: NotificationRow[]): this {
    this.loadUsers(rows.flatMap((n) => [n.from_id, ...(n.target_id === null ? [] : [n.target_id])]));
    const statusIds = rows.map((n) => n.status_id).filter((id): id is number => id !== null);
    this.loadStatusRows(statusIds);
    this.loadStatuses(statusIds.map((id) => this.statuses.get(id)).filter((s): s is StatusRow => !!s));
    const messageIds = rows.map((n) => n.chat_message_id).filter((id): id is number => id !== null);
    const messages = new Map(
      this.all<ChatMessageRow>(`SELECT * FROM chat_messages WHERE id IN (${IDS})`, messageIds).map((m) => [m.id, m]),
    );
    const chats = new Map(
      this.all<{ id: number; user_id: number; recipient_id: number; last_read_id: number }>(
        `SELECT id, user_id, recipient_id, last_read_id FROM chats WHERE user_id IN (${IDS})`,
        rows.filter((n) => n.chat_message_id !== null).map((n) => n.user_id),
      ).map((c) => [`${c.user_id}:${c.recipient_id}`, c]),
    );
    for (const n of rows) {
      if (n.chat_message_id === null) continue;
      const message = messages.get(n.chat_message_id);
      const chat = message && chats.get(`${n.user_id}:${message.sender_id}`);
      this.chatMentions.set(n.id, message && { message, chat: chat && { id: chat.id, last_read_id: chat.last_read_id } });
    }
    if (this.viewerId !== null) {
      for (const id of this.idSet(`SELECT target_id AS id FROM mutes WHERE user_id = @viewer AND target_id IN (${IDS})`, rows.map((n) => n.from_id))) {
        this.mutes.add(id);
      }
    }
    this.loadAccounts([...this.users.values()]);
    return this;
  }

  /** The counters only the account's owner sees (verify_credentials). */
  loadCredential(user: UserRow): this {
    this.loadAccounts([user]);
    this.credentials.set(user.id, {
      followRequests: pendingFollowRequestCount(this.store, user.id),
      unreadNotifications:
        this.store.get<{ n: number }>('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND seen = 0', [user.id])?.n ?? 0,
      unreadChats: unreadChatTotal(this.store, user.id),
    });
    return this;
  }

  /** The instance's figures, its contact account (`admin`) and its staff. */
  loadInstance(): this {
    const contact = localUserByNickname(this.store, 'admin');
    this.instance = { stats: instanceStats(this.store), contact, staff: staffNicknames(this.store) };
    if (contact) this.loadAccounts([contact]);
    return this;
  }

  instanceFacts(): { stats: InstanceStats; contact: UserRow | undefined; staff: string[] } {
    if (!this.instance) throw new Error('the instance was not loaded');
    return this.instance;
  }

  /** Chats (as their owner sees them): the other account, the last message, the unread count. */
  loadChats(chats: ChatRow[]): this {
    this.loadUsers(chats.map((c) => c.recipient_id));
    this.loadAccounts(chats.map((c) => this.users.get(c.recipient_id)).filter((u): u is UserRow => !!u));
    const last: ChatMessageRow[] = [];
    for (const chat of chats) {
      const message = lastMessage(this.store, chat);
      if (message) last.push(message);
      this.chats.set(chat.id, { last: message, unread: unreadCount(this.store, chat) });
    }
    return this.loadChatMessages(last);
  }

  /** Chat messages: their text formatted (mentions linked) and their attachment. */
  loadChatMessages(messages: ChatMessageRow[]): this {
    for (const m of messages) {
      this.messages.set(m.id, {
        html: formatPlainText(this.store, m.content, this.localHost).html,
        attachment: m.attachment_id === null ? undefined : attachmentById(this.store, m.attachment_id),
      });
    }
    return this;
  }

  chatOf(id: number): { last: ChatMessageRow | undefined; unread: number } {
    const c = this.chats.get(id);
    if (!c) throw new Error(`chat ${id} was not loaded`);
    return c;
  }

  messageOf(id: number): { html: string; attachment: AttachmentRow | undefined } {
    const m = this.messages.get(id);
    if (!m) throw new Error(`chat message ${id} was not loaded`);
    return m;
  }

  /** Attachments by id (a status's earlier versions name theirs). */
  loadAttachments(ids: number[]): this {
    for (const a of this.all<AttachmentRow>(`SELECT * FROM attachments WHERE id IN (${IDS})`, ids)) this.attachments.set(a.id, a);
    return this;
  }

  attachment(id: number): AttachmentRow | undefined {
    return this.attachments.get(id);
  }

  // Reading: what a view asks for must have been loaded (a view never queries).

  user(id: number): UserRow | undefined {
    return this.users.get(id);
  }

  status(id: number): StatusRow | undefined {
    if (!this.statuses.has(id) && !this.missingStatuses.has(id)) throw new Error(`status ${id} was not loaded`);
    return this.statuses.get(id);
  }

  canSee(id: number): boolean {
    return this.visible.has(id);
  }

  factsOf(id: number): StatusFacts {
    const f = this.facts.get(id);
    if (!f) throw new Error(`facts of status ${id} were not loaded`);
    return f;
  }

  pollFactsOf(id: number): PollFacts {
    const f = this.pollFacts.get(id);
    if (!f) throw new Error(`poll ${id} was not loaded`);
    return f;
  }

  countsOf(id: number): UserCounts {
    const c = this.counts.get(id);
    if (!c) throw new Error(`counters of account ${id} were not loaded`);
    return c;
  }

  relationshipTo(id: number): RelationshipFacts {
    const r = this.relationships.get(id);
    if (!r) throw new Error(`relationship to account ${id} was not loaded`);
    return r;
  }

  fieldHtmlOf(id: number): string[] {
    const f = this.fieldValues.get(id);
    if (!f) throw new Error(`fields of account ${id} were not loaded`);
    return f;
  }

  credentialOf(id: number): CredentialFacts {
    const c = this.credentials.get(id);
    if (!c) throw new Error(`credential facts of account ${id} were not loaded`);
    return c;
  }

  threadMuted(conversationId: number): boolean {
    return this.threadMutes.has(conversationId);
  }

  muting(userId: number): boolean {
    return this.mutes.has(userId);
  }

  follows(userId: number): boolean {
    return this.following.has(userId);
  }

  chatMention(notificationId: number): ChatMention | undefined {
    return this.chatMentions.get(notificationId);
  }

  viewerFilters(): FilterWithKeywords[] {
    return this.filters ?? [];
  }
}
