import { applyInstanceInfo, defaultInstanceSettings } from './instanceBuilders';
import { pleromaInstance } from './fixtures/pleroma';
import { mastodonInstanceV1 } from './fixtures/mastodon';

describe('groupedNotifications: who is asked for /api/v2/notifications', () => {
  const base = defaultInstanceSettings();
  it('is Mastodon from 4.3 on, by its version', () => {
    expect(base.groupedNotifications).toBe(false);
    expect(applyInstanceInfo(base, { ...mastodonInstanceV1, version: '4.3.0' }).groupedNotifications).toBe(true);
    expect(applyInstanceInfo(base, { ...mastodonInstanceV1, version: '4.2.9' }).groupedNotifications).toBe(false);
  });
  it('is never Pleroma, Akkoma or GoToSocial (grouped in the client there)', () => {
    expect(applyInstanceInfo(base, pleromaInstance).groupedNotifications).toBe(false);
    expect(applyInstanceInfo(base, { ...mastodonInstanceV1, version: '2.7.2 (compatible; Akkoma 3.13.2)' }).groupedNotifications).toBe(false);
    expect(applyInstanceInfo(base, { title: 'GoToSocial', uri: 'gts.example', version: '0.19.2+git-abc' }).groupedNotifications).toBe(false);
  });
});
