import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStatus } from '../../api/statuses';
import type { Attachment, SafeHtml, Status } from '../../entities/types';
import { makeStore } from '../../store';
import { entitiesReceived } from '../../store/actions';
import { setOption } from '../../store/configSlice';
import { instanceSettingsMerged } from '../../store/instanceSlice';
import { mutesReceived } from '../../store/relationshipsSlice';
import { makeStatus, makeUser, renderWithStore } from '../../store/testing';
import { StatusPlaceContext, type StatusPlace } from './content/StatusPlace';
import { StatusArticle } from './StatusArticle';
import { preloadStatusMedia } from './StatusMedia';

vi.mock('../../api/statuses', () => ({ fetchStatus: vi.fn(), fetchContext: vi.fn() }));

const image = (id: string, description = `Picture ${id}`): Attachment => ({
  id,
  type: 'image',
  mimetype: 'image/png',
  url: `/media/${id}.png`,
  large_thumb_url: `/media/${id}.png`,
  thumb_url: `/media/${id}-small.png`,
  description,
  meta: null,
  oembed: null,
  blurhash: null,
});

function storeWith(...statuses: Status[]) {
  const store = makeStore();
  store.dispatch(instanceSettingsMerged({ restrictedNicknames: [] }));
  store.dispatch(
    entitiesReceived({
      users: [
        makeUser({ id: 'a', name: 'Alice', name_html: 'Alice' as SafeHtml, screen_name: 'alice', screen_name_ui: 'alice' }),
        makeUser({ id: 'b', name: 'Bob', name_html: 'Bob' as SafeHtml, screen_name: 'bob', screen_name_ui: 'bob' }),
      ],
      statuses,
    }),
  );
  return store;
}

const show = (store: ReturnType<typeof makeStore>, id: string, place: StatusPlace = { kind: 'timeline' }) =>
  renderWithStore(
    <StatusPlaceContext.Provider value={place}>
      <StatusArticle id={id} posinset={1} setsize={-1} />
    </StatusPlaceContext.Provider>,
    { store },
  );


// The media list is a chunk of its own (StatusMedia.test.tsx covers the wait for it).
beforeAll(() => preloadStatusMedia());

describe('muted statuses', () => {
  it('a mute word collapses the status with a local unmute toggle', async () => {
    const store = storeWith(makeStatus({ id: 's1', user: 'a', text: 'I love pineapple pizza' }));
    store.dispatch(setOption({ name: 'muteWords', value: ['Pineapple'] }));
    await show(store, 's1');
    expect(screen.queryByText('I love pineapple pizza')).not.toBeInTheDocument();
    expect(screen.getByText('Muted words: Pineapple')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(screen.getByText('I love pineapple pizza')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByText('I love pineapple pizza')).not.toBeInTheDocument();
  });

  it('a muted author is collapsed, except on their own profile', async () => {
    const store = storeWith(makeStatus({ id: 's1', user: 'b', text: 'Bob speaks' }));
    store.dispatch(mutesReceived(['b']));
    const { unmount } = await show(store, 's1');
    expect(screen.getByText('Muted user')).toBeInTheDocument();
    unmount();
    await show(store, 's1', { kind: 'profile', userId: 'b' });
    expect(screen.getByText('Bob speaks')).toBeInTheDocument();
  });

  it('a muted thread shows in full in its conversation', async () => {
    const store = storeWith(makeStatus({ id: 's1', user: 'b', text: 'Thread post', thread_muted: true }));
    const { unmount } = await show(store, 's1');
    expect(screen.getByText('Muted conversation')).toBeInTheDocument();
    unmount();
    await show(store, 's1', { kind: 'conversation' });
    expect(screen.getByText('Thread post')).toBeInTheDocument();
  });

  it('is hidden entirely with hideFilteredStatuses', async () => {
    const store = storeWith(makeStatus({ id: 's1', user: 'a', text: 'pineapple' }));
    store.dispatch(setOption({ name: 'muteWords', value: ['pineapple'] }));
    store.dispatch(setOption({ name: 'hideFilteredStatuses', value: true }));
    await show(store, 's1');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('status parts', () => {
  it('pinned marker on a profile only', async () => {
    const store = storeWith(makeStatus({ id: 's1', user: 'a', pinned: true }));
    const { unmount } = await show(store, 's1');
    expect(screen.queryByText('Pinned')).not.toBeInTheDocument();
    unmount();
    await show(store, 's1', { kind: 'profile', userId: 'a' });
    expect(screen.getByText('Pinned')).toBeInTheDocument();
  });

  it('reply-to row links to the parent and previews it; unavailable when it cannot be fetched', async () => {
    vi.mocked(fetchStatus).mockRejectedValueOnce(new Error('gone'));
    const store = storeWith(
      makeStatus({ id: 's1', user: 'a', in_reply_to_status_id: 'p1', in_reply_to_user_id: 'b', in_reply_to_screen_name: 'bob' }),
    );
    await show(store, 's1');
    const link = screen.getByRole('link', { name: /Reply to @bob/ });
    expect(link).toHaveAttribute('href', '/notice/p1');
    act(() => link.focus());
    const tip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tip).toHaveTextContent('Status unavailable'));
  });

  it('reply-to popover shows a parent already in the table', async () => {
    const store = storeWith(
      makeStatus({ id: 'p1', user: 'b', text: 'The parent words' }),
      makeStatus({ id: 's1', user: 'a', in_reply_to_status_id: 'p1', in_reply_to_screen_name: 'bob' }),
    );
    await show(store, 's1');
    act(() => screen.getByRole('link', { name: /Reply to @bob/ }).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('The parent words');
  });

  it('mentions line shows 5, then plus more', async () => {
    const attentions = Array.from({ length: 7 }, (_, i) => ({ id: `m${i}`, screen_name: `friend${i}`, url: '', username: `friend${i}` }));
    const store = storeWith(makeStatus({ id: 's1', user: 'a', attentions }));
    await show(store, 's1');
    expect(screen.getAllByRole('link', { name: /^@friend/ })).toHaveLength(5);
    await userEvent.setup().click(screen.getByRole('button', { name: 'plus 2 more' }));
    expect(screen.getAllByRole('link', { name: /^@friend/ })).toHaveLength(7);
  });

  it('a tall post is cut with show more / less', async () => {
    const html = Array.from({ length: 25 }, (_, i) => `<p>Line ${i}</p>`).join('') as SafeHtml;
    const store = storeWith(makeStatus({ id: 's1', user: 'a', raw_html: html }));
    const { container } = await show(store, 's1');
    expect(container.querySelector('.status-content__body--cut')).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    expect(container.querySelector('.status-content__body--cut')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('a long subject has show full / hide full', async () => {
    const summary = 'S'.repeat(300);
    const store = storeWith(makeStatus({ id: 's1', user: 'a', summary, summary_raw_html: summary as SafeHtml }));
    await show(store, 's1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show full subject' }));
    expect(screen.getByRole('button', { name: 'Hide full subject' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('link card with title, description and provider', async () => {
    const card = { url: 'https://news.example/a', image: null, title: 'Big news', description: 'Details', provider_name: 'News' };
    const store = storeWith(makeStatus({ id: 's1', user: 'a', card }));
    await show(store, 's1');
    const link = screen.getByRole('link', { name: /Big news/ });
    expect(link).toHaveAttribute('href', 'https://news.example/a');
    expect(within(link).getByText('News')).toBeInTheDocument();
  });
});

describe('attachments and the media viewer', () => {
  it('rows of 3 up to maxThumbnails with N more', async () => {
    const store = storeWith(makeStatus({ id: 's1', user: 'a', attachments: ['1', '2', '3', '4', '5'].map((i) => image(i)) }));
    store.dispatch(setOption({ name: 'maxThumbnails', value: 4 }));
    const { container } = await show(store, 's1');
    expect([...container.querySelectorAll('.attachments__row')].map((r) => r.children.length)).toEqual([2, 2]);
    expect(screen.getByText('1 more attachment')).toBeInTheDocument();
  });

  it('hideAttachments shows links instead', async () => {
    const store = storeWith(makeStatus({ id: 's1', user: 'a', attachments: [image('1')] }));
    store.dispatch(setOption({ name: 'hideAttachments', value: true }));
    await show(store, 's1');
    // The only image left is the heading's visibility icon.
    expect(screen.queryAllByRole('img').map((el) => el.getAttribute('aria-label'))).toEqual(['Public']);
    expect(screen.getByRole('link', { name: 'Picture 1' })).toHaveAttribute('href', '/media/1.png');
  });

  it('opens the viewer on an image; arrows wrap, Escape closes and focus returns', async () => {
    const user = userEvent.setup();
    const store = storeWith(makeStatus({ id: 's1', user: 'a', attachments: [image('1'), image('2'), image('3')] }));
    await show(store, 's1');
    const opener = screen.getByRole('link', { name: 'Picture 2' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Media viewer' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/2.png');
    expect(within(dialog).getByText('Picture 2', { selector: 'figcaption' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/3.png');
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/1.png');
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/3.png');
    await user.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/2.png');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('useOneClickNsfw opens sensitive media straight in the viewer', async () => {
    const store = storeWith(makeStatus({ id: 's1', user: 'a', nsfw: true, attachments: [image('1')] }));
    store.dispatch(setOption({ name: 'useOneClickNsfw', value: true }));
    await show(store, 's1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sensitive content: show attachment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Media viewer' });
    expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
