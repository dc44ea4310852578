import { describe, expect, it } from 'vitest';
import type { User } from '../../entities/types';
import { moderationItems } from './moderationItems';

const user = (over: Partial<User>): User => ({ is_local: true, rights: { admin: false, moderator: false }, tags: [], deactivated: false, ...over }) as User;

describe('moderationItems', () => {
  it('offers rights, activation and delete for a local user; tags only with TagPolicy', () => {
    expect(moderationItems(user({}), false).map((i) => i.labelKey)).toEqual(['grant_admin', 'grant_moderator', 'deactivate_account', 'delete_account']);
    const withTags = moderationItems(user({ tags: ['mrf_tag:sandbox'] }), true);
    expect(withTags).toHaveLength(11);
    expect(withTags.find((i) => i.key === 'sandbox')).toMatchObject({ checked: true, action: { kind: 'tag', tag: 'mrf_tag:sandbox', add: false } });
  });

  it('reads current rights and activation', () => {
    const items = moderationItems(user({ rights: { admin: true, moderator: true }, deactivated: true }), false);
    expect(items.map((i) => i.labelKey)).toEqual(['revoke_admin', 'revoke_moderator', 'activate_account', 'delete_account']);
  });

  it('gives remote users no rights and no local-only tags', () => {
    const keys = moderationItems(user({ is_local: false }), true).map((i) => i.key);
    expect(keys).not.toContain('admin');
    expect(keys).not.toContain('quarantine');
    expect(keys).toContain('sandbox');
  });
});
