// The Flash emulator (Ruffle, self-hosted build copied into ours by build/ruffleAssets.ts), loaded
// by a script tag on the first click on a Flash attachment, never before: it is ~0.5 MB of script
// and 14 MB of wasm. Settings keep an untrusted movie away from the page and the network.
declare const __RUFFLE_PUBLIC_PATH__: string;

export const RUFFLE_PUBLIC_PATH = typeof __RUFFLE_PUBLIC_PATH__ === 'string' ? __RUFFLE_PUBLIC_PATH__ : '/_starling/ruffle/';

export interface RufflePlayerElement extends HTMLElement {
  ruffle(apiVersion?: number): { load(options: Record<string, unknown>): Promise<void> };
}
interface RuffleSource {
  createPlayer(): RufflePlayerElement;
}
interface RuffleGlobal {
  config?: Record<string, unknown>;
  newest?: () => RuffleSource | null;
}

declare global {
  interface Window {
    RufflePlayer?: RuffleGlobal;
  }
}

/** Per-movie options (Ruffle's URLLoadOptions): no scripting of the page, no network, no links. */
export const MOVIE_OPTIONS = {
  autoplay: 'on',
  unmuteOverlay: 'hidden',
  splashScreen: false,
  allowScriptAccess: false,
  allowNetworking: 'none',
  openUrlMode: 'deny',
  showSwfDownload: false,
  warnOnUnsupportedContent: false,
  letterbox: 'on',
} as const;

let loading: Promise<RuffleSource> | null = null;

export function loadRuffle(): Promise<RuffleSource> {
  if (loading) return loading;
  const attempt = new Promise<RuffleSource>((resolve, reject) => {
    // Set before the script runs; it reads the config and keeps its hands off our page (polyfills).
    window.RufflePlayer = { ...window.RufflePlayer, config: { publicPath: RUFFLE_PUBLIC_PATH, polyfills: false, logLevel: 'error' } };
    const script = document.createElement('script');
    script.src = `${RUFFLE_PUBLIC_PATH}ruffle.js`;
    script.async = true;
    script.dataset.ruffle = '';
    script.onload = () => {
      const source = window.RufflePlayer?.newest?.();
      if (source) resolve(source);
      else reject(new Error('The Flash player did not start'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('The Flash player script could not be loaded'));
    };
    document.head.appendChild(script);
  });
  loading = attempt.catch((e: unknown) => {
    loading = null; // a later click tries again
    throw e;
  });
  return loading;
}
