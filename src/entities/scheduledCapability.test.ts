// Scheduled posts in the capability table: Pleroma, Akkoma and Mastodon schedule;
// GoToSocial 0.19 does not.
import { describe, expect, it } from 'vitest';
import { applyNodeinfo, defaultInstanceSettings } from './instanceBuilders';

const nodeinfo = (name: string, features: string[] = []) => ({ software: { name, version: '1' }, metadata: { features } });

describe('scheduledPostsAvailable', () => {
  it('is true on Pleroma, Akkoma and Mastodon, false on GoToSocial and before nodeinfo', () => {
    for (const name of ['pleroma', 'akkoma', 'mastodon']) {
      expect(applyNodeinfo(defaultInstanceSettings(), nodeinfo(name)).scheduledPostsAvailable, name).toBe(true);
    }
    expect(applyNodeinfo(defaultInstanceSettings(), nodeinfo('gotosocial')).scheduledPostsAvailable).toBe(false);
    expect(defaultInstanceSettings().scheduledPostsAvailable).toBe(false);
  });
});
