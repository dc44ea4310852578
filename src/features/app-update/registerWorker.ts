// Registers the service worker (sw/sw.ts) after the first paint, from its own chunk, so that it
// never delays the first status. A new build's worker waits; the notice lets the person take it
// now (the worker skips waiting on our message and the page reloads once it controls), otherwise
// it is taken on the next start, never mid-session.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { SW_PATH } from '../../lib/serviceWorkerPath';
import { UpdateNotice } from './UpdateNotice';

let shown = false;

function showUpdateNotice(onReload: () => void): void {
  if (shown) return;
  shown = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(createElement(UpdateNotice, { onReload }));
}

export async function registerWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox(SW_PATH);
  wb.addEventListener('waiting', () =>
    showUpdateNotice(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    }),
  );
  try {
    await wb.register();
  } catch (e) {
    // Without a worker the app works as before, only not offline.
    console.warn('The service worker could not be registered', e);
  }
}
