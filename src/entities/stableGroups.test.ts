import { groupNotifications } from './notificationGroup';
import { keepUnchangedGroups } from './stableGroups';
import type { Notification } from './types';

const note = (id: string, over: Partial<Notification> = {}): Notification => ({
  id, type: 'mention', seen: false, status: `s${id}`, from_profile: `u${id}`, target: null, emoji: null, emoji_url: null,
  created_at: '2026-11-20T12:00:00.000Z', ...over,
});

describe('keepUnchangedGroups', () => {
  it('keeps the previous object of every group whose members are the same, so its row does not render again', () => {
    const list = Array.from({ length: 40 }, (_, i) => note(String(1000 - i)));
    const before = groupNotifications(list);
    const older = Array.from({ length: 40 }, (_, i) => note(String(900 - i)));
    const after = keepUnchangedGroups(before, groupNotifications([...list, ...older]));
    expect(after).toHaveLength(80);
    after.slice(0, 40).forEach((g, i) => expect(g).toBe(before[i]));
  });

  it('gives a new object to a group that gained a member or whose member changed', () => {
    const a = note('10', { type: 'like', status: 's1' });
    const b = note('9', { type: 'like', status: 's1' });
    const c = note('8');
    const before = groupNotifications([a, c]);
    const grown = keepUnchangedGroups(before, groupNotifications([a, b, c]));
    expect(grown[0]).not.toBe(before[0]);
    expect(grown[0].count).toBe(2);
    expect(grown[1]).toBe(before[1]);
    const seen = keepUnchangedGroups(grown, groupNotifications([a, b, { ...c, seen: true }]));
    expect(seen[0]).toBe(grown[0]);
    expect(seen[1]).not.toBe(grown[1]);
    expect(seen[1].seen).toBe(true);
  });

  it('returns the previous array itself when nothing changed', () => {
    const list = [note('3'), note('2')];
    const before = groupNotifications(list);
    expect(keepUnchangedGroups(before, groupNotifications(list))).toBe(before);
  });
});
