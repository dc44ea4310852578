import { act, screen } from '@testing-library/react';
import { noteServerAnswer } from '../api/serverAnswer';
import { makeStore } from '../store';
import { setToken } from '../store/authSlice';
import { renderWithStore } from '../store/testing';
import { KeptCopyNotice } from './KeptCopyNotice';

const TEXT = 'The server is not answering — actions wait and are sent when it is back';

describe('the server-down notice, where the offline one shows', () => {
  afterEach(() => noteServerAnswer(true));

  it('shows once a request got no answer, and goes with the next answered one', async () => {
    const store = makeStore();
    store.dispatch(setToken('tok'));
    await renderWithStore(<KeptCopyNotice viewKey={null} />, { store });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => noteServerAnswer(false));
    expect(await screen.findByRole('status')).toHaveTextContent(TEXT);
    act(() => noteServerAnswer(true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing to a visitor (no actions wait for them)', async () => {
    noteServerAnswer(false);
    await renderWithStore(<KeptCopyNotice viewKey={null} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the server-down notice and the browser going offline', () => {
  afterEach(() => {
    noteServerAnswer(true);
    vi.restoreAllMocks();
  });

  it('goes while the browser is offline and comes back when it is online again', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const store = makeStore();
    store.dispatch(setToken('tok'));
    noteServerAnswer(false);
    await renderWithStore(<KeptCopyNotice viewKey={null} />, { store });
    expect(await screen.findByRole('status')).toHaveTextContent(TEXT);
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.queryByRole('status')).toBeNull();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('status')).toHaveTextContent(TEXT);
  });
});
