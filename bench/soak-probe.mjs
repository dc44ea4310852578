// The soak bench's figures for one page: heap after GC, DOM elements, event listeners (CDP
// DOMDebugger.getEventListeners over window, document and every element), the store's tables,
// long tasks, open WebSockets by stream, live timers.
import { heapAfterGc } from './harness.mjs';

/**
 * Init script: counts live timers (a timeout until it fires or is cleared, an interval until it
 * is cleared) and open WebSockets by URL, on window.__soak.
 */
export const instrumentPage = () => {
  const live = new Set();
  const sockets = new Map();
  window.__soak = {
    timers: () => live.size,
    sockets: () => Object.fromEntries(sockets),
  };
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
  window.setTimeout = function (fn, ms, ...args) {
    const id = st.call(window, (...a) => { live.delete(id); if (typeof fn === 'function') fn(...a); }, ms, ...args);
    live.add(id);
    return id;
  };
  window.clearTimeout = (id) => { live.delete(id); ct.call(window, id); };
  window.setInterval = function (fn, ms, ...args) {
    const id = si.call(window, fn, ms, ...args);
    live.add(id);
    return id;
  };
  window.clearInterval = (id) => { live.delete(id); ci.call(window, id); };
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      const key = String(url).replace(/access_token=[^&]*&?/, '');
      sockets.set(key, (sockets.get(key) ?? 0) + 1);
      this.addEventListener('close', () => sockets.set(key, sockets.get(key) - 1));
    }
  };
};

/** A long task reaches its observer within this time of its end. */
const REPORTED_WITHIN_MS = 200;

/**
 * The Redux store's table sizes, read through React's own fiber tree (the Provider's `store`
 * prop): nothing is added to the app for the bench, so production pays nothing.
 */
const storeSizes = () => {
  const root = document.getElementById('app') ?? document.body.firstElementChild;
  const key = root && Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
  let fiber = key ? root[key] : null;
  let store = null;
  const stack = fiber ? [fiber] : [];
  while (stack.length && !store) {
    fiber = stack.pop();
    const s = fiber.memoizedProps?.store;
    if (s && typeof s.getState === 'function') store = s;
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  if (!store) return null;
  const s = store.getState();
  const count = (o) => (o ? Object.keys(o).length : 0);
  return {
    statuses: count(s.statuses),
    users: count(s.users),
    relationships: count(s.relationships),
    notifications: s.notifications?.ids.length ?? 0,
    timelineIds: Object.values(s.timelines).reduce((n, t) => n + t.statuses.length, 0),
    conversations: count(s.conversations),
    chats: s.chats?.ids.length ?? 0,
    chatMessages: s.chats?.view?.ids.length ?? 0,
    shouts: s.shout?.messages.length ?? 0,
  };
};

async function listenerCount(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: '[window, document, ...document.getElementsByTagName("*")]',
    });
    const { result: props } = await cdp.send('Runtime.getProperties', { objectId: result.objectId, ownProperties: true });
    const ids = props.filter((p) => /^\d+$/.test(p.name) && p.value?.objectId).map((p) => p.value.objectId);
    let total = 0;
    for (let i = 0; i < ids.length; i += 200) {
      const counts = await Promise.all(ids.slice(i, i + 200).map((objectId) =>
        cdp.send('DOMDebugger.getEventListeners', { objectId }).then((r) => r.listeners.length, () => 0)));
      total += counts.reduce((a, b) => a + b, 0);
    }
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: '' }).catch(() => {});
    return total;
  } finally {
    await cdp.detach();
  }
}

/**
 * One sample of the page; long tasks are those since the previous sample. The forced GC and the
 * listener count come after they are read, and the long task they make is dropped once reported:
 * it is the bench's, not the app's.
 */
export async function sample(page) {
  const rest = await page.evaluate((sizes) => {
    const out = {
      dom: document.getElementsByTagName('*').length,
      timers: window.__soak.timers(),
      sockets: window.__soak.sockets(),
      longestTask: window.__longestTask,
      longTasks: window.__longTasks,
      store: (0, eval)(`(${sizes})`)(),
    };
    window.__resetLongTasks();
    return out;
  }, storeSizes.toString());
  const heap = await heapAfterGc(page);
  const listeners = await listenerCount(page);
  await page.evaluate((ms) => new Promise((settled) => setTimeout(settled, ms)).then(() => window.__resetLongTasks()), REPORTED_WITHIN_MS);
  return { heap, listeners, ...rest };
}
