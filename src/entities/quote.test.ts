import { describe, expect, it } from 'vitest';
import { normalizeStatus } from './status';
import { canOfferQuote } from './quote';

const account = (id: string) => ({ id, acct: id, username: id, display_name: id, url: `https://x.example/@${id}` });
const quoted = { id: 'q1', content: '<p>the original</p>', account: account('bob'), url: 'https://x.example/@bob/q1', media_attachments: [] };
const post = (extra: Record<string, unknown>) => ({ id: 's1', content: '<p>look at this</p>', account: account('alice'), ...extra });

describe('quotes in the three shapes servers send', () => {
  it("reads Pleroma's pleroma.quote, Akkoma's top-level quote and Mastodon's Quote object as one thing", () => {
    const shapes = [
      post({ pleroma: { quote: quoted, quote_id: 'q1', quote_url: 'https://x.example/@bob/q1', quote_visible: true } }),
      post({ quote: quoted, quote_id: 'q1' }),
      post({ quote: { state: 'accepted', quoted_status: quoted } }),
    ];
    for (const raw of shapes) {
      const n = normalizeStatus(raw);
      expect(n.entity.quote).toEqual({ state: 'accepted', statusId: 'q1', url: 'https://x.example/@bob/q1' });
      expect(n.statuses.map((s) => s.id)).toEqual(['q1']);
      expect(n.statuses[0].text).toBe('the original');
      expect(n.users.map((u) => u.id).sort()).toEqual(['alice', 'bob']);
    }
  });

  it('says why a quote cannot be shown instead of dropping it', () => {
    const hidden = normalizeStatus(post({ pleroma: { quote: null, quote_id: 'q1', quote_url: 'https://x.example/q1', quote_visible: false } }));
    expect(hidden.entity.quote).toEqual({ state: 'unauthorized', statusId: 'q1', url: 'https://x.example/q1' });
    const gone = normalizeStatus(post({ pleroma: { quote: null, quote_id: 'q1', quote_visible: true } }));
    expect(gone.entity.quote?.state).toBe('deleted');
    for (const state of ['pending', 'rejected', 'revoked', 'deleted', 'unauthorized']) {
      const m = normalizeStatus(post({ quote: { state, quoted_status: null } }));
      expect(m.entity.quote?.state).toBe(state);
      expect(m.statuses).toEqual([]);
    }
    // A state this client does not know, or an accepted quote sent without its post.
    expect(normalizeStatus(post({ quote: { state: 'weird' } })).entity.quote?.state).toBe('unavailable');
    expect(normalizeStatus(post({ quote: { state: 'accepted', quoted_status: null } })).entity.quote?.state).toBe('unavailable');
    // A pending quote never shows the post, even if sent.
    expect(normalizeStatus(post({ quote: { state: 'pending', quoted_status: quoted } })).statuses).toEqual([]);
  });

  it('shows one level: the quoted post keeps its own quote as a reference only', () => {
    const inner = { ...quoted, quote: { state: 'accepted', quoted_status_id: 'q0' } };
    const n = normalizeStatus(post({ quote: { state: 'accepted', quoted_status: inner } }));
    expect(n.statuses.map((s) => s.id)).toEqual(['q1']);
    expect(n.statuses[0].quote).toEqual({ state: 'unavailable', statusId: 'q0', url: null });
    const akkoma = normalizeStatus(post({ quote: { ...quoted, quote: { ...quoted, id: 'q0' } } }));
    expect(akkoma.statuses.map((s) => s.id)).toEqual(['q1']);
    expect(akkoma.statuses[0].quote).toMatchObject({ statusId: 'q0' });
  });

  it('has no quote when none of the shapes is there', () => {
    expect(normalizeStatus(post({})).entity.quote).toBeNull();
    expect(normalizeStatus(post({ quote: null, pleroma: { quote: null } })).entity.quote).toBeNull();
  });
});

describe('who may be offered to quote a post', () => {
  const raw = (extra: Record<string, unknown>) => ({ id: '1', content: 'x', account: { id: 'a', acct: 'a' }, visibility: 'public', ...extra });
  it('offers public and unlisted posts, never private ones or DMs', () => {
    expect(canOfferQuote(normalizeStatus(raw({})).entity)).toBe(true);
    expect(canOfferQuote(normalizeStatus(raw({ visibility: 'unlisted' })).entity)).toBe(true);
    expect(canOfferQuote(normalizeStatus(raw({ visibility: 'private' })).entity)).toBe(false);
    expect(canOfferQuote(normalizeStatus(raw({ visibility: 'direct' })).entity)).toBe(false);
  });
  it("does not offer what Mastodon's quote approval denies the reader", () => {
    const denied = normalizeStatus(raw({ quote_approval: { automatic: [], manual: [], current_user: 'denied' } })).entity;
    expect(denied.quotable).toBe(false);
    expect(canOfferQuote(denied)).toBe(false);
    expect(canOfferQuote(normalizeStatus(raw({ quote_approval: { automatic: ['public'], manual: [], current_user: 'automatic' } })).entity)).toBe(true);
  });
});
