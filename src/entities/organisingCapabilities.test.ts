// The capability table's answers for organising: bookmark folders from Pleroma 2.8's feature
// string; announcements on Pleroma, Akkoma and Mastodon, not on GoToSocial.
import { describe, expect, it } from 'vitest';
import { applyNodeinfo, defaultInstanceSettings } from './instanceBuilders';

const nodeinfo = (name: string, features: string[] = []) => ({ software: { name, version: '1' }, metadata: { features } });

describe('bookmark folders and announcements in the capability table', () => {
  it('offers bookmark folders only where nodeinfo lists pleroma:bookmark_folders', () => {
    expect(applyNodeinfo(defaultInstanceSettings(), nodeinfo('pleroma', ['pleroma_api', 'pleroma:bookmark_folders'])).bookmarkFoldersAvailable).toBe(true);
    expect(applyNodeinfo(defaultInstanceSettings(), nodeinfo('pleroma', ['pleroma_api'])).bookmarkFoldersAvailable).toBe(false);
    expect(applyNodeinfo(defaultInstanceSettings(), nodeinfo('akkoma')).bookmarkFoldersAvailable).toBe(false);
    expect(defaultInstanceSettings().bookmarkFoldersAvailable).toBe(false);
  });

  it('offers announcements on Pleroma, Akkoma and Mastodon, not GoToSocial', () => {
    for (const name of ['pleroma', 'akkoma', 'mastodon']) {
      expect(applyNodeinfo(defaultInstanceSettings(), nodeinfo(name)).announcementsAvailable, name).toBe(true);
    }
    expect(applyNodeinfo(defaultInstanceSettings(), nodeinfo('gotosocial')).announcementsAvailable).toBe(false);
  });
});
