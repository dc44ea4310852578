// Entry: restore persisted state, run the startup sequence, then mount (or show the
// unreachable-backend page with a retry that runs startup again).
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import './styles/index.css';
import { App } from './app/App';
import { BootError } from './boot/BootError';
import { runBoot } from './boot/boot';
import { startLanguage } from './boot/language';
import { watchMobile } from './boot/mobile';
import { whenIdle } from './lib/idle';
import { makeStore } from './store';
import { getStorage, loadPersisted, startPersistence } from './store/persistence';

const storage = getStorage();
const { preloaded, storageOk, dropped } = loadPersisted(storage);
const store = makeStore(preloaded);
startPersistence(store, storage, storageOk, dropped);

const container = document.getElementById('app');
if (!container) throw new Error('#app element missing');
const root = createRoot(container);
const language = startLanguage(store);
// A stored session may have its last page kept (issue 28): shown before the network answers.
// Its own chunk, asked for only when a token is stored: a visitor's first chunk does not grow.
const warmStart = preloaded.auth?.userToken ? import('./boot/warmStart').catch(() => null) : null;

const renderApp = () => startTransition(() => root.render(<App store={store} />));

/** The last page is on screen at once; startup checks the session and refreshes behind it. */
async function startWarm(): Promise<boolean> {
  const warm = await warmStart;
  if (!warm || !(await warm.warmStart(store))) return false;
  await language;
  watchMobile(store);
  renderApp();
  // Startup's requests wait until the kept page is painted. With no network the kept page stays
  // as it is: there is nothing to retry into.
  if (container) await warm.afterKeptPaint(container);
  const result = await runBoot(store, { warm: true });
  if (result.ok) warm.refreshAfterWarmStart(store);
  return true;
}

async function start(): Promise<void> {
  const [result] = await Promise.all([runBoot(store), language]);
  if (!result.ok) {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <BootError onRetry={start} />
        </Provider>
      </StrictMode>,
    );
    return;
  }
  // A transition renders in slices that yield to the browser: the first screen's render is not
  // one long task that holds input up (Lighthouse's total blocking time: 240-790 ms to ...).
  renderApp();
}

// The service worker (offline start, updates) registers once the page has loaded and the browser
// is idle, from its own chunk: it never competes with the first statuses.
function registerWorkerLater(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => void whenIdle().then(() => import('./features/app-update/registerWorker')).then((m) => m.registerWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** A session signed in on this page is kept from then on, as one restored at start is. */
function keepAfterSignIn(): void {
  const unsubscribe = store.subscribe(() => {
    if (!store.getState().auth.userToken) return;
    unsubscribe();
    void import('./boot/warmStart').then((m) => m.keepLastSeen(store)).catch(() => undefined);
  });
}

if (warmStart) void startWarm().then((warm) => (warm ? undefined : start()));
else {
  keepAfterSignIn();
  void start();
}
registerWorkerLater();
