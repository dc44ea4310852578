import { normalizeUser } from './user';
import { normalizeRelationship } from './relationship';
import { pleromaAccount, pleromaRemoteAccount } from './fixtures/pleroma';
import { gotosocialAccount, mastodonAccount, mastodonRelationship, mastodonRemoteAccount } from './fixtures/mastodon';

describe('normalizeUser: Pleroma', () => {
  const u = normalizeUser(pleromaAccount);

  it('reads the Mastodon fields', () => {
    expect(u.id).toBe('9zE8V7kQLJbQbXsGRs');
    expect(u.screen_name).toBe('lain');
    expect(u.screen_name_ui).toBe('lain');
    expect(u.name).toBe('Lain :blobcat:');
    expect(u.name_html).toContain('<img class="emoji"');
    expect(u.friends_count).toBe(80);
    expect(u.followers_count).toBe(1200);
    expect(u.statuses_count).toBe(4321);
    expect(u.profile_image_url).toBe(pleromaAccount.avatar);
    expect(u.cover_photo).toBe(pleromaAccount.header);
    expect(u.statusnet_profile_url).toBe(pleromaAccount.url);
    expect(u.is_local).toBe(true);
  });

  it('sanitizes the bio once and keeps the raw source', () => {
    expect(u.description_html).not.toContain('script');
    expect(u.description_html).toContain('<b>everywhere</b>');
    expect(u.description_html).toContain('class="emoji"');
    expect(u.source).toEqual({
      display_name: 'Lain :blobcat:',
      note: 'I am **everywhere** :blobcat:',
      fields: [{ name: 'Website', value: 'https://lain.example' }],
      privacy: 'unlisted',
      no_rich_text: false,
      show_role: true,
      discoverable: true,
      allow_following_move: false,
    });
    expect(u.fields_html[0].value).toContain('target="_blank"');
    expect(u.fields_text).toEqual([{ name: 'Website', value: 'lain.example' }]);
  });

  it('reads the pleroma extension', () => {
    expect(u.role).toBe('admin');
    expect(u.rights).toEqual({ admin: true, moderator: true });
    expect(u.tags).toEqual(['mrf_tag:media-force-nsfw']);
    expect(u.token).toBe('SFMyNTY.g2gDbQ.chat');
    expect(u.background_image).toBe('https://pleroma.example/media/bg.jpg');
    expect(u.favicon).toBe('https://pleroma.example/favicon.png');
    expect(u.hide_followers).toBe(true);
    expect(u.follow_request_count).toBe(2);
    expect(u.unread_chat_count).toBe(1);
    expect(u.notification_settings).toEqual({ block_from_strangers: false, hide_notification_contents: false });
    expect(u.show_role).toBe(true);
    expect(u.discoverable).toBe(true);
    expect(u.credentials).toBe(true);
    expect(u.relationship).toBeNull(); // empty {} means none
  });

  it('decodes punycode domains for display and embeds the relationship', () => {
    const r = normalizeUser(pleromaRemoteAccount);
    expect(r.screen_name).toBe('frank@xn--bcher-kva.example');
    expect(r.screen_name_ui).toBe('frank@bücher.example');
    expect(r.is_local).toBe(false);
    expect(r.name).toBe('frank'); // empty display name falls back to the username
    expect(r.role).toBe('member');
    expect(r.relationship).toMatchObject({ id: 'A1b2C3d4E5', following: true, subscribing: true, locked: true });
    expect(r.credentials).toBe(false);
    expect(r.source).toBeNull();
    expect(r.cover_photo).toBe('');
  });
});

describe('normalizeUser: Mastodon and GoToSocial', () => {
  it('takes the role from Mastodon roles', () => {
    const u = normalizeUser(mastodonAccount);
    expect(u.role).toBe('admin');
    expect(u.rights.admin).toBe(true);
    expect(u.is_local).toBe(true);
    expect(u.source).toBeNull();
    expect(u.fields_html[0].value).toContain('class="invisible"');
    expect(u.fields_text[0].value).toBe('https://www.patreon.com/mastodon');
    expect(u.token).toBeNull();
    expect(u.discoverable).toBe(true);
  });

  it('turns numeric ids into strings and reads bot', () => {
    const u = normalizeUser(mastodonRemoteAccount);
    expect(u.id).toBe('4242');
    expect(typeof u.id).toBe('string');
    expect(u.bot).toBe(true);
    expect(u.emoji).toHaveLength(1);
    expect(u.name_html).toContain('party.png');
  });

  it('takes the role from GoToSocial role.name and source counts', () => {
    const u = normalizeUser(gotosocialAccount);
    expect(u.role).toBe('moderator');
    expect(u.rights).toEqual({ admin: false, moderator: true });
    expect(u.source).toMatchObject({ privacy: 'private', note: 'hey yo this is my profile!', fields: [] });
    expect(u.follow_request_count).toBe(1);
    expect(u.credentials).toBe(true);
  });
});

describe('normalizeUser: garbage', () => {
  it.each([null, undefined, 42, 'x', [], [1, 2], true])('%s gives a valid empty user', (input) => {
    const u = normalizeUser(input);
    expect(u.id).toBe('');
    expect(u.screen_name).toBe('');
    expect(u.role).toBe('member');
    expect(u.fields_html).toEqual([]);
    expect(u.source).toBeNull();
    expect(u.emoji).toEqual([]);
    expect(u.is_local).toBe(false);
    expect(u.relationship).toBeNull();
  });

  it('survives wrong-typed fields', () => {
    const u = normalizeUser({
      id: 7, acct: 5, display_name: { x: 1 }, note: ['<b>'], fields: 'nope', emojis: [null, 1, { shortcode: 'x' }],
      followers_count: '12', following_count: 'many', avatar: 'javascript:alert(1)', pleroma: [], source: 'x',
      roles: 'Admin',
    });
    expect(u.id).toBe('7');
    expect(u.followers_count).toBe(12);
    expect(u.friends_count).toBe(0);
    expect(u.profile_image_url).toBe('');
    expect(u.emoji).toEqual([]);
    expect(u.fields_html).toEqual([]);
    expect(u.credentials).toBe(false);
    expect(u.source).toBeNull();
  });
});

describe('normalizeRelationship', () => {
  it('maps Mastodon notifying to subscribing', () => {
    const r = normalizeRelationship(mastodonRelationship);
    expect(r).toMatchObject({ id: '1', following: true, followed_by: true, subscribing: true, showing_reblogs: false, note: 'met at FOSDEM', locked: false });
  });
  it('is total', () => {
    expect(normalizeRelationship(null)).toMatchObject({ id: '', following: false, showing_reblogs: true });
    expect(normalizeRelationship({ id: 12, following: 'yes' })).toMatchObject({ id: '12', following: false });
  });
});
