import { normalizeCustomEmoji, normalizeStaticEmoji } from './customEmoji';
import { normalizeHashtag } from './hashtag';
import { rawNotificationId } from './notification';

describe('emoji lists', () => {
  it('reads the Pleroma map, resolves relative urls, sorts', () => {
    const list = normalizeCustomEmoji({
      girlpower: { image_url: '/finmoji/128px/girlpower-128.png', tags: ['Finmoji'] },
      blank: { image_url: '/emoji/blank.png', tags: [] },
      evil: { image_url: 'javascript:alert(1)' },
      old: 'https://x.example/old.png',
    }, 'https://pleroma.example/');
    expect(list).toEqual([
      { displayText: 'blank', replacement: ':blank:', imageUrl: 'https://pleroma.example/emoji/blank.png', tags: [] },
      { displayText: 'girlpower', replacement: ':girlpower:', imageUrl: 'https://pleroma.example/finmoji/128px/girlpower-128.png', tags: ['Finmoji'] },
      { displayText: 'old', replacement: ':old:', imageUrl: 'https://x.example/old.png', tags: [] },
    ]);
  });

  it('reads a list too and is total', () => {
    expect(normalizeCustomEmoji([{ shortcode: 'a', url: '/a.png' }, null, { shortcode: '' }])).toEqual([
      { displayText: 'a', replacement: ':a:', imageUrl: '/a.png', tags: [] },
    ]);
    expect(normalizeCustomEmoji(null)).toEqual([]);
    expect(normalizeStaticEmoji({ '100': '💯', joy: '😂', bad: 5 })).toEqual([
      { displayText: '100', replacement: '💯', imageUrl: null, tags: [] },
      { displayText: 'joy', replacement: '😂', imageUrl: null, tags: [] },
    ]);
    expect(normalizeStaticEmoji('x')).toEqual([]);
    expect(normalizeStaticEmoji({ smileys: [{ name: 'grinning', emoji: '😀' }, { name: 'bad' }, 7] })).toEqual([
      { displayText: 'grinning', replacement: '😀', imageUrl: null, tags: ['smileys'] },
    ]);
  });
});

describe('hashtags and raw notification ids', () => {
  it('turns history strings into numbers', () => {
    expect(normalizeHashtag({ name: 'books', url: 'https://x.example/tags/books', history: [{ day: '1709251200', uses: '12', accounts: '5' }] }))
      .toEqual({ name: 'books', url: 'https://x.example/tags/books', history: [{ day: '1709251200', uses: 12, accounts: 5 }] });
    expect(normalizeHashtag({})).toBeNull();
  });

  it('reads an id from invalid notifications', () => {
    expect(rawNotificationId({ id: 12, type: 'bogus' })).toBe('12');
    expect(rawNotificationId(null)).toBeNull();
  });
});
