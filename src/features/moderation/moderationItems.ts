// Which moderation entries a profile offers: rights for local users, activation, delete,
// and the tag-policy toggles when the instance reports TagPolicy (three of them local users only).
import type { User } from '../../entities/types';

export type ModerationAction =
  | { kind: 'right'; group: 'admin' | 'moderator'; grant: boolean }
  | { kind: 'activation'; active: boolean }
  | { kind: 'delete' }
  | { kind: 'tag'; tag: string; add: boolean };

export interface ModerationItem {
  key: string;
  /** i18n key under `moderation.` */
  labelKey: string;
  action: ModerationAction;
  /** Tag toggles: whether the tag is set now (a checkable menu item). */
  checked?: boolean;
}

const TAGS: { tag: string; key: string; localOnly: boolean }[] = [
  { tag: 'mrf_tag:media-force-nsfw', key: 'force_nsfw', localOnly: false },
  { tag: 'mrf_tag:media-strip', key: 'strip_media', localOnly: false },
  { tag: 'mrf_tag:force-unlisted', key: 'force_unlisted', localOnly: false },
  { tag: 'mrf_tag:sandbox', key: 'sandbox', localOnly: false },
  { tag: 'mrf_tag:disable-remote-subscription', key: 'disable_remote_subscription', localOnly: true },
  { tag: 'mrf_tag:disable-any-subscription', key: 'disable_any_subscription', localOnly: true },
  { tag: 'mrf_tag:quarantine', key: 'quarantine', localOnly: true },
];

export function moderationItems(user: User, tagPolicyAvailable: boolean): ModerationItem[] {
  const items: ModerationItem[] = [];
  if (user.is_local) {
    const admin = user.rights.admin;
    const moderator = user.rights.moderator;
    items.push({ key: 'admin', labelKey: admin ? 'revoke_admin' : 'grant_admin', action: { kind: 'right', group: 'admin', grant: !admin } });
    items.push({ key: 'moderator', labelKey: moderator ? 'revoke_moderator' : 'grant_moderator', action: { kind: 'right', group: 'moderator', grant: !moderator } });
  }
  items.push({
    key: 'activation',
    labelKey: user.deactivated ? 'activate_account' : 'deactivate_account',
    action: { kind: 'activation', active: user.deactivated },
  });
  items.push({ key: 'delete', labelKey: 'delete_account', action: { kind: 'delete' } });
  if (tagPolicyAvailable) {
    for (const t of TAGS) {
      if (t.localOnly && !user.is_local) continue;
      const on = user.tags.includes(t.tag);
      items.push({ key: t.key, labelKey: t.key, checked: on, action: { kind: 'tag', tag: t.tag, add: !on } });
    }
  }
  return items;
}
