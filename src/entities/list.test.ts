import { describe, expect, it } from 'vitest';
import { normalizeList, normalizeLists } from './list';

describe('normalizeList', () => {
  it('reads a Pleroma list: no replies_policy or exclusive, so none is offered', () => {
    expect(normalizeList({ id: '12', title: 'Friends' })).toEqual({ id: '12', title: 'Friends', repliesPolicy: null, exclusive: null });
  });

  it('reads GoToSocial and Mastodon lists with their options', () => {
    expect(normalizeList({ id: '01HX', title: 'News', replies_policy: 'followed', exclusive: true })).toEqual({
      id: '01HX',
      title: 'News',
      repliesPolicy: 'followed',
      exclusive: true,
    });
  });

  it('drops junk and unknown policies', () => {
    expect(normalizeList({ title: 'no id' })).toBeNull();
    expect(normalizeList({ id: 3, title: 4, replies_policy: 'everyone' })).toEqual({ id: '3', title: '', repliesPolicy: null, exclusive: null });
    expect(normalizeLists([null, { id: '1', title: 'a' }, 'x'])).toHaveLength(1);
    expect(normalizeLists({})).toEqual([]);
  });
});
