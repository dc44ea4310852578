// The profile form's draft, started from the signed-in user, and the JSON body it saves as.
import { useState } from 'react';
import type { User, Visibility } from '../../../../entities/types';
import type { FieldDraft } from './ProfileFields';

export const PROFILE_FLAGS = [
  'locked',
  'bot',
  'discoverable',
  'hide_follows',
  'hide_followers',
  'hide_follows_count',
  'hide_followers_count',
  'show_role',
  'no_rich_text',
  'allow_following_move',
] as const;

export type ProfileFlag = (typeof PROFILE_FLAGS)[number];

export interface ProfileDraft {
  name: string;
  bio: string;
  fields: FieldDraft[];
  scope: Visibility;
  flags: Record<ProfileFlag, boolean>;
}

export function draftOf(user: User): ProfileDraft {
  return {
    name: user.name,
    bio: user.description,
    fields: user.fields.map((f) => ({ name: f.name, value: f.value })),
    scope: user.default_scope,
    flags: Object.fromEntries(PROFILE_FLAGS.map((f) => [f, Boolean(user[f])])) as Record<ProfileFlag, boolean>,
  };
}

export function bodyOf(draft: ProfileDraft): Record<string, unknown> {
  return {
    display_name: draft.name,
    note: draft.bio,
    // An empty list clears the fields; Pleroma reads the index map form.
    fields_attributes: Object.fromEntries(draft.fields.filter((f) => f.name.trim() || f.value.trim()).map((f, i) => [String(i), f])),
    default_scope: draft.scope,
    ...draft.flags,
  };
}

export function useProfileDraft(user: User) {
  return useState<ProfileDraft>(() => draftOf(user));
}
