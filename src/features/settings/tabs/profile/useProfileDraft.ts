// The profile form's draft, started from the owner's source values (never the rendered HTML the
// server makes from them), and the JSON body it saves as: a save without changes changes nothing.
import { useState } from 'react';
import { htmlToText } from '../../../../entities/html';
import type { ProfileSource, User, Visibility } from '../../../../entities/types';
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

/** Flags only the owner's `source` knows; the rest are in every view of the account. */
const SOURCE_FLAGS = ['discoverable', 'show_role', 'no_rich_text', 'allow_following_move'] as const;
type SourceFlag = (typeof SOURCE_FLAGS)[number];
const isSourceFlag = (f: ProfileFlag): f is SourceFlag => (SOURCE_FLAGS as readonly string[]).includes(f);

export interface ProfileDraft {
  name: string;
  bio: string;
  fields: FieldDraft[];
  scope: Visibility;
  flags: Record<ProfileFlag, boolean>;
}

/** Without a source (a server that sends none) the plain text of the rendered values is the best guess. */
function fallbackSource(user: User): ProfileSource {
  return {
    display_name: user.name,
    note: htmlToText(user.description_html),
    fields: user.fields_text,
    privacy: 'public',
    no_rich_text: false,
    show_role: user.show_role,
    discoverable: user.discoverable,
    allow_following_move: true,
  };
}

export function draftOf(user: User): ProfileDraft {
  const source = user.source ?? fallbackSource(user);
  return {
    name: source.display_name,
    bio: source.note,
    fields: source.fields.map((f) => ({ name: f.name, value: f.value })),
    scope: source.privacy,
    flags: Object.fromEntries(PROFILE_FLAGS.map((f) => [f, isSourceFlag(f) ? source[f] : user[f]])) as Record<ProfileFlag, boolean>,
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
