import { SHARE_TARGET } from './shareTarget';

describe('the manifest share target', () => {
  it('takes text, links and images: a multipart POST with image files (Chromium takes files no other way)', () => {
    expect(SHARE_TARGET).toEqual({
      action: '/share',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: { title: 'title', text: 'text', url: 'url', files: [{ name: 'media', accept: ['image/*'] }] },
    });
  });
});
