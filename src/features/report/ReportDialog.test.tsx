import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchTimeline } from '../../api/timelines';
import { postReport } from '../../api/reports';
import { makeStore } from '../../store';
import { reportRequested } from '../../store/reportSlice';
import { makeStatus, makeUser, renderWithStore } from '../../store/testing';
import ReportDialog from './ReportDialog';

vi.mock('../../api/reports', () => ({ postReport: vi.fn() }));
vi.mock('../../api/timelines', async (orig) => ({ ...(await orig<typeof import('../../api/timelines')>()), fetchTimeline: vi.fn() }));
const post = vi.mocked(postReport);
const timeline = vi.mocked(fetchTimeline);

const dave = makeUser({ id: '7', screen_name: 'dave@remote.example', is_local: false });
const alice = makeUser({ id: '8', screen_name: 'alice', is_local: true });

function setup(user = dave) {
  const store = makeStore({
    users: { [user.id]: user },
    statuses: {
      '100': makeStatus({ id: '100', user: user.id, text: 'first post' }),
      '101': makeStatus({ id: '101', user: user.id, text: 'second post' }),
    },
  });
  timeline.mockResolvedValue({
    data: [{ id: '101', account: { id: user.id, acct: user.screen_name }, content: '<p>second post</p>', created_at: '2024-01-01T00:00:00Z' }],
    status: 200,
    cursors: { maxId: null, minId: null },
    headers: new Headers(),
  });
  store.dispatch(reportRequested({ userId: user.id, statusIds: ['100'] }));
  return store;
}

beforeEach(() => {
  post.mockReset();
  timeline.mockReset();
});

describe('ReportDialog', () => {
  it('pre-ticks the reported status and offers forwarding to a remote host', async () => {
    const store = setup();
    await renderWithStore(<ReportDialog />, { store });
    expect(screen.getByRole('dialog', { name: 'Reporting @dave@remote.example' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /second post/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /first post/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Forward to remote.example' })).not.toBeChecked();
  });

  it('has no forward option for a local user', async () => {
    const store = setup(alice);
    await renderWithStore(<ReportDialog />, { store });
    await screen.findByRole('checkbox', { name: /second post/ });
    expect(screen.queryByRole('checkbox', { name: /forward/i })).toBeNull();
  });

  it('goes processing → error (generic message, submit enabled again) → success (closes)', async () => {
    const store = setup();
    await renderWithStore(<ReportDialog />, { store });
    fireEvent.click(await screen.findByRole('checkbox', { name: /second post/ }));
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'spam' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Forward to remote.example' }));

    let reject!: (e: unknown) => void;
    post.mockReturnValueOnce(new Promise((_, r) => (reject = r)));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(store.getState().report.state).toBe('processing');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(post).toHaveBeenCalledWith({ accountId: '7', statusIds: ['100', '101'], comment: 'spam', forward: true }, null);

    await act(async () => reject(new Error('HTTP 500')));
    expect(store.getState().report.state).toBe('error');
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while processing your request.');
    expect(screen.getByRole('button', { name: 'Send report' })).toBeEnabled();
    expect(screen.getByLabelText('Comment')).toHaveValue('spam');

    post.mockResolvedValueOnce({ id: '1' });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().report).toEqual({ userId: null, preTickedIds: [], state: 'idle' });
  });

  it('closes without sending', async () => {
    const store = setup();
    await renderWithStore(<ReportDialog />, { store });
    await screen.findByRole('checkbox', { name: /second post/ });
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });
});
