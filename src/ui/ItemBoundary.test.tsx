import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../i18n';

await initI18n('en');
import { ItemBoundary } from './ItemBoundary';

let broken = new Set<string>();

function Item({ name }: { name: string }) {
  if (broken.has(name)) throw new Error(`bad ${name}`);
  return <p>{name}</p>;
}

function List() {
  return (
    <>
      {['one', 'two', 'three'].map((n) => (
        <ItemBoundary key={n} kind="status">
          <Item name={n} />
        </ItemBoundary>
      ))}
    </>
  );
}

describe('ItemBoundary', () => {
  beforeEach(() => {
    broken = new Set(['two']);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows only the failing item as broken; its neighbours render', () => {
    render(<List />);
    expect(screen.getByText('one')).toBeInTheDocument();
    expect(screen.getByText('three')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This post could not be shown.');
  });

  it('try again renders the item anew once it can', () => {
    render(<List />);
    broken.clear();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('two')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hide removes the broken item', () => {
    render(<List />);
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('one')).toBeInTheDocument();
  });
});
