import { describe, expect, it } from 'vitest';
import { normalizeAnnouncement, normalizeAnnouncements, normalizeReactionUpdate } from './announcement';
import { normalizeBookmarkFolders } from './bookmarkFolder';

// As the embedded instance and Pleroma's admin view send it.
const raw = {
  id: '7',
  content: 'Maintenance<br/><a href="https://example.com" onclick="steal()">link</a><script>alert(1)</script> :starling:',
  starts_at: '2026-03-01T00:00:00.000Z',
  ends_at: null,
  all_day: true,
  published: true,
  published_at: '2026-02-28T10:00:00.000Z',
  updated_at: '2026-02-28T10:00:00.000Z',
  read: false,
  mentions: [],
  statuses: [],
  tags: [],
  emojis: [{ shortcode: 'starling', url: 'https://x.example/emoji/custom/starling.png', static_url: 'https://x.example/emoji/custom/starling.png' }],
  reactions: [
    { name: '👍', count: 2, me: true },
    { name: 'starling', count: 1, me: false, url: 'https://x.example/emoji/custom/starling.png' },
    { count: 3 },
  ],
  pleroma: { raw_content: 'Maintenance\nhttps://example.com' },
};

describe('normalizeAnnouncement', () => {
  it('sanitizes the content with the one policy and keeps times, read state and reactions', () => {
    const a = normalizeAnnouncement(raw)!;
    expect(a.content).not.toMatch(/script|onclick/);
    expect(a.content).toContain('href="https://example.com"');
    expect(a.content).toMatch(/<img[^>]+starling\.png/);
    expect(a).toMatchObject({ id: '7', startsAt: '2026-03-01T00:00:00.000Z', endsAt: null, allDay: true, read: false, rawContent: 'Maintenance\nhttps://example.com' });
    expect(a.reactions).toEqual([
      { name: '👍', count: 2, me: true, url: null },
      { name: 'starling', count: 1, me: false, url: 'https://x.example/emoji/custom/starling.png' },
    ]);
  });

  it('drops what has no id, and never throws on junk', () => {
    expect(normalizeAnnouncement({ content: 'x' })).toBeNull();
    expect(normalizeAnnouncements([raw, null, 'x', { id: 8 }]).map((a) => a.id)).toEqual(['7', '8']);
    expect(normalizeAnnouncements('nope')).toEqual([]);
  });

  it('reads announcement.reaction payloads, parsed or as text', () => {
    expect(normalizeReactionUpdate({ name: '🎉', count: 2, announcement_id: '7' })).toEqual({ announcementId: '7', name: '🎉', count: 2 });
    expect(normalizeReactionUpdate('{"name":"🎉","count":1,"announcement_id":"7"}')).toEqual({ announcementId: '7', name: '🎉', count: 1 });
    expect(normalizeReactionUpdate({ name: '🎉' })).toBeNull();
  });
});

describe('normalizeBookmarkFolders', () => {
  it('keeps id, name, emoji and the custom emoji picture', () => {
    expect(
      normalizeBookmarkFolders([
        { id: '1', name: 'Recipes', emoji: '🍲', emoji_url: null },
        { id: '2', name: 'Stars', emoji: ':starling:', emoji_url: 'https://x.example/emoji/custom/starling.png' },
        { name: 'no id' },
        { id: '3', name: 'Plain', emoji: '' },
      ]),
    ).toEqual([
      { id: '1', name: 'Recipes', emoji: '🍲', emojiUrl: null },
      { id: '2', name: 'Stars', emoji: ':starling:', emojiUrl: 'https://x.example/emoji/custom/starling.png' },
      { id: '3', name: 'Plain', emoji: null, emojiUrl: null },
    ]);
  });
});
