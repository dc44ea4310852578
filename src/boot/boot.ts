// Startup (SPEC §4 "Startup"), in order: mobile flag; server; frontend + static config;
// app token; theme; then in parallel stored-token login, instance panel, nodeinfo, instance
// info. The app mounts after that; mutes, terms, stickers and emoji finish in the background.
import { ApiError, setServer } from '../api/http';
import {
  fetchCustomEmoji,
  fetchFrontendConfig,
  fetchInstance,
  fetchInstancePanel,
  fetchNodeinfo,
  fetchStaticConfig,
  fetchStaticEmoji,
  fetchStickers,
  fetchTermsOfService,
} from '../api/instance';
import { normalizeCustomEmoji, normalizeStaticEmoji } from '../entities/customEmoji';
import { sanitizeHtml } from '../entities/html';
import type { StickerPack } from '../entities/instance';
import {
  applyFrontendConfig,
  applyInstanceInfo,
  applyNodeinfo,
  defaultInstanceSettings,
} from '../entities/instanceBuilders';
import type { AppStore } from '../store';
import { ensureAppToken, fetchMutesForCurrentUser, loginWithStoredToken } from '../store/authThunks';
import { instanceSettingsMerged, instanceSettingsSet } from '../store/instanceSlice';
import { watchMobile } from './mobile';
import { applyTheme } from './theme';

export type BootResult =
  | { ok: true; /** Work that continues after mount (tests await it). */ background: Promise<void> }
  | { ok: false; reason: 'unreachable' };

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

const settle = <T>(p: Promise<T>): Promise<Settled<T>> =>
  p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/** A failure that says the server is down or unreachable (as opposed to "not supported"). */
export function isUnreachable(r: Settled<unknown>): boolean {
  if (r.ok) return false;
  const e = r.error;
  if (e instanceof ApiError) return e.status === 0 || e.status >= 500;
  return e instanceof TypeError;
}

const warn = (what: string) => (e: unknown) => console.warn(`Startup: ${what} failed`, e);

const pleromaFe = (raw: unknown): unknown =>
  raw && typeof raw === 'object' ? (raw as Record<string, unknown>).pleroma_fe : undefined;

export async function runBoot(store: AppStore): Promise<BootResult> {
  const { dispatch, getState } = store;
  watchMobile(store);
  setServer('');

  // Static config first, backend frontend config over it: the backend wins.
  const [frontend, staticConfig] = await Promise.all([
    settle(fetchFrontendConfig()),
    settle(fetchStaticConfig()),
  ]);
  if (!frontend.ok) warn('frontend configuration')(frontend.error);
  let settings = { ...defaultInstanceSettings(), server: window.location.origin };
  if (staticConfig.ok) settings = applyFrontendConfig(settings, staticConfig.value);
  if (frontend.ok) settings = applyFrontendConfig(settings, pleromaFe(frontend.value));
  dispatch(instanceSettingsSet(settings));
  if (settings.name) document.title = settings.name;

  // Skipped when the backend config already failed as unreachable: no point waiting again.
  if (!isUnreachable(frontend)) await dispatch(ensureAppToken()).catch(warn('app token'));

  applyTheme(getState().instance.theme);

  const [, panel, nodeinfo, instance] = await Promise.all([
    dispatch(loginWithStoredToken()),
    settle(fetchInstancePanel()),
    settle(fetchNodeinfo()),
    settle(fetchInstance()),
  ]);
  if (isUnreachable(frontend) && isUnreachable(instance)) return { ok: false, reason: 'unreachable' };

  let next = getState().instance;
  if (nodeinfo.ok) next = applyNodeinfo(next, nodeinfo.value);
  else warn('nodeinfo')(nodeinfo.error);
  if (instance.ok) next = applyInstanceInfo(next, instance.value);
  else warn('instance information')(instance.error);
  if (panel.ok) next = { ...next, instanceSpecificPanelContent: sanitizeHtml(panel.value) };
  dispatch(instanceSettingsSet(next));
  if (next.name) document.title = next.name;

  return { ok: true, background: loadNonCritical(store) };
}

/**
 * Resolves once some timeline has loaded and painted (or after `timeoutMs` on screens without
 * one), so that what only later screens need does not compete with the first statuses.
 */
function afterFirstContent(store: AppStore, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      unsubscribe();
      clearTimeout(timer);
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    };
    const check = () => {
      if (Object.values(store.getState().timelines).some((t) => t.loaded)) finish();
    };
    const unsubscribe = store.subscribe(check);
    const timer = setTimeout(finish, timeoutMs);
    check();
  });
}

/** After mount: nothing here may delay the first timeline paint; failures are only logged. */
async function loadNonCritical(store: AppStore): Promise<void> {
  const { dispatch } = store;
  const mutes = dispatch(fetchMutesForCurrentUser());
  await afterFirstContent(store);
  await Promise.all([
    mutes,
    fetchTermsOfService()
      .then((tos) => dispatch(instanceSettingsMerged({ tos: sanitizeHtml(tos) })))
      .catch(warn('terms of service')),
    fetchStickers()
      .then((packs) => dispatch(instanceSettingsMerged({ stickers: Array.isArray(packs) ? (packs as StickerPack[]) : [] })))
      .catch(warn('stickers')),
    fetchCustomEmoji()
      .then((raw) => dispatch(instanceSettingsMerged({ customEmoji: normalizeCustomEmoji(raw) })))
      .catch(warn('custom emoji')),
    fetchStaticEmoji()
      .then((raw) => dispatch(instanceSettingsMerged({ emoji: normalizeStaticEmoji(raw) })))
      .catch(warn('standard emoji')),
  ]).then(() => undefined);
}
