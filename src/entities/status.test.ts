import { normalizeStatus, normalizeStatuses } from './status';
import { normalizeAttachment, classifyAttachment } from './attachment';
import { normalizePoll } from './poll';
import { normalizeCard } from './card';
import { pleromaRepeat, pleromaStatus } from './fixtures/pleroma';
import { mastodonReblog, mastodonReply, mastodonStatus } from './fixtures/mastodon';

describe('normalizeStatus: Pleroma', () => {
  const { entity: s, users, statuses } = normalizeStatus(pleromaStatus);

  it('reads content, plain text and the author', () => {
    expect(s.id).toBe('AB12cd34EF');
    expect(s.type).toBe('status');
    expect(s.text).toBe('@frank hello :blobcat: #books');
    expect(s.raw_html).toContain('class="u-url mention"');
    expect(s.raw_html).toContain('<img class="emoji"');
    expect(s.raw_html).toContain('rel="tag nofollow noopener noreferrer"');
    expect(s.user).toBe('9zE8V7kQLJbQbXsGRs');
    expect(users.map((u) => u.id)).toEqual(['9zE8V7kQLJbQbXsGRs']);
    expect(statuses).toEqual([]);
  });

  it('reads the pleroma extension', () => {
    expect(s.is_local).toBe(true);
    expect(s.statusnet_conversation_id).toBe('345972');
    expect(s.thread_muted).toBe(true);
    expect(s.parent_visible).toBe(false);
    expect(s.summary).toBe('cw & stuff');
    expect(s.summary_raw_html).toBe('cw &amp; stuff');
    expect(s.in_reply_to_screen_name).toBe('frank@xn--bcher-kva.example');
    expect(s.in_reply_to_status_id).toBe('9zQ1');
    expect(s.emoji_reactions).toEqual([
      { name: '👍', count: 2, me: true, url: null, accounts: [] },
      { name: 'blobcat', count: 1, me: false, url: 'https://pleroma.example/emoji/blobcat.png', accounts: ['9zE8V7kQLJbQbXsGRs'] },
    ]);
  });

  it('reads counters, flags, tags, mentions, poll, attachments', () => {
    expect(s).toMatchObject({
      favorited: true, fave_num: 4, repeated: false, repeat_num: 3, bookmarked: true, replies_count: 2,
      visibility: 'public', nsfw: false, external_url: pleromaStatus.url, uri: pleromaStatus.uri,
    });
    expect(s.tags).toEqual([{ name: 'books', url: 'https://pleroma.example/tag/books' }]);
    expect(s.attentions).toEqual([{ id: 'A1b2C3d4E5', screen_name: 'frank@xn--bcher-kva.example', url: 'https://xn--bcher-kva.example/@frank', username: 'frank' }]);
    expect(s.poll?.choices).toEqual([1]);
    expect(s.poll?.options[0].title_html).toContain('class="emoji"');
    expect(s.attachments[0]).toMatchObject({ id: '1234', type: 'image', mimetype: 'image/jpeg', meta: { width: 800, height: 600 } });
    expect(s.application).toEqual({ name: 'Pleroma FE', website: null });
  });

  it('makes a repeat a retweet pointing at the inner status', () => {
    const n = normalizeStatus(pleromaRepeat);
    expect(n.entity.type).toBe('retweet');
    expect(n.entity.retweeted_status).toBe('AB12cd34EF');
    expect(n.entity.user).toBe('A1b2C3d4E5');
    expect(n.statuses.map((x) => x.id)).toEqual(['AB12cd34EF']);
    expect(n.users.map((u) => u.id)).toEqual(['A1b2C3d4E5', '9zE8V7kQLJbQbXsGRs']);
  });
});

describe('normalizeStatus: Mastodon', () => {
  const { entity: s } = normalizeStatus(mastodonStatus);

  it('works without a pleroma object', () => {
    expect(s.is_local).toBe(true); // author acct has no '@'
    expect(s.text).toBe('"I lost my inheritance with one wrong digit on my sort code"\n\nhttps://www.theguardian.com/money/2019/dec/07/i-lost-my-193000-inheritance');
    expect(s.raw_html).toContain('<span class="ellipsis">');
    expect(s.summary).toBe('politics <b>&');
    expect(s.summary_raw_html).toBe('politics &lt;b&gt;&amp;'); // plain text in Mastodon: escaped
    expect(s.nsfw).toBe(true);
    expect(s.visibility).toBe('unlisted');
    expect(s.pinned).toBe(true);
    expect(s.edited_at).toBe('2019-12-08T04:00:00.000Z');
    expect(s.language).toBe('en');
    expect(s.statusnet_conversation_id).toBeNull();
    expect(s.parent_visible).toBe(true);
    expect(s.emoji_reactions).toEqual([]);
    expect(s.card).toMatchObject({ provider_name: 'the Guardian' });
  });

  it('classifies gifv as video and audio by type, ids as strings', () => {
    expect(s.attachments.map((a) => [a.id, a.type, a.mimetype])).toEqual([
      ['22345792', 'video', 'video/*'],
      ['22345793', 'audio', 'audio/*'],
    ]);
    expect(s.attachments[0].meta).toEqual({ width: 640, height: 360, aspect: 640 / 360, duration: 5.43 });
    expect(s.attachments[1].thumb_url).toBeNull();
    expect(s.attachments[1].large_thumb_url).toBe(mastodonStatus.media_attachments[1].url);
  });

  it('finds the reply-to screen name in the mentions and stringifies numeric ids', () => {
    const r = normalizeStatus(mastodonReply).entity;
    expect(r.in_reply_to_user_id).toBe('4242');
    expect(r.in_reply_to_screen_name).toBe('alice@social.example');
    expect(r.is_local).toBe(false);
    expect(r.raw_html).toContain('party.png');
  });

  it('handles reblogs', () => {
    const n = normalizeStatus(mastodonReblog);
    expect(n.entity.type).toBe('retweet');
    expect(n.entity.retweeted_status).toBe(mastodonStatus.id);
    expect(n.statuses[0].id).toBe(mastodonStatus.id);
  });
});

describe('normalizeStatus(es): garbage', () => {
  it.each([null, 3, 'x', [], { reblog: 'x' }])('%s gives a valid empty status', (input) => {
    const n = normalizeStatus(input);
    expect(n.entity.id).toBe('');
    expect(n.entity.type).toBe('status');
    expect(n.entity.attachments).toEqual([]);
    expect(n.users).toEqual([]);
  });

  it('skips and logs bad list items', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const n = normalizeStatuses([pleromaStatus, null, 5, { content: 'no id' }, mastodonReblog]);
    expect(n.entity.map((s) => s.id)).toEqual(['AB12cd34EF', '103270115826049000']);
    expect(n.statuses).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(normalizeStatuses({ error: 'x' }).entity).toEqual([]);
    warn.mockRestore();
  });

  it('survives wrong-typed fields', () => {
    const s = normalizeStatus({
      id: 99, account: [], content: { x: 1 }, media_attachments: 'x', mentions: [null, { id: null }],
      visibility: 'weird', emojis: 'x', poll: { options: 'x' }, card: { url: 'javascript:alert(1)' }, pleroma: 'x',
    }).entity;
    expect(s.id).toBe('99');
    expect(s.user).toBe('');
    expect(s.visibility).toBe('public');
    expect(s.poll).toBeNull();
    expect(s.card).toBeNull();
    expect(s.attentions).toEqual([]);
  });

  it('maps Pleroma local/list scopes', () => {
    expect(normalizeStatus({ id: '1', visibility: 'local' }).entity.visibility).toBe('unlisted');
    expect(normalizeStatus({ id: '1', visibility: 'list' }).entity.visibility).toBe('private');
  });
});

describe('attachments', () => {
  it.each([
    ['image/png', undefined, 'image'],
    ['video/mp4', 'image', 'video'],
    ['audio/ogg', undefined, 'audio'],
    ['application/x-shockwave-flash', undefined, 'flash'],
    ['text/html', undefined, 'html'],
    ['', 'gifv', 'video'],
    ['', 'image', 'image'],
    ['', 'unknown', 'unknown'],
    ['application/pdf', undefined, 'unknown'],
  ] as const)('%s / %s → %s', (mime, type, expected) => {
    expect(classifyAttachment(mime, type)).toBe(expected);
  });

  it('is total', () => {
    expect(normalizeAttachment(null)).toMatchObject({ id: '', type: 'unknown', url: '', meta: null, oembed: null });
    expect(normalizeAttachment({ id: 5, url: 'data:image/png;base64,AA', type: 'image' })).toMatchObject({ id: '5', url: '', type: 'image' });
  });

  it('sanitizes oembed html', () => {
    const a = normalizeAttachment({ id: '1', type: 'unknown', oembed: { title: 't', html: '<p>x</p><script>1</script>' } });
    expect(a.oembed).toEqual({ title: 't', oembedHTML: '<p>x</p>' });
  });
});

describe('polls and cards', () => {
  it('computes expired from the expiry time', () => {
    const p = normalizePoll({ id: 1, options: [{ title: 'a', votes_count: null }], expires_at: '2000-01-01T00:00:00Z', expired: false });
    expect(p).toMatchObject({ id: '1', expired: true, voted: false, voters_count: null, choices: [] });
    expect(p?.options[0].votes_count).toBe(0);
    expect(normalizePoll(null)).toBeNull();
    expect(normalizePoll({ id: '1' })).toBeNull();
  });

  it('cards need an http url', () => {
    expect(normalizeCard({ url: 'https://a.example', image: 'javascript:x' })).toEqual({ url: 'https://a.example', image: null, title: '', description: '', provider_name: '' });
    expect(normalizeCard({ title: 'x' })).toBeNull();
    expect(normalizeCard([])).toBeNull();
  });
});
