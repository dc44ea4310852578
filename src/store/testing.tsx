// Test helpers (imported by *.test files only): entity fixtures and rendering with a store,
// a router and English strings.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { ProfileSource, SafeHtml, Status, User } from '../entities/types';
import { initI18n } from '../i18n';
import { makeStore, type AppStore, type RootState } from './index';

const html = (s: string) => s as SafeHtml;

export function makeUser(over: Partial<User> = {}): User {
  const id = over.id ?? '1';
  const screen = over.screen_name ?? `user${id}`;
  return {
    id,
    screen_name: screen,
    screen_name_ui: screen,
    name: `User ${id}`,
    name_html: html(`User ${id}`),
    description_html: html(''),
    fields_html: [],
    fields_text: [],
    emoji: [],
    favicon: null,
    profile_image_url: `/avatars/${id}.png`,
    profile_image_url_original: `/avatars/${id}.png`,
    cover_photo: '',
    background_image: null,
    statusnet_profile_url: `https://example.test/users/${screen}`,
    friends_count: 0,
    followers_count: 0,
    statuses_count: 0,
    created_at: '2024-01-01T00:00:00.000Z',
    locked: false,
    bot: false,
    is_local: true,
    role: 'member',
    rights: { moderator: false, admin: false },
    tags: [],
    deactivated: false,
    show_role: true,
    discoverable: true,
    hide_follows: false,
    hide_followers: false,
    hide_follows_count: false,
    hide_followers_count: false,
    follow_request_count: 0,
    notification_settings: null,
    unread_chat_count: 0,
    token: null,
    relationship: null,
    credentials: false,
    source: null,
    ...over,
    // A name given without its HTML renders as itself (names render from name_html).
    ...(over.name !== undefined && over.name_html === undefined ? { name_html: html(escapeText(over.name)) } : {}),
  };
}

/** The owner's source values (what verify_credentials sends as `source`). */
export function makeSource(over: Partial<ProfileSource> = {}): ProfileSource {
  return {
    display_name: '',
    note: '',
    fields: [],
    privacy: 'public',
    no_rich_text: false,
    show_role: true,
    discoverable: true,
    allow_following_move: true,
    ...over,
  };
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function makeStatus(over: Partial<Status> = {}): Status {
  const id = over.id ?? '100';
  const text = over.text ?? `Status ${id}`;
  return {
    id,
    type: 'status',
    text,
    raw_html: html(`<p>${text}</p>`),
    summary: '',
    summary_raw_html: html(''),
    nsfw: false,
    visibility: 'public',
    favorited: false,
    fave_num: 0,
    repeated: false,
    repeat_num: 0,
    bookmarked: false,
    pinned: false,
    muted: false,
    thread_muted: false,
    replies_count: 0,
    in_reply_to_status_id: null,
    in_reply_to_user_id: null,
    in_reply_to_screen_name: null,
    statusnet_conversation_id: null,
    is_local: true,
    emoji_reactions: [],
    emojis: [],
    tags: [],
    poll: null,
    card: null,
    external_url: `https://example.test/notice/${id}`,
    uri: `https://example.test/objects/${id}`,
    user: '1',
    attentions: [],
    attachments: [],
    retweeted_status: null,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    edited_at: null,
    parent_visible: true,
    deleted: false,
    content_type: null,
    language: null,
    application: null,
    quote: null,
    ...over,
  };
}

/** Renders inside store + memory router with English loaded. */
export async function renderWithStore(
  ui: ReactElement,
  { store = makeStore(), path = '/' }: { store?: AppStore; path?: string; preloaded?: Partial<RootState> } = {},
) {
  await initI18n('en');
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
}

/** A status as the server's JSON has it (a streamed `update` payload), by bob. */
export const rawStatusJson = (id: string, content = `<p>post ${id}</p>`) => ({
  id,
  content,
  created_at: '2024-01-01T00:00:00.000Z',
  visibility: 'public',
  account: { id: '7', username: 'bob', acct: 'bob', display_name: 'Bob' },
  media_attachments: [],
  mentions: [],
  tags: [],
  emojis: [],
});
