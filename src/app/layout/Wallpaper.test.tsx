import { act, screen } from '@testing-library/react';
import { setOption } from '../../store/configSlice';
import { instanceSettingsMerged } from '../../store/instanceSlice';
import { renderWithStore } from '../../test/renderWithStore';
import { Wallpaper } from './Wallpaper';

describe('Wallpaper', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('shows a configured instance background after the first content, unless hidden or unsafe', () => {
    const { store } = renderWithStore(<Wallpaper />);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByTestId('wallpaper')).toBeNull(); // Pleroma-FE's default path: not asked for
    act(() => {
      store.dispatch(instanceSettingsMerged({ background: '/instance/background.png' }));
    });
    expect(screen.getByTestId('wallpaper').style.backgroundImage).toContain('/instance/background.png');
    act(() => {
      store.dispatch(setOption({ name: 'hideInstanceWallpaper', value: true }));
    });
    expect(screen.queryByTestId('wallpaper')).toBeNull();
    act(() => {
      store.dispatch(setOption({ name: 'hideInstanceWallpaper', value: false }));
      store.dispatch(instanceSettingsMerged({ background: 'javascript:alert(1)' }));
    });
    expect(screen.queryByTestId('wallpaper')).toBeNull();
  });

  // The about and chats pages have no timeline to wait for; the image came 3 s late.
  it('arrives with a page that shows no timeline, and waits for the first statuses on a timeline', () => {
    const background = { background: '/instance/background.png' };
    const about = renderWithStore(<Wallpaper />, { route: '/about' });
    act(() => {
      about.store.dispatch(instanceSettingsMerged(background));
    });
    expect(screen.getByTestId('wallpaper')).toBeInTheDocument();
    about.unmount();

    const timeline = renderWithStore(<Wallpaper />, { route: '/main/all' });
    act(() => {
      timeline.store.dispatch(instanceSettingsMerged(background));
    });
    expect(screen.queryByTestId('wallpaper')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByTestId('wallpaper')).toBeInTheDocument();
  });
});
