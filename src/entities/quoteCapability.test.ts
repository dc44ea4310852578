import { applyInstanceInfo, applyNodeinfo, defaultInstanceSettings } from './instanceBuilders';
import { pleromaInstance } from './fixtures/pleroma';
import { mastodonInstanceV1 } from './fixtures/mastodon';

describe('quotePosting: which servers quote, and with which parameter', () => {
  const base = defaultInstanceSettings();
  const nodeinfo = (name: string, features: string[]) => ({ software: { name, version: '2.7.0' }, metadata: { features } });
  it('is Pleroma and Akkoma when nodeinfo or the instance lists quote_posting', () => {
    expect(base.quotePosting).toBeNull();
    expect(applyNodeinfo(base, nodeinfo('pleroma', ['pleroma_api', 'quote_posting'])).quotePosting).toBe('pleroma');
    expect(applyNodeinfo(base, nodeinfo('akkoma', ['quote_posting'])).quotePosting).toBe('pleroma');
    expect(applyNodeinfo(base, nodeinfo('pleroma', ['pleroma_api'])).quotePosting).toBeNull();
    const meta = { ...pleromaInstance, pleroma: { ...pleromaInstance.pleroma, metadata: { ...pleromaInstance.pleroma.metadata, features: ['quote_posting'] } } };
    expect(applyInstanceInfo(base, meta).quotePosting).toBe('pleroma');
  });
  it('is Mastodon from 4.5 on, by its version', () => {
    expect(applyInstanceInfo(base, { ...mastodonInstanceV1, version: '4.5.0' }).quotePosting).toBe('mastodon');
    expect(applyInstanceInfo(base, { ...mastodonInstanceV1, version: '4.4.3' }).quotePosting).toBeNull();
    expect(applyInstanceInfo(base, { ...mastodonInstanceV1, version: '2.7.2 (compatible; Akkoma 3.13.2)' }).quotePosting).toBeNull();
  });
  it('is never GoToSocial 0.19', () => {
    expect(applyInstanceInfo(base, { title: 'GoToSocial', uri: 'gts.example', version: '0.19.2+git-abc' }).quotePosting).toBeNull();
    expect(applyNodeinfo(base, nodeinfo('gotosocial', [])).quotePosting).toBeNull();
  });
});
