import { postBody, type PostStatusParams } from './postStatus';

const base: PostStatusParams = {
  status: 'hi', spoilerText: '', visibility: 'public', sensitive: false, contentType: null, mediaIds: [], poll: null, inReplyToId: null,
};

describe('postBody: quotes', () => {
  it('sends Pleroma/Akkoma quote_id', () => {
    const body = postBody({ ...base, quote: { id: '42', api: 'pleroma' } });
    expect(body.quote_id).toBe('42');
    expect(body).not.toHaveProperty('quoted_status_id');
    expect(body).not.toHaveProperty('quote_approval_policy');
  });
  it('sends Mastodon 4.5 quoted_status_id with a quote approval policy that follows the visibility', () => {
    expect(postBody({ ...base, quote: { id: '42', api: 'mastodon' } })).toMatchObject({ quoted_status_id: '42', quote_approval_policy: 'public' });
    const priv = postBody({ ...base, visibility: 'private', quote: { id: '42', api: 'mastodon' } });
    expect(priv).toMatchObject({ quoted_status_id: '42', quote_approval_policy: 'nobody' });
    expect(priv).not.toHaveProperty('quote_id');
  });
  it('sends nothing about quotes without one', () => {
    const body = postBody(base);
    for (const k of ['quote_id', 'quoted_status_id', 'quote_approval_policy']) expect(body).not.toHaveProperty(k);
  });
});
