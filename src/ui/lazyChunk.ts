// Chunk load failure: every lazily loaded chunk goes through lazyChunk, so a chunk
// that does not arrive becomes a ChunkLoadError of a known type (timeout, missing, error) that a
// boundary can show with a retry, instead of a blank screen. A chunk the server no longer has
// (a new deployment replaced the hashed files) reloads the page once to pick up the new build.
import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';
import { loadLaterEnglish } from '../i18n';
import { loadMoreIcons } from './Icon';

export const CHUNK_TIMEOUT_MS = 120_000;
/** sessionStorage key: set just before the one reload, so a build that stays broken cannot loop. */
export const CHUNK_RELOAD_KEY = 'starling:chunk-reload';

export type ChunkErrorType = 'timeout' | 'missing' | 'error';

export class ChunkLoadError extends Error {
  readonly type: ChunkErrorType;
  /** Forget the failed attempt so the next render imports the chunk again. */
  readonly reset: () => void;

  constructor(type: ChunkErrorType, cause: unknown, reset: () => void) {
    super(`Loading chunk failed (${type})`, { cause });
    this.name = 'ChunkLoadError';
    this.type = type;
    this.reset = reset;
  }
}

class ChunkTimeout extends Error {
  name = 'ChunkTimeout';
}

/** What the server said when asked for the failed chunk's URL again; null if it could not be asked. */
export interface ChunkProbe {
  status: number;
  contentType: string;
}

/**
 * Timeout is our own timer; a chunk the server answers 404/410 for (or answers with an HTML page,
 * the single-page fallback) is missing; anything else (offline, dropped connection) is an error.
 */
export function classifyChunkError(error: unknown, probe: ChunkProbe | null): ChunkErrorType {
  if (error instanceof ChunkTimeout) return 'timeout';
  if (!probe) return 'error';
  if (probe.status === 404 || probe.status === 410) return 'missing';
  if (probe.status >= 200 && probe.status < 300 && probe.contentType.includes('text/html')) return 'missing';
  return 'error';
}

/** Browsers name the module that failed in the message (Chromium, Firefox); Safari does not. */
export function chunkUrlFromError(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = /(https?:\/\/[^\s'"]+\.(?:m?js|css))/.exec(message);
  return match ? match[1] : null;
}

async function probeChunk(url: string | null): Promise<ChunkProbe | null> {
  if (!url) return null;
  try {
    const res = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return { status: res.status, contentType: res.headers.get('content-type') ?? '' };
  } catch {
    return null;
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeout(`no answer after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A later deployment in the same tab may reload again, but never twice within this window. */
export const CHUNK_RELOAD_WINDOW_MS = 10 * 60_000;

/** Reload once for a missing chunk; true if the reload was started. */
function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
    if (last && Date.now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return false; // no storage, no loop guard: show the error instead of risking a reload loop
  }
  window.location.reload();
  return true;
}

/** Import a chunk, turning any failure into a ChunkLoadError (or the one reload for a missing one). */
export async function loadChunk<T>(factory: () => Promise<T>, reset: () => void, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  try {
    return await withTimeout(factory(), timeoutMs);
  } catch (error) {
    const type = error instanceof ChunkTimeout ? 'timeout' : classifyChunkError(error, await probeChunk(chunkUrlFromError(error)));
    if (type === 'missing' && reloadOnce()) return new Promise<T>(() => {}); // the page is going away
    throw new ChunkLoadError(type, error, reset);
  }
}

/** A lazily loaded component, with a way to fetch its chunk before it is first rendered. */
export type LazyChunkComponent<P> = ComponentType<P> & {
  /** Resolves once the chunk is here, or once asking for it failed (the render shows that). */
  preload: () => Promise<void>;
};

export interface LazyChunkOptions {
  /**
   * Bring the English sections and the icons the first paint leaves out along (default). A piece
   * of the first screen itself (status media) uses bundled ones only and must not wait for them.
   */
  laterStrings?: boolean;
}

/**
 * React.lazy for every lazily loaded component of the app: same call shape
 * (`lazyChunk(() => import('./Screen'))`), plus the timeout, the typed error and a retry that
 * imports again (React.lazy alone keeps a failed import failed forever).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyChunk<T extends ComponentType<any>>(
  factory: () => Promise<{ default: T }>,
  { laterStrings = true }: LazyChunkOptions = {},
): LazyChunkComponent<ComponentProps<T>> {
  // Lazy screens use English sections and icons the first paint leaves out (i18n/index.ts,
  // ui/moreIcons.tsx): fetched together.
  const withStrings = laterStrings
    ? () => Promise.all([factory(), loadLaterEnglish(), loadMoreIcons()]).then(([module]) => module)
    : factory;
  const make = () => lazy(() => loadChunk(withStrings, reset));
  let Lazy = make();
  function reset() {
    Lazy = make();
  }
  function LazyChunk(props: ComponentProps<T>) {
    return createElement(Lazy, props);
  }
  // Asking for the module early (idle time, hover) makes the first render of it instant; a failure
  // here is left to the render, which shows it with a retry.
  LazyChunk.preload = () => withStrings().then(
    () => undefined,
    () => undefined,
  );
  return LazyChunk;
}
