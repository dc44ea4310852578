import { describe, expect, it } from 'vitest';
import { normalizeScheduledStatus, normalizeScheduledStatuses } from './scheduledStatus';

describe('normalizeScheduledStatus', () => {
  it("reads Pleroma's shape (string poll values, media) and Mastodon's", () => {
    const pleroma = normalizeScheduledStatus({
      id: '7',
      scheduled_at: '2030-01-02T03:04:05.000Z',
      params: { text: 'hi <b>', spoiler_text: 'cw', visibility: 'unlisted', sensitive: 'true', poll: { options: ['a', 'b'], expires_in: '3600', multiple: 'true' } },
      media_attachments: [{ id: '9', type: 'image', url: 'https://x.example/a.png', preview_url: 'https://x.example/a.png' }],
    });
    expect(pleroma).toMatchObject({
      id: '7', scheduledAt: '2030-01-02T03:04:05.000Z', text: 'hi <b>', subject: 'cw', visibility: 'unlisted', sensitive: true,
      poll: { options: ['a', 'b'], multiple: true, expiresIn: 3600 },
    });
    expect(pleroma!.media.map((m) => m.id)).toEqual(['9']);
    const mastodon = normalizeScheduledStatus({ id: 3221, scheduled_at: '2019-12-05T12:33:01.000Z', params: { text: 'test content', poll: null, visibility: null, media_ids: null }, media_attachments: [] });
    expect(mastodon).toMatchObject({ id: '3221', text: 'test content', visibility: null, poll: null, media: [], sensitive: false });
  });

  it('never throws, and drops what has no id', () => {
    expect(normalizeScheduledStatus(null)).toBeNull();
    expect(normalizeScheduledStatus({ id: '1', scheduled_at: 'soon', params: 'x' })).toMatchObject({ scheduledAt: '', text: '' });
    expect(normalizeScheduledStatuses([{ id: '1' }, 'junk', { params: {} }]).map((s) => s.id)).toEqual(['1']);
  });
});
