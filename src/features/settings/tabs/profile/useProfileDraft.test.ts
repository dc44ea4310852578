import type { SafeHtml } from '../../../../entities/types';
import { normalizeUser } from '../../../../entities/user';
import { makeSource, makeUser } from '../../../../store/testing';
import { bodyOf, draftOf } from './useProfileDraft';

// alice as verify_credentials gives her: rendered HTML beside the plain source values.
const credentials = {
  id: '1',
  username: 'alice',
  acct: 'alice',
  display_name: 'Alice :blobcat:',
  note: '<p>I post <a href="https://alice.example" rel="ugc">alice.example</a></p>',
  fields: [{ name: 'Website', value: '<a href="https://alice.example" rel="ugc">https://alice.example</a>' }],
  emojis: [{ shortcode: 'blobcat', url: 'https://x.example/b.png', static_url: 'https://x.example/b.png' }],
  source: {
    note: 'I post https://alice.example',
    privacy: 'unlisted',
    fields: [{ name: 'Website', value: 'https://alice.example' }],
    pleroma: { discoverable: false, show_role: false, no_rich_text: true },
  },
  pleroma: { allow_following_move: false, hide_followers: true },
};

describe('profile draft', () => {
  it('edits the plain source values, never the rendered HTML', () => {
    const draft = draftOf(normalizeUser(credentials));
    expect(draft.name).toBe('Alice :blobcat:');
    expect(draft.bio).toBe('I post https://alice.example');
    expect(draft.fields).toEqual([{ name: 'Website', value: 'https://alice.example' }]);
    expect(draft.scope).toBe('unlisted');
    expect(draft.flags).toMatchObject({ discoverable: false, show_role: false, no_rich_text: true, allow_following_move: false, hide_followers: true });
  });

  it('saves unchanged values exactly as the server sent them', () => {
    expect(bodyOf(draftOf(normalizeUser(credentials)))).toMatchObject({
      display_name: 'Alice :blobcat:',
      note: 'I post https://alice.example',
      fields_attributes: { 0: { name: 'Website', value: 'https://alice.example' } },
      default_scope: 'unlisted',
      discoverable: false,
      show_role: false,
      no_rich_text: true,
      allow_following_move: false,
    });
  });

  it('keeps an empty stored display name empty (Mastodon)', () => {
    const user = makeUser({ name: 'alice', credentials: true, source: makeSource({ display_name: '' }) });
    expect(draftOf(user).name).toBe('');
  });

  it('falls back to the plain text of the rendered values when the server sends no source', () => {
    const user = makeUser({
      name: 'Alice',
      description_html: '<p>hi <b>there</b></p>' as SafeHtml,
      fields_text: [{ name: 'Website', value: 'alice.example' }],
    });
    expect(draftOf(user)).toMatchObject({ name: 'Alice', bio: 'hi there', fields: [{ name: 'Website', value: 'alice.example' }] });
  });
});
