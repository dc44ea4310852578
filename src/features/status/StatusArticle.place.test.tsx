import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { makeStore } from '../../store';
import { entitiesReceived } from '../../store/actions';
import { makeStatus, makeUser, renderWithStore } from '../../store/testing';
import { StatusArticle } from './StatusArticle';

const contentRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./StatusContent', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./StatusContent')>();
  return {
    ...actual,
    StatusContent: (props: Parameters<typeof actual.StatusContent>[0]) => {
      contentRenders.count += 1;
      return actual.StatusContent(props);
    },
  };
});

describe('StatusArticle moved to another place in the feed', () => {
  it('updates its position without rendering its content again', async () => {
    const store = makeStore();
    store.dispatch(entitiesReceived({ users: [makeUser({ id: 'a', name: 'Alice' })], statuses: [makeStatus({ id: 's1', user: 'a', text: 'Hello' })] }));
    let moveTo: (n: number) => void = () => {};
    function Placed() {
      const [posinset, setPosinset] = useState(1);
      moveTo = setPosinset;
      return <StatusArticle id="s1" posinset={posinset} setsize={-1} />;
    }
    await renderWithStore(<Placed />, { store });
    const rendered = contentRenders.count;
    expect(rendered).toBeGreaterThan(0);

    act(() => moveTo(2));
    expect(screen.getByRole('article')).toHaveAttribute('aria-posinset', '2');
    expect(contentRenders.count).toBe(rendered);
  });
});
