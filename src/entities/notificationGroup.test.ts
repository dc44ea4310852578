import { groupNotifications } from './notificationGroup';
import type { Notification } from './types';

const note = (id: string, over: Partial<Notification> = {}): Notification => ({
  id, type: 'like', seen: false, status: 's1', from_profile: `u${id}`, target: null, emoji: null, emoji_url: null,
  created_at: '2026-11-20T12:00:00.000Z', ...over,
});

describe('groupNotifications', () => {
  it('makes one group of 12 favourites on one post, newest first', () => {
    const list = Array.from({ length: 12 }, (_, i) => note(String(100 - i)));
    const groups = groupNotifications(list);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ type: 'like', status: 's1', count: 12, seen: false });
    expect(groups[0].latest.id).toBe('100');
    expect(groups[0].accountIds).toEqual(list.map((n) => n.from_profile));
  });

  it('keeps kinds, posts and reaction emoji apart, in the order of their newest member', () => {
    const groups = groupNotifications([
      note('9', { type: 'repeat' }),
      note('8'),
      note('7', { status: 's2' }),
      note('6', { type: 'repeat' }),
      note('5', { type: 'pleroma:emoji_reaction', emoji: '👍' }),
      note('4', { type: 'pleroma:emoji_reaction', emoji: '🎉' }),
      note('3', { type: 'pleroma:emoji_reaction', emoji: '👍' }),
    ]);
    expect(groups.map((g) => [g.latest.id, g.count])).toEqual([['9', 2], ['8', 1], ['7', 1], ['5', 2], ['4', 1]]);
  });

  it('groups follows by day', () => {
    const groups = groupNotifications([
      note('5', { type: 'follow', status: null, created_at: '2026-11-21T12:00:00.000Z' }),
      note('4', { type: 'follow', status: null, created_at: '2026-11-21T11:00:00.000Z' }),
      note('3', { type: 'follow', status: null, created_at: '2026-11-19T12:00:00.000Z' }),
    ]);
    expect(groups.map((g) => g.count)).toEqual([2, 1]);
  });

  it('never groups mentions or follow requests', () => {
    const groups = groupNotifications([
      note('3', { type: 'mention' }),
      note('2', { type: 'mention' }),
      note('1', { type: 'follow_request', status: null }),
      note('0', { type: 'follow_request', status: null, from_profile: 'u1' }),
    ]);
    expect(groups).toHaveLength(4);
  });

  it('counts an account once, and is seen only when every member is', () => {
    const [g] = groupNotifications([note('3', { seen: true }), note('2', { from_profile: 'u3' }), note('1', { seen: true })]);
    expect(g.accountIds).toEqual(['u3', 'u1']);
    expect(g.seen).toBe(false);
    expect(groupNotifications([note('3', { seen: true }), note('2', { seen: true })])[0].seen).toBe(true);
  });

  it('takes a server group as it is, and adds a newer notification of the same post to it', () => {
    const v2 = note('50', { group: { key: 'favourite-s1', count: 14, accountIds: ['a', 'b', 'c'] } });
    const [g] = groupNotifications([note('60', { from_profile: 'd' }), v2]);
    expect(g.count).toBe(15);
    expect(g.accountIds).toEqual(['d', 'a', 'b', 'c']);
    expect(g.latest.id).toBe('60');
  });

  it('keeps an ungrouped server entry on its own', () => {
    const groups = groupNotifications([
      note('2', { type: 'mention', group: { key: 'ungrouped-2', count: 1, accountIds: ['u2'] } }),
      note('1', { type: 'mention', group: { key: 'ungrouped-1', count: 1, accountIds: ['u1'] } }),
    ]);
    expect(groups.map((g) => g.key)).toEqual(['n:2', 'n:1']);
  });
});
