import { normalizeNotification } from './notification';
import { normalizeChat, normalizeChatMessage } from './chat';
import { pleromaChat, pleromaChatMessage, pleromaNotification, pleromaRemoteAccount, pleromaStatus } from './fixtures/pleroma';
import { mastodonMoveNotification, mastodonNotification } from './fixtures/mastodon';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('normalizeNotification', () => {
  it('reads a Pleroma emoji reaction', () => {
    const n = normalizeNotification(pleromaNotification);
    expect(n?.entity).toEqual({
      id: '1042', type: 'pleroma:emoji_reaction', seen: true, status: 'AB12cd34EF', from_profile: 'A1b2C3d4E5',
      target: null, emoji: ':blobcat:', emoji_url: 'https://pleroma.example/emoji/blobcat.png', created_at: '2024-03-01T12:05:00.000Z',
    });
    expect(n?.statuses.map((s) => s.id)).toEqual(['AB12cd34EF']);
    expect(n?.users.map((u) => u.id)).toEqual(['A1b2C3d4E5', '9zE8V7kQLJbQbXsGRs']);
  });

  it('maps Mastodon names and defaults seen to false', () => {
    const n = normalizeNotification(mastodonNotification);
    expect(n?.entity.type).toBe('like');
    expect(n?.entity.seen).toBe(false);
    expect(n?.entity.from_profile).toBe('4242');
    expect(normalizeNotification({ ...mastodonNotification, type: 'reblog' })?.entity.type).toBe('repeat');
  });

  it('keeps the move target', () => {
    const n = normalizeNotification(mastodonMoveNotification);
    expect(n?.entity).toMatchObject({ type: 'move', status: null, target: '109302475629870515' });
    expect(n?.users).toHaveLength(2);
  });

  it.each(['follow', 'follow_request', 'pleroma:chat_mention', 'admin.sign_up'])('%s needs no status', (type) => {
    expect(normalizeNotification({ id: 1, type, account: pleromaRemoteAccount })?.entity.type).toBe(type);
  });

  it.each([
    ['null', null],
    ['array', []],
    ['unknown type', { id: '1', type: 'wave', account: pleromaRemoteAccount }],
    ['type named like a built-in', { id: '1', type: 'constructor', account: pleromaRemoteAccount }],
    ['type named __proto__', { id: '1', type: '__proto__', account: pleromaRemoteAccount }],
    ['missing type', { id: '1', account: pleromaRemoteAccount }],
    ['no account', { id: '1', type: 'follow' }],
    ['account without id', { id: '1', type: 'follow', account: { acct: 'x' } }],
    ['like without status', { id: '1', type: 'favourite', account: pleromaRemoteAccount }],
    ['mention with a broken status', { id: '1', type: 'mention', account: pleromaRemoteAccount, status: { content: 'x' } }],
    ['reaction without status', { id: '1', type: 'pleroma:emoji_reaction', account: pleromaRemoteAccount, status: null }],
  ])('%s → null and a warning', (_name, input) => {
    expect(normalizeNotification(input)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('accepts a status-needing type when the status is there', () => {
    expect(normalizeNotification({ id: 5, type: 'mention', account: pleromaRemoteAccount, status: pleromaStatus })?.entity.status).toBe('AB12cd34EF');
  });
});

describe('chats', () => {
  it('normalizes a chat with its last message', () => {
    const c = normalizeChat(pleromaChat);
    expect(c?.entity).toMatchObject({ id: '1', account: 'A1b2C3d4E5', unread: 2, updated_at: '2024-03-01T12:06:00.000Z' });
    expect(c?.users[0].screen_name_ui).toBe('frank@bücher.example');
    const m = c?.entity.lastMessage;
    expect(m).toMatchObject({ id: '9wLkdcmQXD21Oy8lEX', chat_id: '1', account_id: 'A1b2C3d4E5', pending: false, error: false, idempotency_key: '1709294760000' });
    expect(m?.content).toContain('class="emoji"');
    expect(m?.content).not.toContain('onerror');
    expect(m?.attachments).toHaveLength(1);
    expect(m?.attachments[0].type).toBe('image');
  });

  it('normalizes a lone message the same way', () => {
    expect(normalizeChatMessage(pleromaChatMessage)).toEqual(normalizeChat(pleromaChat)?.entity.lastMessage);
  });

  it('a chat without last message is fine; broken ones are null', () => {
    expect(normalizeChat({ ...pleromaChat, last_message: null })?.entity.lastMessage).toBeNull();
    expect(normalizeChat(null)).toBeNull();
    expect(normalizeChat({ id: '1' })).toBeNull();
    expect(normalizeChat({ id: '1', account: {} })).toBeNull();
    expect(normalizeChatMessage({ content: 'x' })).toBeNull();
    expect(normalizeChatMessage({ id: 3, content: null, attachment: null })).toMatchObject({ id: '3', content: '', attachments: [] });
  });
});
