import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Attachment, SafeHtml } from '../../entities/types';
import { makeStore } from '../../store';
import { entitiesReceived } from '../../store/actions';
import { setOption } from '../../store/configSlice';
import { instanceSettingsMerged } from '../../store/instanceSlice';
import { makeStatus, makeUser, renderWithStore } from '../../store/testing';
import { StatusArticle } from './StatusArticle';
import { preloadStatusMedia } from './StatusMedia';

const image = (over: Partial<Attachment> = {}): Attachment => ({
  id: 'm1',
  type: 'image',
  mimetype: 'image/png',
  url: '/media/cat.png',
  large_thumb_url: '/media/cat.png',
  thumb_url: '/media/cat-small.png',
  description: 'A cat asleep',
  meta: null,
  oembed: null,
  blurhash: null,
  ...over,
});

function storeWith(...statuses: ReturnType<typeof makeStatus>[]) {
  const store = makeStore();
  store.dispatch(instanceSettingsMerged({ restrictedNicknames: [] }));
  store.dispatch(
    entitiesReceived({
      users: [
        makeUser({ id: 'a', name: 'Alice', name_html: 'Alice' as SafeHtml, screen_name: 'alice', screen_name_ui: 'alice' }),
        makeUser({ id: 'r', name: 'Bob', name_html: 'Bob' as SafeHtml, screen_name: 'bob@remote.example', screen_name_ui: 'bob@remote.example' }),
      ],
      statuses,
    }),
  );
  return store;
}

const show = (store: ReturnType<typeof makeStore>, id: string) =>
  renderWithStore(<StatusArticle id={id} posinset={1} setsize={-1} />, { store });


// The media list is a chunk of its own (StatusMedia.test.tsx covers the wait for it).
beforeAll(() => preloadStatusMedia());

describe('StatusArticle', () => {
  it('shows author, handle linking to the profile, time linking to the conversation, content and counts', async () => {
    const store = storeWith(makeStatus({ id: 's1', user: 'a', text: 'Hello world', replies_count: 2, repeat_num: 1, fave_num: 5 }));
    await show(store, 's1');
    const article = screen.getByRole('article', { name: 'Alice: Hello world' });
    expect(within(article).getByRole('link', { name: '@alice' })).toHaveAttribute('href', '/alice');
    expect(within(article).getByRole('link', { name: '5m' })).toHaveAttribute('href', '/notice/s1');
    expect(within(article).getByText('Hello world')).toBeInTheDocument();
    expect(within(article).getByText('2 replies')).toBeInTheDocument();
    expect(within(article).getByText('1 repeat')).toBeInTheDocument();
    expect(within(article).getByText('5 favorites')).toBeInTheDocument();
    // A visitor: the counted actions are there but disabled.
    expect(within(article).getByRole('button', { name: /^Favorite/ })).toBeDisabled();
  });

  it('remote authors link by id', async () => {
    const store = storeWith(makeStatus({ id: 's1', user: 'r' }));
    await show(store, 's1');
    expect(screen.getByRole('link', { name: '@bob@remote.example' })).toHaveAttribute('href', '/users/r');
  });

  it('a repeat shows who repeated it and the original', async () => {
    const store = storeWith(
      makeStatus({ id: 'rt', type: 'retweet', retweeted_status: 'orig', user: 'r' }),
      makeStatus({ id: 'orig', user: 'a', text: 'Original words' }),
    );
    await show(store, 'rt');
    const article = screen.getByRole('article', { name: 'Bob repeated Alice: Original words' });
    // One "{{name}} repeated" template with the linked name inside.
    expect(article.querySelector('.status-repeat')).toHaveTextContent('⟳ Bob repeated');
    expect(within(article).getByText('Original words')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: '@alice' })).toBeInTheDocument();
  });

  it('a content warning hides the content until expanded (collapseMessageWithSubject)', async () => {
    const store = storeWith(
      makeStatus({ id: 's1', user: 'a', text: 'spoilers here', summary: 'Movie ending', summary_raw_html: 'Movie ending' as SafeHtml }),
    );
    store.dispatch(setOption({ name: 'collapseMessageWithSubject', value: true }));
    await show(store, 's1');
    expect(screen.getByRole('article', { name: 'Alice: Movie ending' })).toBeInTheDocument();
    expect(screen.queryByText('spoilers here')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(screen.getByText('spoilers here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('images carry their description as alt text', async () => {
    const store = storeWith(makeStatus({ id: 's1', user: 'a', attachments: [image()] }));
    await show(store, 's1');
    expect(screen.getByRole('img', { name: 'A cat asleep' })).toHaveAttribute('src', '/media/cat-small.png');
  });

  it('sensitive media stays behind a button while hideNsfw is on', async () => {
    const store = storeWith(makeStatus({ id: 's1', user: 'a', nsfw: true, attachments: [image()] }));
    await show(store, 's1');
    expect(screen.queryByRole('img', { name: 'A cat asleep' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sensitive content: show attachment' }));
    expect(screen.getByRole('img', { name: 'A cat asleep' })).toBeInTheDocument();
  });

  it('sensitive media shows at once when hideNsfw is off', async () => {
    const store = storeWith(makeStatus({ id: 's1', user: 'a', nsfw: true, attachments: [image()] }));
    store.dispatch(setOption({ name: 'hideNsfw', value: false }));
    await show(store, 's1');
    expect(screen.getByRole('img', { name: 'A cat asleep' })).toBeInTheDocument();
  });

  it('video, audio and unknown attachments', async () => {
    const store = storeWith(
      makeStatus({
        id: 's1',
        user: 'a',
        attachments: [
          image({ id: 'v', type: 'video', mimetype: 'video/mp4', url: '/m/v.mp4', description: 'A clip' }),
          image({ id: 'au', type: 'audio', mimetype: 'audio/ogg', url: '/m/a.ogg', description: '' }),
          image({ id: 'u', type: 'unknown', mimetype: 'application/pdf', url: '/m/paper.pdf', description: '' }),
        ],
      }),
    );
    const { container } = await show(store, 's1');
    // The video player is a lazy chunk.
    expect(await screen.findByLabelText('A clip')).toBe(container.querySelector('video'));
    expect(container.querySelector('audio')).toHaveAttribute('aria-label', 'Audio');
    expect(screen.getByRole('link', { name: 'paper.pdf' })).toHaveAttribute('href', '/m/paper.pdf');
  });

  it('a deleted status shows the gravestone', async () => {
    const store = storeWith(makeStatus({ id: 's1', user: 'a', deleted: true }));
    await show(store, 's1');
    expect(screen.getByRole('article', { name: 'Alice: This post was deleted' })).toBeInTheDocument();
  });

  it('shows a quoted post as a card with its author and a link, one level deep, and says why one cannot be shown', async () => {
    const store = storeWith(
      makeStatus({ id: 'q1', user: 'r', text: 'The original words', quote: { state: 'accepted', statusId: 'q0', url: null } }),
      makeStatus({ id: 's1', user: 'a', text: 'Look at this', quote: { state: 'accepted', statusId: 'q1', url: 'https://remote.example/q1' } }),
      makeStatus({ id: 's2', user: 'a', text: 'Gone now', quote: { state: 'revoked', statusId: 'q9', url: null } }),
    );
    await show(store, 's1');
    const card = await screen.findByRole('region', { name: /Quoted post by Bob/ });
    expect(within(card).getByText('The original words')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open the quoted post' })).toHaveAttribute('href', '/notice/q1');
    // The quote inside the quoted post is a link, not a second card.
    expect(within(card).getByRole('link', { name: 'It quotes another post' })).toHaveAttribute('href', '/notice/q0');
    expect(within(card).queryByRole('region')).toBeNull();

    await show(store, 's2');
    expect(await screen.findByText('The author of the quoted post withdrew this quote.')).toBeInTheDocument();
  });
});

