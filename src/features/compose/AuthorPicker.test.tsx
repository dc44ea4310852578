import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../store';
import type { Attachment } from '../../entities/types';
import { accountKey, ACCOUNTS_KEY, type StoredAccount } from '../../store/accounts';
import { draftUpdated, injectDrafts } from '../../store/draftsSlice';
import { PERSIST_KEY } from '../../store/persistence';
import { makeStatus, makeUser, renderWithStore } from '../../store/testing';
import { entitiesReceived } from '../../store/actions';
import { setCurrentUser } from '../../store/authSlice';
import { ComposeGate } from './ComposeGate';
import { PostStatusForm } from './PostStatusForm';

const here = window.location.origin;
const alice: StoredAccount = { origin: here, app: null, token: 'alice-token', id: '1', acct: 'alice@here', avatar: '' };
const bob: StoredAccount = { origin: here, app: null, token: 'bob-token', id: '2', acct: 'bob@here', avatar: '' };
const carol: StoredAccount = { origin: 'https://two.example', app: null, token: 'carol-token', id: '3', acct: 'carol@two.example', avatar: '' };
const image: Attachment = {
  id: 'm1', type: 'image', mimetype: 'image/png', url: '/m1.png', large_thumb_url: '/m1.png', thumb_url: '/m1.png',
  description: 'a cat', meta: null, oembed: null, blurhash: null,
};

function keep(accounts: StoredAccount[]) {
  localStorage.setItem(ACCOUNTS_KEY, JSON.stringify({ version: 1, accounts }));
  localStorage.setItem(PERSIST_KEY, JSON.stringify({ oauth: { userToken: 'alice-token' } }));
}

const ui = () => (
  <ComposeGate>
    <PostStatusForm draftKey="new" label="New post" />
  </ComposeGate>
);

function acceptPosts() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    new Response(JSON.stringify({ id: '9', content: 'hi', account: { id: '2', acct: 'bob', username: 'bob' } }), { status: 200, headers: { 'content-type': 'application/json' } }));
}

describe('the "Post as" picker', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('is not there with one account kept', async () => {
    keep([alice]);
    await renderWithStore(ui(), { store: makeStore() });
    await screen.findByLabelText('Post text');
    expect(screen.queryByRole('group', { name: 'Post as' })).toBeNull();
  });

  it('switches the author keeping the text, and posts as the chosen account', async () => {
    keep([alice, bob]);
    const fetchMock = acceptPosts();
    await renderWithStore(ui(), { store: makeStore() });
    fireEvent.change(await screen.findByLabelText('Post text'), { target: { value: 'hello as bob' } });
    const group = await screen.findByRole('group', { name: 'Post as' });
    expect((screen.getByRole('radio', { name: '@alice@here' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '@bob@here' }));
    expect((screen.getByRole('radio', { name: '@bob@here' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Post text') as HTMLTextAreaElement).value).toBe('hello as bob');
    expect(group).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect((screen.getByLabelText('Post text') as HTMLTextAreaElement).value).toBe(''));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer bob-token');
    expect(JSON.parse(String(init?.body))).toMatchObject({ status: 'hello as bob' });
    // The active account stays the author of the next post.
    expect((screen.getByRole('radio', { name: '@alice@here' }) as HTMLInputElement).checked).toBe(true);
  });

  it('is locked to the active account while media are attached, saying why', async () => {
    keep([alice, bob]);
    const store = makeStore();
    injectDrafts(store);
    store.dispatch(draftUpdated({ key: 'new', patch: { text: 'look', subject: '', files: [image] } }));
    await renderWithStore(ui(), { store });
    const group = (await screen.findByRole('group', { name: 'Post as' })) as HTMLFieldSetElement;
    expect(group.disabled).toBe(true);
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/only the active account can post/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: '@alice@here' }) as HTMLInputElement).checked).toBe(true);
  });

  it('starts as the preset author ("Reply as…"), and keeps the text when the post cannot be found there', async () => {
    keep([alice, bob, carol]);
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      new Response(JSON.stringify({ statuses: [] }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const replyTo = makeStatus({ id: '5', uri: `${here}/objects/5` });
    await renderWithStore(
      <ComposeGate>
        <PostStatusForm draftKey="reply:5" replyTo={replyTo} author={accountKey(carol)} label="Reply" />
      </ComposeGate>,
      { store: makeStore() },
    );
    expect((await screen.findByRole('radio', { name: '@carol@two.example' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Post text'), { target: { value: 'as carol' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That instance cannot find this post');
    expect((screen.getByLabelText('Post text') as HTMLTextAreaElement).value).toBe('as carol');
    expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'POST')).toEqual([]);
  });

  it('a reply as another account mentions the active account too, when its post is replied to', async () => {
    keep([alice, carol]);
    const store = makeStore();
    store.dispatch(entitiesReceived({ users: [makeUser({ id: '1', screen_name: 'alice' })] }));
    store.dispatch(setCurrentUser('1'));
    const replyTo = makeStatus({ id: '6', user: '1' });
    await renderWithStore(
      <ComposeGate>
        <PostStatusForm draftKey="reply:6" replyTo={replyTo} author={accountKey(carol)} label="Reply" />
      </ComposeGate>,
      { store },
    );
    expect((await screen.findByLabelText('Post text') as HTMLTextAreaElement).value).toBe('@alice ');
  });
});
