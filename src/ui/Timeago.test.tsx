import { act, screen, waitFor } from '@testing-library/react';
import { makeTestStore, renderWithStore } from '../test/renderWithStore';
import { Timeago } from './Timeago';

const NOW = new Date('2024-05-10T12:00:00.000Z').getTime();
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const show = (time: string, props: { long?: boolean; autoUpdate?: number } = {}) =>
  renderWithStore(<Timeago time={time} {...props} />, { store: makeTestStore() });

describe('Timeago', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('renders a <time> with the ISO date, and the full date as title once the browser is idle', async () => {
    const { container } = show(ago(5 * 60_000));
    const el = container.querySelector('time')!;
    expect(el).toHaveAttribute('datetime', ago(5 * 60_000));
    expect(el).toHaveTextContent('5m');
    await waitFor(() => expect(el.getAttribute('title')).toBe(new Date(ago(5 * 60_000)).toLocaleString('en')));
  });

  it.each([
    [500, 'just now'],
    [42_000, '42s'],
    [3 * 3_600_000, '3h'],
    [2 * 86_400_000, '2d'],
    [14 * 86_400_000, '2w'],
    [61 * 86_400_000, '2mo'],
    [800 * 86_400_000, '2y'],
  ])('shows %i ms ago as %s', (ms, text) => {
    show(ago(ms));
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('has a long form with plurals', () => {
    show(ago(60_000), { long: true });
    expect(screen.getByText('1 minute ago')).toBeInTheDocument();
  });

  it('uses plural long forms', () => {
    show(ago(3 * 3_600_000), { long: true });
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
  });

  it('updates itself every autoUpdate seconds', () => {
    show(ago(30_000), { autoUpdate: 60 });
    expect(screen.getByText('30s')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('1m')).toBeInTheDocument();
  });

  it('reads a future time as "in …", never as past', () => {
    show(new Date(NOW + 10 * 60_000).toISOString());
    expect(screen.getByText('in 10m')).toBeInTheDocument();
  });

  it('a time shown while the shared clock is a minute old reads against the real now', () => {
    show(ago(270_000), { autoUpdate: 60 }); // 4m30s ago; starts the shared 60 s ticker
    expect(screen.getByText('4m')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(59_000); // real time moves on; the ticker has not fired yet
    });
    show(new Date(NOW + 55_000).toISOString(), { autoUpdate: 60 }); // a post made 4 s ago mounts now
    expect(screen.getByText('4s')).toBeInTheDocument();
    expect(screen.getByText('5m')).toBeInTheDocument(); // the older one was refreshed with it
  });
});
