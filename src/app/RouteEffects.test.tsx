import { act } from '@testing-library/react';
import { Outlet, useNavigate, useRoutes, type NavigateFunction } from 'react-router';
import { renderWithStore } from '../store/testing';
import { RouteEffects, rememberedTimelineOf } from './RouteEffects';

let navigate: NavigateFunction = () => {};
function Grab() {
  navigate = useNavigate();
  return <Outlet />;
}
const routes = [
  {
    element: <Grab />,
    children: [
      { path: '/main/all', element: <p>all</p> },
      { path: '/tag/:tag', element: <p>tag</p> },
      { path: '/notice/:id', element: <p>conversation</p>, handle: { dontScroll: true } },
    ],
  },
];
function Routed() {
  return (
    <>
      <RouteEffects routes={routes} />
      {useRoutes(routes)}
    </>
  );
}

describe('RouteEffects', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });

  it('resets scroll on navigation, except on dontScroll routes, and restores it going back', async () => {
    await renderWithStore(<Routed />, { path: '/main/all' });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    scrollTo.mockReset();
    act(() => navigate('/tag/cats'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockReset();
    act(() => navigate('/notice/1'));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate(-2));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('knows which paths are remembered timelines', () => {
    expect(rememberedTimelineOf('/main/friends')).toBe('friends');
    expect(rememberedTimelineOf('/main/all')).toBe('publicAndExternal');
    expect(rememberedTimelineOf('/users/alice/dms')).toBe('dms');
    expect(rememberedTimelineOf('/bookmarks')).toBe('bookmarks');
    expect(rememberedTimelineOf('/tag/cats')).toBeNull();
  });
});
