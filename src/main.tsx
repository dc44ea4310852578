// Entry: restore persisted state, run the startup sequence, then mount (or show the
// unreachable-backend page with a retry that runs startup again).
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import './styles/index.css';
import { App } from './app/App';
import { BootError } from './boot/BootError';
import { preloadStatusMedia, statusMediaReady, watchStatusMedia } from './features/status/StatusMedia';
import { runBoot } from './boot/boot';
import { startLanguage } from './boot/language';
import { watchMobile } from './boot/mobile';
import { whenIdle } from './lib/idle';
import { makeStore, type AppStore } from './store';
import { getStorage, loadPersisted, PERSIST_KEY, startPersistence } from './store/persistence';

type WarmStart = typeof import('./boot/warmStart');

const container = document.getElementById('app');
if (!container) throw new Error('#app element missing');
const root = createRoot(container);

// A transition renders in slices that yield to the browser: the first screen's render is not
// one long task that holds input up (Lighthouse's total blocking time: 240-790 ms to ...).
const renderApp = (store: AppStore) => startTransition(() => root.render(<App store={store} />));

async function main(): Promise<void> {
  const storage = getStorage();
  // A stored session may have its last page kept: its chunk is asked for while the
  // stored state is checked, and only when something stored looks like a session, so a visitor's
  // first chunk does not grow. Whether it is used is decided by the checked state.
  const peek = storage?.getItem(PERSIST_KEY) ?? '';
  const warmChunk = peek.includes('"userToken":"') ? import('./boot/warmStart').catch(() => null) : null;
  if (warmChunk) void import('./app/homeChunks').then((m) => m.preloadHomeChunks(), () => undefined);
  const { preloaded, storageOk, dropped } = await loadPersisted(storage);
  const store = makeStore(preloaded);
  watchStatusMedia(store);
  startPersistence(store, storage, storageOk, dropped);
  const language = startLanguage(store);
  const signedIn = !!preloaded.auth?.userToken;
  const warm = signedIn ? await (warmChunk ?? import('./boot/warmStart').catch(() => null)) : null;
  registerWorkerLater();
  if (warm && (await startWarm(store, warm, language))) return;
  if (!signedIn) keepAfterSignIn(store);
  await start(store, language);
}

/** The last page is on screen at once; startup checks the session and refreshes behind it. */
async function startWarm(store: AppStore, warm: WarmStart, language: Promise<unknown>): Promise<boolean> {
  if (!(await warm.warmStart(store))) return false;
  await Promise.all([language, statusMediaReady(store)]);
  watchMobile(store);
  // Not a transition: the kept page is rendered in one go and painted at once, rather than in
  // slices that let the startup's other tasks (chunks arriving, idle work) in between them.
  root.render(<App store={store} />);
  // Startup's requests wait until the kept page is painted. With no network the kept page stays
  // as it is: there is nothing to retry into.
  if (container) await warm.afterKeptPaint(container);
  const result = await runBoot(store, { warm: true });
  if (result.ok) warm.refreshAfterWarmStart(store);
  return true;
}

async function start(store: AppStore, language: Promise<unknown>): Promise<void> {
  const [result] = await Promise.all([runBoot(store), language]);
  if (!result.ok) {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <BootError onRetry={() => start(store, language)} />
        </Provider>
      </StrictMode>,
    );
    return;
  }
  // A first page with media is rendered with its media: the chunk was asked for as it arrived.
  await statusMediaReady(store);
  renderApp(store);
  void result.background.then(preloadStatusMedia);
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
function keepAfterSignIn(store: AppStore): void {
  const unsubscribe = store.subscribe(() => {
    if (!store.getState().auth.userToken) return;
    unsubscribe();
    void import('./boot/warmStart').then((m) => m.keepLastSeen(store)).catch(() => undefined);
  });
}

// The module graph is evaluated in one task; startup's first steps (the stored state, the page's
// preload, sanitizing the first statuses) run in the next, so the two are not one long task.
setTimeout(() => void main(), 0);
