import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { useVirtualWindow } from './useVirtualWindow';
import { ESTIMATED_HEIGHT } from './windowMath';

const ids = Array.from({ length: 1000 }, (_, i) => `row${i}`);

function List() {
  const ref = useRef<HTMLDivElement>(null);
  const { segments } = useVirtualWindow(ref, ids, []);
  return (
    <div ref={ref} data-testid="list">
      {segments.map((s) => (s.kind === 'item' ? <p key={ids[s.index]}>{ids[s.index]}</p> : <div key={`gap-${s.from}`} />))}
    </div>
  );
}

describe('useVirtualWindow', () => {
  it('on a jump past what is rendered, shows the new view at once and unmounts the old one in a task of its own', async () => {
    render(<List />);
    await waitFor(() => expect(screen.getByText('row0')).toBeTruthy());
    const list = screen.getByTestId('list');
    let top = 0;
    list.getBoundingClientRect = () => ({ top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) });
    top = -ESTIMATED_HEIGHT * 500;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    // The same task: the new view is there and the old rows are still mounted.
    expect(screen.getByText('row500')).toBeTruthy();
    expect(screen.getByText('row0')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('row0')).toBeNull());
    expect(screen.getByText('row500')).toBeTruthy();
  });
});
