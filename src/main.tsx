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
  startTransition(() => root.render(<App store={store} />));
}

void start();
