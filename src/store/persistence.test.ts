import { appRegistered, appTokenSet, setLastLoginName, setToken } from './authSlice';
import { setOption } from './configSlice';
import { loadPersisted, PERSIST_KEY, startPersistence } from './persistence';
import { setLastTimeline } from './uiSlice';
import { makeStore } from './index';

class MemoryStorage implements Storage {
  data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

describe('persistence', () => {
  it('round-trips config, last login name, oauth and the remembered timeline under vuex-lz', async () => {
    const storage = new MemoryStorage();
    const first = makeStore((await loadPersisted(storage)).preloaded);
    startPersistence(first, storage, true);
    first.dispatch(setOption({ name: 'hideNsfw', value: false }));
    first.dispatch(setOption({ name: 'interfaceLanguage', value: 'de' }));
    first.dispatch(appRegistered({ client_id: 'cid', client_secret: 'secret' }));
    first.dispatch(appTokenSet('apptoken'));
    first.dispatch(setToken('usertoken'));
    first.dispatch(setLastLoginName('alice'));
    first.dispatch(setLastTimeline('publicAndExternal'));
    expect(storage.getItem(PERSIST_KEY)).toContain('"clientId":"cid"');

    const { preloaded, storageOk } = await loadPersisted(storage);
    expect(storageOk).toBe(true);
    const second = makeStore(preloaded).getState();
    expect(second.config.hideNsfw).toBe(false);
    expect(second.config.interfaceLanguage).toBe('de');
    expect(second.config.maxThumbnails).toBe(16); // defaults fill in what was not stored
    expect(second.auth).toMatchObject({
      app: { client_id: 'cid', client_secret: 'secret' },
      appToken: 'apptoken',
      userToken: 'usertoken',
      lastLoginName: 'alice',
      loginState: 'anonymous',
    });
    expect(second.ui.lastTimeline).toBe('publicAndExternal');
  });

  it('does not write when nothing persisted changed', () => {
    const storage = new MemoryStorage();
    const spy = vi.spyOn(storage, 'setItem');
    const store = makeStore();
    startPersistence(store, storage, true);
    store.dispatch({ type: 'ui/setMobile', payload: true });
    expect(spy).not.toHaveBeenCalled();
  });

  it('ignores unreadable stored data', async () => {
    const storage = new MemoryStorage();
    storage.setItem(PERSIST_KEY, '{not json');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { preloaded, storageOk } = await loadPersisted(storage);
    expect(storageOk).toBe(true);
    expect(preloaded.auth?.userToken).toBeNull();
  });

  it('pushes errors.storage_unavailable and keeps working in memory when storage throws', async () => {
    const throwing = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { preloaded, storageOk } = await loadPersisted();
    expect(storageOk).toBe(false);
    const store = makeStore(preloaded);
    startPersistence(store, null, storageOk);
    expect(store.getState().notices).toEqual([
      expect.objectContaining({ messageKey: 'errors.storage_unavailable', level: 'error' }),
    ]);
    store.dispatch(setOption({ name: 'hideNsfw', value: false }));
    expect(store.getState().config.hideNsfw).toBe(false);
    throwing.mockRestore();
  });

  it('tells the user once when a later write fails', () => {
    const storage = new MemoryStorage();
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = makeStore();
    startPersistence(store, storage, true);
    store.dispatch(setOption({ name: 'hideNsfw', value: false }));
    store.dispatch(setOption({ name: 'stopGifs', value: true }));
    expect(store.getState().notices.filter((n) => n.messageKey === 'errors.storage_unavailable')).toHaveLength(1);
  });
});

describe('persistence with many accounts', () => {
  it('loads a session stored by the previous version unchanged, on this instance', async () => {
    const storage = new MemoryStorage();
    storage.setItem(PERSIST_KEY, JSON.stringify({ oauth: { clientId: 'c', clientSecret: 's', appToken: 'a', userToken: 'u' } }));
    const { preloaded } = await loadPersisted(storage);
    expect(preloaded.auth).toMatchObject({ server: '', userToken: 'u', appToken: 'a', app: { client_id: 'c', client_secret: 's' } });
  });

  it('keeps the instance of a session on another instance, and nothing that is not an origin', async () => {
    const storage = new MemoryStorage();
    storage.setItem(PERSIST_KEY, JSON.stringify({ oauth: { userToken: 'u', server: 'https://other.example' } }));
    expect((await loadPersisted(storage)).preloaded.auth?.server).toBe('https://other.example');
    storage.setItem(PERSIST_KEY, JSON.stringify({ oauth: { userToken: 'u', server: 'javascript:alert(1)' } }));
    expect((await loadPersisted(storage)).preloaded.auth?.server).toBe('');
  });
});
