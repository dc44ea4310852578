import { describe, expect, it } from 'vitest';
import type { Announcement } from '../entities/announcement';
import reducer, { announcementDismissed, announcementReactionToggled, announcementsReceived, selectUnreadAnnouncements } from './announcementsSlice';
import type { RootState } from './index';
import { announcementDeleteStreamed, announcementReactionStreamed, announcementStreamed } from './streamingActions';

const make = (id: string, over: Partial<Announcement> = {}): Announcement => ({
  id,
  content: `<p>${id}</p>` as Announcement['content'],
  rawContent: id,
  startsAt: null,
  endsAt: null,
  allDay: false,
  publishedAt: '',
  read: false,
  reactions: [],
  ...over,
});
const unread = (state: ReturnType<typeof reducer>) => selectUnreadAnnouncements({ announcements: state } as RootState).map((a) => a.id);

describe('announcements slice', () => {
  it('shows unread ones; a dismissal hides one, and a streamed change keeps it hidden', () => {
    let s = reducer(undefined, announcementsReceived([make('1'), make('2', { read: true })]));
    expect(unread(s)).toEqual(['1']);
    s = reducer(s, announcementDismissed('1'));
    expect(unread(s)).toEqual([]);
    s = reducer(s, announcementStreamed(make('1', { rawContent: 'edited' })));
    expect(unread(s)).toEqual([]);
    s = reducer(s, announcementStreamed(make('3')));
    expect(unread(s)).toEqual(['3']);
    s = reducer(s, announcementDeleteStreamed('3'));
    expect(unread(s)).toEqual([]);
  });

  it('toggles my reaction optimistically and takes counts from the stream', () => {
    let s = reducer(undefined, announcementsReceived([make('1', { reactions: [{ name: '👍', count: 1, me: false, url: null }] })]));
    s = reducer(s, announcementReactionToggled({ id: '1', name: '👍', on: true }));
    expect(s.items[0].reactions).toEqual([{ name: '👍', count: 2, me: true, url: null }]);
    s = reducer(s, announcementReactionToggled({ id: '1', name: '👍', on: true })); // already on: no change
    expect(s.items[0].reactions[0].count).toBe(2);
    s = reducer(s, announcementReactionStreamed({ announcementId: '1', name: '🎉', count: 4 }));
    expect(s.items[0].reactions.map((r) => [r.name, r.count])).toEqual([['👍', 2], ['🎉', 4]]);
    s = reducer(s, announcementReactionToggled({ id: '1', name: '👍', on: false }));
    s = reducer(s, announcementReactionToggled({ id: '1', name: '👍', on: false }));
    s = reducer(s, announcementReactionStreamed({ announcementId: '1', name: '👍', count: 0 }));
    expect(s.items[0].reactions.map((r) => r.name)).toEqual(['🎉']);
  });
});
