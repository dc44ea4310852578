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
