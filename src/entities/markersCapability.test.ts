import { describe, expect, it } from 'vitest';
import { defaultInstanceSettings } from './instanceBuilders';
import { markersOf, settleCapabilities } from './instanceFeatures';

describe('markers capability', () => {
  it('names the timelines whose read marker the server keeps', () => {
    // Pleroma's and Akkoma's Marker module keeps only notifications; a home marker is dropped.
    expect(markersOf('pleroma', '2.7.0', true)).toEqual(['notifications']);
    expect(markersOf('akkoma', '3.13.2', true)).toEqual(['notifications']);
    expect(markersOf('mastodon', '4.3.0', false)).toEqual(['home', 'notifications']);
    expect(markersOf('mastodon', '3.0.0', false)).toEqual(['home', 'notifications']);
    expect(markersOf('mastodon', '2.9.3', false)).toEqual([]);
    expect(markersOf('gotosocial', '0.19.2+git-abc', false)).toEqual(['home', 'notifications']);
    expect(markersOf('gotosocial', '0.9.0', false)).toEqual([]);
    expect(markersOf('misskey', '2024.1', false)).toEqual([]);
  });

  it('is settled with the rest of the table', () => {
    const base = defaultInstanceSettings();
    expect(base.markers).toEqual([]);
    expect(settleCapabilities({ ...base, softwareName: 'gotosocial', backendVersion: '0.19.2', pleromaBackend: false }).markers).toEqual(['home', 'notifications']);
    expect(settleCapabilities({ ...base, softwareName: 'pleroma', backendVersion: '2.7.0', pleromaBackend: true }).markers).toEqual(['notifications']);
  });
});
