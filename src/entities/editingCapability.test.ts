import { describe, expect, it } from 'vitest';
import { editingOf } from './editingCapability';
import { applyNodeinfo } from './nodeinfo';
import { defaultInstanceSettings } from './instanceBuilders';
import { settleCapabilities } from './instanceFeatures';

describe('editingOf', () => {
  it('follows the software and version that edit', () => {
    expect(editingOf('pleroma', '2.4.5', false)).toBe(false);
    expect(editingOf('pleroma', '2.5.0', false)).toBe(true);
    expect(editingOf('pleroma', '2.7.0-starling', false)).toBe(true);
    expect(editingOf('akkoma', '3.13.2', false)).toBe(true);
    expect(editingOf('mastodon', '3.4.6', false)).toBe(false);
    expect(editingOf('mastodon', '3.5.0', false)).toBe(true);
    expect(editingOf('mastodon', '4.3.0', false)).toBe(true);
    expect(editingOf('gotosocial', '0.17.3', false)).toBe(false);
    expect(editingOf('gotosocial', '0.19.2 git-abc', false)).toBe(true);
    expect(editingOf('misskey', '13.0.0', false)).toBe(false);
    expect(editingOf('', '', true)).toBe(true);
  });

  it('is settled into the capability table from nodeinfo', () => {
    const base = defaultInstanceSettings();
    expect(base.editing).toBe(false);
    const old = settleCapabilities(applyNodeinfo(base, { software: { name: 'pleroma', version: '2.4.0' }, metadata: { features: [] } }));
    expect(old.editing).toBe(false);
    const said = settleCapabilities(applyNodeinfo(base, { software: { name: 'pleroma', version: '2.4.0' }, metadata: { features: ['editing'] } }));
    expect(said.editing).toBe(true);
    const gts = settleCapabilities(applyNodeinfo(base, { software: { name: 'gotosocial', version: '0.19.2' }, metadata: {} }));
    expect(gts.editing).toBe(true);
  });
});
