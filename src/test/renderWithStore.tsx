// Test helpers for components that need the store, i18n and a router. Uses the real store
// (makeStore) and the real English bundle so tests see what users see.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { InstanceSettings } from '../entities/instance';
import type { User } from '../entities/types';
import { normalizeUser } from '../entities/user';
import { emojifyText } from '../entities/html';
import { initI18n } from '../i18n';
import { makeStore, type AppStore, type RootState } from '../store';
import { setCurrentUser } from '../store/authSlice';
import { instanceSettingsMerged } from '../store/instanceSlice';
import { setMobile } from '../store/uiSlice';
import { usersReceived } from '../store/usersSlice';
import { ConfirmHost } from '../ui/ConfirmHost';

await initI18n('en');

export interface RenderOptions {
  store?: AppStore;
  preloadedState?: Partial<RootState>;
  /** Initial URL (default '/'). */
  route?: string;
  /** Route objects; by default `ui` is rendered on every path. */
  routes?: RouteObject[];
}

export interface Rendered extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
}

export function renderWithStore(ui: ReactNode, options: RenderOptions = {}): Rendered {
  const store = options.store ?? makeStore(options.preloadedState);
  const routes = options.routes ?? [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
      <ConfirmHost />
    </Provider>,
  );
  return { ...result, store, router };
}

/** A complete User built the way the app builds one (normalizer), with overrides on top. */
export function makeUser(overrides: Partial<User> = {}): User {
  const base = normalizeUser({
    id: '1',
    username: 'alice',
    acct: 'alice',
    display_name: 'Alice',
    avatar: 'https://example.test/alice.png',
    url: 'https://example.test/users/alice',
    followers_count: 3,
    following_count: 2,
    statuses_count: 5,
    created_at: '2020-01-01T00:00:00.000Z',
    locked: false,
    pleroma: { is_admin: false, is_moderator: false },
  });
  // A name given without its HTML gets the HTML the normalizer would make (names render from it).
  const nameHtml = overrides.name !== undefined && overrides.name_html === undefined ? { name_html: emojifyText(overrides.name) } : {};
  return { ...base, ...overrides, ...nameHtml };
}

/** A store with the given instance settings and, optionally, a signed-in user. */
export function makeTestStore(
  opts: { instance?: Partial<InstanceSettings>; user?: User | null; mobile?: boolean } = {},
): AppStore {
  const store = makeStore();
  store.dispatch(instanceSettingsMerged({ name: 'Test Instance', ...opts.instance }));
  store.dispatch(setMobile(opts.mobile ?? false));
  if (opts.user) {
    store.dispatch(usersReceived([opts.user]));
    store.dispatch(setCurrentUser(opts.user.id));
  }
  return store;
}
