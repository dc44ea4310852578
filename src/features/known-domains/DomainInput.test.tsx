import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { fetchPeers } from '../../api/instance';
import { makeStore } from '../../store';
import { setCurrentUser } from '../../store/authSlice';
import { loadKnownDomains } from '../../store/knownDomainsThunks';
import { renderWithStore } from '../../store/testing';
import { DomainInput, matchingDomains } from './DomainInput';

vi.mock('../../api/instance', () => ({ fetchPeers: vi.fn() }));

function Field() {
  const [value, setValue] = useState('');
  return <DomainInput aria-label="Domain" value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe('matchingDomains', () => {
  it('puts prefix matches first, then other matches, up to the limit', () => {
    const all = ['a.social', 'social.example', 'x.example', 'zsocial.net'];
    expect(matchingDomains(all, 'soc')).toEqual(['social.example', 'a.social', 'zsocial.net']);
    expect(matchingDomains(all, '', 2)).toEqual(['a.social', 'social.example']);
  });
});

describe('DomainInput', () => {
  beforeEach(() => vi.mocked(fetchPeers).mockReset());
  const options = (input: HTMLElement) =>
    [...document.querySelectorAll(`datalist[id="${input.getAttribute('list')}"] option`)].map((o) => o.getAttribute('value'));

  it('offers the known domains, loaded once for a signed-in user, narrowed by what is typed', async () => {
    let answer: (peers: unknown) => void = () => {};
    vi.mocked(fetchPeers).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const store = makeStore();
    store.dispatch(setCurrentUser('1'));
    await renderWithStore(<Field />, { store });
    // The field's own request is in flight (the same promise comes back): answer it inside act.
    await act(async () => {
      answer(['remote.example', 'Social.Example', 'not a host']);
      await store.dispatch(loadKnownDomains());
    });
    const input = screen.getByRole('combobox', { name: 'Domain' });
    await waitFor(() => expect(options(input)).toEqual(['remote.example', 'social.example']));
    await userEvent.type(input, 'soc');
    expect(options(input)).toEqual(['social.example']);
    expect(fetchPeers).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a visitor', async () => {
    await renderWithStore(<Field />, { store: makeStore() });
    expect(screen.getByRole('combobox', { name: 'Domain' })).toBeInTheDocument();
    expect(fetchPeers).not.toHaveBeenCalled();
  });
});
