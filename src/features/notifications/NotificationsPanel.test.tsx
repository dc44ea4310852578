import { fireEvent, screen, within } from '@testing-library/react';
import { markNotificationsRead, saveNotificationsMarker } from '../../api/notifications';
import { answerFollowRequest } from '../../api/followRequests';
import type { Notification } from '../../entities/types';
import { injectReducer, makeStore } from '../../store/index';
import reducer, { pageReceived } from '../../store/notificationsSlice';
import { makeStatus, makeUser, renderWithStore } from '../../store/testing';
import { entitiesReceived } from '../../store/actions';
import { instanceSettingsMerged } from '../../store/instanceSlice';
import { NotificationsPanel } from './NotificationsPanel';

vi.mock('../../api/notifications', () => ({
  fetchNotifications: vi.fn(),
  fetchNotificationsMarker: vi.fn().mockResolvedValue(null),
  markNotificationsRead: vi.fn().mockResolvedValue({}),
  saveNotificationsMarker: vi.fn().mockResolvedValue({}),
  dismissNotification: vi.fn().mockResolvedValue({}),
}));
vi.mock('../../api/followRequests', () => ({ answerFollowRequest: vi.fn().mockResolvedValue({}) }));

const n = (id: string, type: Notification['type'], over: Partial<Notification> = {}): Notification => ({
  id, type, seen: false, status: null, from_profile: '9', target: null, emoji: null, emoji_url: null, created_at: '2024-01-01T00:00:00Z', ...over,
});

function setup(list: Notification[], pleromaBackend = true) {
  const store = makeStore();
  injectReducer(store, 'notifications', reducer);
  store.dispatch(instanceSettingsMerged({ pleromaBackend, markers: pleromaBackend ? ['notifications'] : ['home', 'notifications'] }));
  store.dispatch(entitiesReceived({
    users: [makeUser({ id: '9', screen_name: 'bob', name: 'Bob' }), makeUser({ id: '8', screen_name: 'newbob', name: 'New Bob' })],
    statuses: [makeStatus({ id: '50', text: 'hello there' })],
  }));
  store.dispatch(pageReceived({ notifications: list, rawIds: list.map((x) => x.id), direction: 'newer' }));
  return renderWithStore(<NotificationsPanel />, { store });
}

describe('NotificationsPanel', () => {
  it('renders each type with its words, the unseen badge and the reaction emoji', async () => {
    await setup([
      n('1', 'like', { status: '50' }),
      n('2', 'repeat', { status: '50' }),
      n('3', 'pleroma:emoji_reaction', { status: '50', emoji: '🔥' }),
      n('4', 'follow'),
      n('5', 'move', { target: '8' }),
      n('6', 'follow_request', { seen: true }),
    ]);
    expect(screen.getByRole('heading', { name: /Notifications\s*5 unseen/ })).toBeInTheDocument();
    // Whole-sentence templates: the name, emoji and target sit inside the sentence and the label.
    expect(screen.getByRole('article', { name: 'Bob favorited your status' })).toHaveTextContent(/^Bob favorited your status/);
    expect(screen.getByRole('article', { name: 'Bob repeated your status' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Bob reacted with 🔥' })).toHaveTextContent(/^Bob reacted with 🔥/);
    expect(screen.getByRole('article', { name: 'Bob followed you' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Bob migrated to @newbob' })).toHaveTextContent(/^Bob migrated to @newbob/);
    expect(screen.getByRole('link', { name: '@newbob' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Bob wants to follow you' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve the follow request of Bob' })).toBeInTheDocument();
    // Newest first by numeric id.
    const ids = [...document.querySelectorAll('[data-notification-id]')].map((e) => e.getAttribute('data-notification-id'));
    expect(ids).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  it('filters kinds through the popover and saves them as preferences', async () => {
    const { store } = await setup([n('1', 'like', { status: '50' }), n('4', 'follow')]);
    fireEvent.click(screen.getByRole('button', { name: 'Filter notifications' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Likes' }));
    expect(store.getState().config.notificationVisibility.likes).toBe(false);
    expect(screen.queryByText(/favorited your status/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /1 unseen/ })).toBeInTheDocument();
  });

  it('marks all read with the read button', async () => {
    await setup([n('7', 'follow'), n('3', 'follow')]);
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(vi.mocked(markNotificationsRead)).toHaveBeenCalledWith({ maxId: '7' }, null);
    expect(screen.queryByText(/unseen/)).not.toBeInTheDocument();
  });

  it('on a non-Pleroma server marks all read through the notifications marker', async () => {
    vi.mocked(markNotificationsRead).mockClear();
    await setup([n('7', 'follow'), n('3', 'follow')], false);
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(vi.mocked(saveNotificationsMarker)).toHaveBeenCalledWith('7', null);
    expect(vi.mocked(markNotificationsRead)).not.toHaveBeenCalled();
    expect(screen.queryByText(/unseen/)).not.toBeInTheDocument();
  });

  it('approves a follow request inline', async () => {
    await setup([n('6', 'follow_request')]);
    const item = document.querySelector('[data-notification-id="6"]') as HTMLElement;
    fireEvent.click(within(item).getByRole('button', { name: /Approve/ }));
    expect(vi.mocked(answerFollowRequest)).toHaveBeenCalledWith('9', 'authorize', null);
    expect(await screen.findByText(/followed you/)).toBeInTheDocument();
  });

  it('shows 12 favorites of one post as one line, expandable to the accounts', async () => {
    const { store } = await setup(Array.from({ length: 12 }, (_, i) => n(String(100 + i), 'like', { status: '50', from_profile: `f${i}` })));
    store.dispatch(entitiesReceived({ users: Array.from({ length: 12 }, (_, i) => makeUser({ id: `f${i}`, screen_name: `fan${i}`, name: `Fan ${i}` })), statuses: [] }));
    const line = await screen.findByRole('article', { name: 'Fan 11, Fan 10 and 10 others favorited your status' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(line).toHaveTextContent(/^Fan 11, Fan 10 and 10 others favorited your status/);
    const more = within(line).getByRole('button', { name: 'Show who' });
    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const list = within(line).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(list).getByRole('link', { name: 'Fan 0' })).toBeInTheDocument();
    fireEvent.click(within(line).getByRole('button', { name: 'Hide the list' }));
    expect(within(line).queryByRole('listitem')).not.toBeInTheDocument();
  });
});
