import { describe, expect, it } from 'vitest';
import { defaultInstanceSettings } from './instanceBuilders';
import { settleCapabilities } from './instanceFeatures';

describe('featured hashtags capability', () => {
  it('is offered on servers without Pleroma extensions (Mastodon, GoToSocial), never on Pleroma', () => {
    const base = defaultInstanceSettings();
    expect(base.featuredTagsAvailable).toBe(false);
    expect(settleCapabilities({ ...base, pleromaBackend: false }).featuredTagsAvailable).toBe(true);
    expect(settleCapabilities({ ...base, pleromaBackend: true }).featuredTagsAvailable).toBe(false);
  });
});
