import { deletePushSubscription, postPushSubscription } from '../api/push';
import { defaultPreferences } from '../store/preferences';
import { alertsFrom, keyBytes, PUSH_ERRORS, registerPush, unregisterPush } from './webPush';

vi.mock('../api/push', () => ({ postPushSubscription: vi.fn(), deletePushSubscription: vi.fn().mockResolvedValue({}) }));

const alerts = alertsFrom(defaultPreferences().notificationVisibility);
const unsubscribe = vi.fn().mockResolvedValue(true);
const subscription = { toJSON: () => ({ endpoint: 'https://push.example/1', keys: { p256dh: 'k', auth: 'a' } }), unsubscribe };
const pushManager = { getSubscription: vi.fn().mockResolvedValue(null), subscribe: vi.fn().mockResolvedValue(subscription) };

beforeEach(() => {
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn().mockResolvedValue({ pushManager }), getRegistration: vi.fn().mockResolvedValue({ pushManager: { getSubscription: async () => subscription } }) },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('web push', () => {
  it('needs the setting and the VAPID key', async () => {
    await expect(registerPush({ enabled: false, vapidKey: 'AQAB', token: 't', alerts })).rejects.toThrow(PUSH_ERRORS.disabled);
    await expect(registerPush({ enabled: true, vapidKey: null, token: 't', alerts })).rejects.toThrow(PUSH_ERRORS.noKey);
  });

  it('registers the worker, subscribes and posts the subscription with the alerts', async () => {
    vi.mocked(postPushSubscription).mockResolvedValueOnce({ id: 7 });
    await expect(registerPush({ enabled: true, vapidKey: 'AQAB', token: 't', alerts })).resolves.toBe('7');
    expect(navigator.serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    expect(pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(postPushSubscription).toHaveBeenCalledWith(subscription.toJSON(), { follow: true, favourite: true, mention: true, reblog: true, move: true }, 't');
  });

  it('reports a bad status and a response without id', async () => {
    vi.mocked(postPushSubscription).mockRejectedValueOnce(new Error('HTTP 500'));
    await expect(registerPush({ enabled: true, vapidKey: 'AQAB', token: 't', alerts })).rejects.toThrow(PUSH_ERRORS.badStatus);
    vi.mocked(postPushSubscription).mockResolvedValueOnce({});
    await expect(registerPush({ enabled: true, vapidKey: 'AQAB', token: 't', alerts })).rejects.toThrow(PUSH_ERRORS.badResponse);
  });

  it('turning off unsubscribes and deletes', async () => {
    await unregisterPush('t');
    expect(unsubscribe).toHaveBeenCalled();
    expect(deletePushSubscription).toHaveBeenCalledWith('t');
  });

  it('decodes the url-safe VAPID key', () => {
    expect([...keyBytes('AQAB')]).toEqual([1, 0, 1]);
    expect([...keyBytes('-_8')]).toEqual([251, 255]);
  });
});
