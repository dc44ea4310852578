import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ItemBoundary } from './ItemBoundary';
import { LazyPartBoundary } from './LazyPartBoundary';
import { lazyChunk } from './lazyChunk';

function Menu() {
  return <div role="menu">the menu</div>;
}

/** A post with a lazily loaded menu whose first load fails (the instance was down). */
function PostWithMenu({ onFail }: { onFail: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ItemBoundary kind="status">
      <article>
        a post
        <button type="button" onClick={() => setOpen(true)}>
          More
        </button>
        {open && (
          <LazyPartBoundary
            onFail={() => {
              setOpen(false);
              onFail();
            }}
          >
            <LazyMenu />
          </LazyPartBoundary>
        )}
      </article>
    </ItemBoundary>
  );
}

let fails = 1;
const LazyMenu = lazyChunk(
  () => (fails-- > 0 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve({ default: Menu })),
  { laterStrings: false },
);

describe('LazyPartBoundary', () => {
  it('a part that could not load closes and says so, the post stays, and the next try loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onFail = vi.fn();
    render(<PostWithMenu onFail={onFail} />);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await vi.waitFor(() => expect(onFail).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('article')).toHaveTextContent('a post');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menu')).toHaveTextContent('the menu');
  });

  it('any other error goes on to the item boundary', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('a bug');
    };
    render(
      <ItemBoundary kind="status">
        <LazyPartBoundary onFail={() => {}}>
          <Broken />
        </LazyPartBoundary>
      </ItemBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This post could not be shown.');
  });
});
