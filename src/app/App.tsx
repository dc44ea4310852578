// The mounted application: store provider and the history-mode router; the root layout is the
// Shell (sidebar, bars, modals) with the routed screen in its main area (<Outlet />).
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router';
import type { AppStore } from '../store';
import { ConfirmHost } from '../ui/ConfirmHost';
import { Shell } from './layout/Shell';
import { RouteEffects } from './RouteEffects';
import { buildRoutes } from './routes';

const routes = buildRoutes(<Shell />);

function AppRoutes() {
  return (
    <>
      <RouteEffects routes={routes} />
      {useRoutes(routes)}
    </>
  );
}

export function App({ store }: { store: AppStore }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes />
          <ConfirmHost />
        </BrowserRouter>
      </Provider>
    </StrictMode>
  );
}
