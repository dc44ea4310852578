import { entitiesReceived } from '../../store/actions';
import { makeStore } from '../../store';
import { normalizeStatuses } from '../../entities/status';
import { selectRepliesByParent } from './repliesByParent';

const who = (id: string, name: string) => ({ id, username: id, acct: id, display_name: name, note: '', avatar: '', url: '' });
const raw = (id: string, replyTo: string | null, account = who('a', 'Alice')) => ({
  id,
  content: `<p>${id}</p>`,
  created_at: '2024-05-01T10:00:00.000Z',
  account,
  visibility: 'public',
  in_reply_to_id: replyTo,
  media_attachments: [],
  mentions: [],
});

describe('selectRepliesByParent', () => {
  it('lists each status’s direct replies in thread order, once per store change', () => {
    const store = makeStore();
    const n = normalizeStatuses([raw('1', null), raw('2', '1'), raw('3', '2', who('b', 'Bob')), raw('4', '1'), raw('5', 'elsewhere')]);
    store.dispatch(entitiesReceived({ users: n.users, statuses: [...n.statuses, ...n.entity] }));
    const ids = ['1', '2', '3', '4'];
    const byParent = selectRepliesByParent(store.getState(), ids);
    expect(byParent.get('1')).toEqual([{ id: '2', name: 'a' }, { id: '4', name: 'a' }]);
    expect(byParent.get('2')).toEqual([{ id: '3', name: 'b' }]);
    expect(byParent.has('elsewhere')).toBe(false);
    expect(selectRepliesByParent(store.getState(), ids)).toBe(byParent);
  });
});
