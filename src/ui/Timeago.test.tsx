import { act, screen } from '@testing-library/react';
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

  it('renders a <time> with the ISO date and the full date as title', () => {
    const { container } = show(ago(5 * 60_000));
    const el = container.querySelector('time')!;
    expect(el).toHaveAttribute('datetime', ago(5 * 60_000));
    expect(el.getAttribute('title')).toBeTruthy();
    expect(el).toHaveTextContent('5m');
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
});
