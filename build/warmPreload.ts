import type { Plugin } from 'vite';

/** The file naming the chunks a returning signed-in person's first screen needs (beside index.html). */
export const WARM_FILE = 'warm-chunks.json';

/** What the warm path imports: the stored state's check, the kept page, the session check, the home
 * shell's chunks, strings. */
const WARM_ENTRIES = [/\/src\/store\/storedStateCheck\.ts$/, /\/src\/boot\/warmStart\.ts$/, /\/src\/store\/sessionThunks\.ts$/, /\/src\/app\/homeChunks\.ts$/, /\/src\/i18n\/locales\/en\/index\.ts$/];
/** Of those, the ones whose own lazy imports the warm path asks for at once (homeChunks preloads). */
const WARM_FANOUT = /\/src\/app\/homeChunks\.ts$/;

/** The parts of a built chunk this needs (an output chunk of Vite/Rolldown has them all). */
export interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  moduleIds?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * The chunk files the warm start imports, each with the chunks it imports statically: asked for
 * together as soon as the page starts, instead of a waterfall that waits for the entry to run,
 * then for the home shell's chunk to run. The entry's own chunks are left out (the page loads them).
 */
export function warmChunkFiles(bundle: Record<string, ChunkInfo>): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const entryFiles = new Set<string>();
  for (const c of chunks) if (c.isEntry) addWithImports(bundle, c.fileName, entryFiles);
  const found = new Set<string>();
  for (const c of chunks) {
    const ids = c.moduleIds ?? [];
    if (!ids.some((id) => WARM_ENTRIES.some((re) => re.test(id)))) continue;
    addWithImports(bundle, c.fileName, found, entryFiles);
    if (ids.some((id) => WARM_FANOUT.test(id))) for (const lazy of c.dynamicImports ?? []) addWithImports(bundle, lazy, found, entryFiles);
  }
  return [...found].sort();
}

/** `file` and the chunks it imports statically, into `into`; none that `skip` holds. */
function addWithImports(bundle: Record<string, ChunkInfo>, file: string, into: Set<string>, skip: Set<string> = new Set()): void {
  if (into.has(file) || skip.has(file) || !bundle[file]) return;
  into.add(file);
  for (const dep of bundle[file].imports ?? []) addWithImports(bundle, dep, into, skip);
}

/**
 * Writes the warm start's chunks to warm-chunks.json; public/last-seen-early.js reads it and
 * preloads them for a stored session only, so a visitor's first screen fetches nothing more (not
 * even the list: a tag in the page would cost every visitor half a kilobyte).
 */
export function warmPreload(): Plugin {
  let base = '/';
  return {
    name: 'starling:warm-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const files = warmChunkFiles(bundle as unknown as Record<string, ChunkInfo>).map((f) => `${base}${f}`);
      this.emitFile({ type: 'asset', fileName: WARM_FILE, source: JSON.stringify(files) });
    },
  };
}

/**
 * Chunks a start may import before its first status (stored state, theme, warm start): their own
 * imports stay listed with them, so they arrive together rather than one after another.
 */
const STARTUP_CHUNK = /\/(storedStateCheck|themeLoader|warmStart|sessionThunks|homeChunks)-[\w-]+\.js$/;

/**
 * Vite's `modulePreload.resolveDependencies`: the page's own preloads and the startup chunks' imports
 * are listed; any other lazy chunk's imports are asked for when it runs. Listing them all put every
 * chunk's name in the first chunk (8 KB, 2.8 KB compressed) for screens a first visit may never
 * open, and the service worker has them all locally after it. (Lazy chunks' CSS stays listed:
 * Vite loads it with the chunk.)
 */
export function preloadDependencies(file: string, deps: string[], context: { hostType: 'html' | 'js' }): string[] {
  return context.hostType === 'html' || STARTUP_CHUNK.test(`/${file}`) ? deps : [];
}

