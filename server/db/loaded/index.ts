// What views render from, loaded for a whole page at once: statuses with everything they show
// (authors, reblogged and quoted posts, media, polls, counters, the viewer's flags), accounts
// with their counters and the viewer's relationship, notifications with what they point at.
// Each loader runs a fixed number of statements whatever the page's length (batch.ts), so a page
// of 40 costs what a page of 10 does; views only read these maps. The queries live beside this
// class, one file per subject; the class holds what was loaded and the order of loading.
import { attachmentById, type AttachmentRow } from '../attachments.js';
import { lastMessage, unreadChatTotal, unreadCount, type ChatMessageRow, type ChatRow } from '../chats.js';
import { formatPlainText } from '../../text/format.js';
import { activeFilters, type FilterWithKeywords } from '../filters.js';
import { instanceStats, staffNicknames, type InstanceStats } from '../instance.js';
import { unreadNotificationCount, type NotificationRow } from '../notifications.js';
import type { PollRow } from '../polls.js';
import { pendingFollowRequestCount, type RelationshipFacts } from '../relations.js';
import type { StatusRow } from '../statuses.js';
import type { Store } from '../store.js';
import { localUserByNickname, parseJsonArray, type UserCounts, type UserRow } from '../users.js';
import { accountCounts, followedIds, mutedIds, mutedThreadIds, relationships } from './accountFacts.js';
import { chatMentions, type ChatMention } from './chatMentions.js';
import { pollFacts, type PollFacts } from './pollFacts.js';
import { statusFacts, type StatusFacts } from './statusFacts.js';
import { attachmentRows, quotedIds, statusRows, userRows, visibleIds } from './statusRows.js';

export type { ChatMention, PollFacts, StatusFacts };

export interface CredentialFacts {
  followRequests: number;
  unreadNotifications: number;
  unreadChats: number;
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

  /** `fresh`: read again what an earlier load of this request has (a route may render after a write). */
  private loadStatusRows(ids: Iterable<number>, fresh = false): void {
    const wanted = [...ids].filter((id) => fresh || (!this.statuses.has(id) && !this.missingStatuses.has(id)));
    for (const id of wanted) {
      this.statuses.delete(id);
      this.missingStatuses.delete(id);
    }
    for (const s of statusRows(this.store, wanted)) this.statuses.set(s.id, s);
    for (const id of wanted) if (!this.statuses.has(id)) this.missingStatuses.add(id);
  }

  private loadUsers(ids: Iterable<number>): void {
    const wanted = [...ids].filter((id) => !this.users.has(id));
    for (const u of userRows(this.store, wanted)) this.users.set(u.id, u);
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
    const ownQuotes = quotedIds(this.store, own.map((s) => s.id));
    this.loadStatusRows(ownQuotes.values(), true);
    const quoted = [...ownQuotes.values()].map((id) => this.statuses.get(id)).filter((s): s is StatusRow => !!s);
    const quotedQuotes = quotedIds(this.store, quoted.map((s) => s.id));
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
    for (const id of visibleIds(this.store, this.viewerId, ids)) this.visible.add(id);
  }

  private loadFacts(list: StatusRow[], quotes: Map<number, number>): void {
    const { facts, polls } = statusFacts(this.store, this.viewerId, list, quotes);
    if (list.length > 0) this.loadPolls(polls);
    for (const [id, f] of facts) this.facts.set(id, f);
  }

  /** Vote counts, voters and the viewer's own choices of these polls. */
  loadPolls(polls: PollRow[]): this {
    const facts = pollFacts(this.store, this.viewerId, polls);
    // The poll's author (Pleroma counts them as having voted).
    this.loadStatusRows(polls.map((p) => p.status_id));
    for (const [id, f] of facts) this.pollFacts.set(id, f);
    return this;
  }

  private loadViewerSets(list: StatusRow[]): void {
    if (this.viewerId === null) return;
    const authors = [...new Set([...this.statuses.values()].map((s) => s.user_id))];
    for (const id of mutedThreadIds(this.store, this.viewerId, list.map((s) => s.conversation_id))) this.threadMutes.add(id);
    for (const id of mutedIds(this.store, this.viewerId, authors)) this.mutes.add(id);
    for (const id of followedIds(this.store, this.viewerId, authors)) this.following.add(id);
    this.filters ??= activeFilters(this.store, this.viewerId, 2);
  }

  /** Counters of these accounts and, for a signed-in viewer, the relationship to each. */
  loadAccounts(users: UserRow[]): this {
    for (const u of users) this.users.set(u.id, u);
    const ids = users.map((u) => u.id).filter((id) => !this.counts.has(id));
    for (const [id, c] of accountCounts(this.store, ids)) this.counts.set(id, c);
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
    for (const [id, r] of relationships(this.store, this.viewerId, users.map((u) => u.id))) this.relationships.set(id, r);
    return this;
  }

  /** A page of notifications: who sent them, the posts and accounts they name, chat messages. */
  loadNotifications(rows: NotificationRow[]): this {
    this.loadUsers(rows.flatMap((n) => [n.from_id, ...(n.target_id === null ? [] : [n.target_id])]));
    const statusIds = rows.map((n) => n.status_id).filter((id): id is number => id !== null);
    this.loadStatusRows(statusIds);
    this.loadStatuses(statusIds.map((id) => this.statuses.get(id)).filter((s): s is StatusRow => !!s));
    for (const [id, mention] of chatMentions(this.store, rows)) this.chatMentions.set(id, mention);
    if (this.viewerId !== null) {
      for (const id of mutedIds(this.store, this.viewerId, rows.map((n) => n.from_id))) this.mutes.add(id);
    }
    this.loadAccounts([...this.users.values()]);
    return this;
  }

  /** The counters only the account's owner sees (verify_credentials). */
  loadCredential(user: UserRow): this {
    this.loadAccounts([user]);
    this.credentials.set(user.id, {
      followRequests: pendingFollowRequestCount(this.store, user.id),
      unreadNotifications: unreadNotificationCount(this.store, user.id),
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
    for (const a of attachmentRows(this.store, ids)) this.attachments.set(a.id, a);
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
