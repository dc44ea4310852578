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
import { makeStore, type AppStore } from './store';
import { getStorage, loadPersisted, startPersistence } from './store/persistence';

const container = document.getElementById('app');
if (!container) throw new Error('#app element missing');
const root = createRoot(container);

async function main(): Promise<void> {
  const storage = getStorage();
  const { preloaded, storageOk, dropped } = await loadPersisted(storage);
  const store = makeStore(preloaded);
  startPersistence(store, storage, storageOk, dropped);
  await start(store, startLanguage(store));
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
  // A transition renders in slices that yield to the browser: the first screen's render is not
  // one long task that holds input up (Lighthouse's total blocking time: 240-790 ms to ...).
  startTransition(() => root.render(<App store={store} />));
}

void main();
