// Known domains: the peers list, loaded once per store after start (boot, for a signed-in
// user) or when a domain field first needs it (someone who signs in later). Failures are only logged
// and may be retried by the next field that asks.
import { fetchPeers } from '../api/instance';
import { normalizeKnownDomains } from '../entities/knownDomains';
import { selectUserToken } from './authSlice';
import type { AppThunk } from './index';
import { instanceSettingsMerged } from './instanceSlice';

const inFlight = new WeakMap<object, Promise<void>>();

export const loadKnownDomains = (): AppThunk<Promise<void>> => (dispatch, getState) => {
  const running = inFlight.get(getState);
  if (running) return running;
  const p = fetchPeers(selectUserToken(getState()))
    .then((raw) => {
      dispatch(instanceSettingsMerged({ knownDomains: normalizeKnownDomains(raw) }));
    })
    .catch((e: unknown) => {
      inFlight.delete(getState);
      console.warn('Known domains could not be loaded', e);
    });
  inFlight.set(getState, p);
  return p;
};
