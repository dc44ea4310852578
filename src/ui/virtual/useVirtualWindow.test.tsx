import { act, render, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { useRef } from 'react';
import { useVirtualWindow } from './useVirtualWindow';
import { ESTIMATED_HEIGHT } from './windowMath';

const ids = Array.from({ length: 1000 }, (_, i) => `row${i}`);

const rectAt = (top: number, bottom = top): DOMRect =>
  ({ top, bottom, left: 0, right: 0, width: 0, height: bottom - top, x: 0, y: top, toJSON: () => ({}) }) as DOMRect;

function List({ clipped = false }: { clipped?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const { segments } = useVirtualWindow(ref, ids, [], clipped ? { inScroller: true, estimate: 30, clipTo: box } : {});
  return (
    <div ref={box} data-testid="box">
      <div ref={ref} data-testid="list">
        {segments.map((s) => (s.kind === 'item' ? <p key={ids[s.index]}>{ids[s.index]}</p> : <div key={`gap-${s.from}`} />))}
      </div>
    </div>
  );
}

/** Animation frames run by hand: the returned step runs those asked for, then lets timers fire. */
function framesByHand(): () => Promise<void> {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  return () =>
    act(async () => {
      for (const cb of frames.splice(0)) cb(0);
      await new Promise((r) => setTimeout(r, 30));
    });
}

describe('useVirtualWindow', () => {
  it('on a jump past what is rendered, shows the new view at once and unmounts the old one in a task of its own', async () => {
    render(<List />);
    await waitFor(() => expect(screen.getByText('row0')).toBeTruthy());
    const list = screen.getByTestId('list');
    let top = 0;
    list.getBoundingClientRect = () => rectAt(top);
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

  it('grows past what is in view only once the first frame is on screen', async () => {
    const frame = framesByHand();
    try {
      render(<List />);
      const rows = () => screen.getByTestId('list').querySelectorAll('p').length;
      const inView = rows();
      expect(inView).toBeGreaterThan(0);
      await frame();
      expect(rows()).toBe(inView);
      await frame();
      expect(rows()).toBeGreaterThan(inView);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('in a small scrolling box, renders what that box shows and a few around it, wherever it is scrolled', async () => {
    render(<List clipped />);
    const box = screen.getByTestId('box');
    const list = screen.getByTestId('list');
    // A 240 px box 100 px down the viewport; its list of 30 px lines scrolled to line 600.
    box.getBoundingClientRect = () => rectAt(100, 340);
    list.getBoundingClientRect = () => rectAt(100 - 30 * 600);
    act(() => {
      box.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(screen.getByText('row607')).toBeTruthy());
    // The overscan grows a few lines per task.
    await new Promise((r) => setTimeout(r, 100));
    const rendered = list.querySelectorAll('p');
    expect(screen.getByText('row600')).toBeTruthy();
    expect(screen.getByText('row607')).toBeTruthy();
    // 8 lines in view and at most 7 on each side, not a viewport's worth.
    expect(rendered.length).toBeLessThanOrEqual(8 + 2 * 7);
    expect(screen.queryByText('row0')).toBeNull();
  });
});
