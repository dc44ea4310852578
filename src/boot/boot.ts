// Startup, reordered so that nothing Pleroma-only is asked of a server that
// is not Pleroma, and nothing waits that the first screen does not need: mobile flag; server;
// then together static config, instance info, nodeinfo and the stored-token login; once instance
// info says Pleroma, its frontend config (and the instance panel, which does not hold the mount
// up); theme. The app mounts after that; the panel and mutes follow, and once the first statuses
// are on screen the app token, terms, stickers and emoji. A Pleroma page may carry instance info,
// nodeinfo, frontend config and panel itself (api/preloaded.ts).
import { ApiError, setServer } from '../api/http';
import {
  fetchFrontendConfig,
  fetchInstance,
  fetchInstancePanel,
  fetchNodeinfo,
  fetchStaticConfig,
  fetchStaticEmoji,
  fetchStickers,
  fetchTermsOfService,
} from '../api/instance';
import { normalizeStaticEmoji } from '../entities/customEmoji';
import { sanitizeHtml } from '../entities/html';
import type { StickerPack } from '../entities/instance';
import {
  applyFrontendConfig,
  applyInstanceInfo,
  applyPleromaFrontendConfig,
  applyNodeinfo,
  defaultInstanceSettings,
} from '../entities/instanceBuilders';
import { isPleromaInstance, settleCapabilities } from '../entities/instanceFeatures';
import type { AppStore } from '../store';
import { fetchTimeline } from '../store/timelineThunks';
import { loadKnownDomains } from '../store/knownDomainsThunks';
import { loadCustomEmoji } from '../store/customEmojiThunks';
import { instanceSettingsMerged, instanceSettingsSet } from '../store/instanceSlice';
import { loadLaterEnglish } from '../i18n';
import { whenIdle } from '../lib/idle';
import { prefetchLandingTimeline } from './landingPrefetch';
import { describeDocument } from './documentMeta';
import { watchMobile } from './mobile';
import { startTheme } from './theme';

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

/** The code that came back from the server's sign-in page is being exchanged: the app must stay as it is. */
const signInInFlight = (): boolean => window.location.pathname === '/oauth-callback';

/** Pleroma or not, from instance info (one request); from nodeinfo only when that failed. */
async function isPleromaServer(instance: Settled<unknown>, nodeinfo: Promise<Settled<unknown>>): Promise<boolean> {
  if (instance.ok) return isPleromaInstance(instance.value);
  const n = await nodeinfo;
  return n.ok && applyNodeinfo(defaultInstanceSettings(), n.value).pleromaBackend;
}

/**
 * Runs `use` with the stored session's thunks, a chunk of their own: a visitor (no stored token)
 * neither loads nor needs them, so the first chunk does without.
 */
function withSession(store: AppStore, use: (m: typeof import('../store/sessionThunks')) => Promise<void>, what: string): Promise<void> {
  if (!store.getState().auth.userToken) return Promise.resolve();
  return import('../store/sessionThunks').then(use).catch(warn(what));
}

export interface BootOptions {
  /**
   * The last page was restored and is on screen (boot/warmStart.ts): the instance settings it
   * brought stay until the server's full answer replaces them, never half-built ones.
   */
  warm?: boolean;
}

export async function runBoot(store: AppStore, { warm = false }: BootOptions = {}): Promise<BootResult> {
  const { dispatch, getState } = store;
  watchMobile(store);
  // A session on another instance (an added account) runs the app against that one.
  const server = getState().auth.server;
  setServer(server);
  const landing = prefetchLandingTimeline(store);

  // Everything that does not depend on the server's kind starts at once.
  const nodeinfoP = settle(fetchNodeinfo());
  const loginP = withSession(store, (m) => dispatch(m.loginWithStoredToken()), 'signing in');
  const staticConfigP = settle(fetchStaticConfig());
  const instance = await settle(fetchInstance());

  // Pleroma's own files only where the server is Pleroma (others answer 404 to each), asked as
  // soon as instance info says so (not after the static config too). The instance panel is a
  // sidebar's business: it arrives after mount, never delaying the timeline.
  const pleroma = await isPleromaServer(instance, nodeinfoP);
  const panelP = pleroma ? fetchInstancePanel() : null;
  const [staticConfig, frontend] = await Promise.all([staticConfigP, pleroma ? settle(fetchFrontendConfig()) : null]);
  if (frontend && !frontend.ok) warn('frontend configuration')(frontend.error);

  // Static config first, backend frontend config over it: the backend wins.
  let settings = { ...defaultInstanceSettings(), server: server || window.location.origin };
  if (staticConfig.ok) settings = applyFrontendConfig(settings, staticConfig.value);
  if (frontend?.ok) settings = applyPleromaFrontendConfig(settings, frontend.value);
  if (!warm) {
    dispatch(instanceSettingsSet(settings));
    if (settings.name) document.title = settings.name;
  }
  void startTheme(store);

  const [nodeinfo] = await Promise.all([nodeinfoP, loginP]);
  if (isUnreachable(instance) && isUnreachable(nodeinfo)) return { ok: false, reason: 'unreachable' };

  let next = warm ? settings : getState().instance;
  if (nodeinfo.ok) next = applyNodeinfo(next, nodeinfo.value);
  else warn('nodeinfo')(nodeinfo.error);
  if (instance.ok) next = applyInstanceInfo(next, instance.value);
  else warn('instance information')(instance.error);
  next = settleCapabilities(next);
  dispatch(instanceSettingsSet(next));
  describeDocument(next.name, next.description);

  const panel = panelP
    ?.then((html) => dispatch(instanceSettingsMerged({ instanceSpecificPanelContent: sanitizeHtml(html) })))
    .catch(warn('instance panel'));
  // A landing page the server embedded costs no wait: its statuses go in before mount, so the
  // first render shows them. One still on the network does not hold the screen up.
  if (landing?.embedded) await dispatch(fetchTimeline(landing.timeline, { tag: landing.tag, prefetchedOnly: true }));
  return { ok: true, background: Promise.all([loadNonCritical(store), panel]).then(() => undefined) };
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
  const { dispatch, getState } = store;
  const mutes = withSession(store, (m) => dispatch(m.fetchMutesForCurrentUser()), 'mutes');
  await afterFirstContent(store);
  // And then when the browser has a moment: the frames right after the first statuses go first.
  await whenIdle();
  // Terms and sticker packs are files of Pleroma's static folder; other servers have none.
  const pleroma = getState().instance.pleromaBackend;
  await Promise.all([
    mutes,
    // The favicon service, from its own chunk: only a signed-in reader's unread count ever badges
    // the icon (and the badge starts the service itself if it comes first).
    import('../services/favicon').then(({ initFaviconService }) => initFaviconService(), warn('favicon service')),
    // Nothing a first screen shows needs the app token; what does (registration, sign-in) asks
    // for it itself and shares a registration under way. Not while a sign-in code comes back: it
    // belongs to the stored app.
    // Signing in is its own chunk (the form loads it too): asked for here, not at start.
    !signInInFlight() &&
      import('../store/authThunks')
        .then(({ ensureAppToken }) => dispatch(ensureAppToken()))
        .catch(warn('app token')),
    loadLaterEnglish().catch(warn('strings')),
    pleroma &&
      fetchTermsOfService()
        .then((tos) => dispatch(instanceSettingsMerged({ tos: sanitizeHtml(tos) })))
        .catch(warn('terms of service')),
    pleroma &&
      fetchStickers()
        .then((packs) => dispatch(instanceSettingsMerged({ stickers: Array.isArray(packs) ? (packs as StickerPack[]) : [] })))
        .catch(warn('stickers')),
    dispatch(loadCustomEmoji()).catch(warn('custom emoji')),
    // Known domains serve the domain-block field, so only a signed-in user loads them.
    getState().auth.currentUserId !== null && dispatch(loadKnownDomains()),
    fetchStaticEmoji()
      .then((raw) => dispatch(instanceSettingsMerged({ emoji: normalizeStaticEmoji(raw) })))
      .catch(warn('standard emoji')),
  ]).then(() => undefined);
}
