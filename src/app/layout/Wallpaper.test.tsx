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
});
