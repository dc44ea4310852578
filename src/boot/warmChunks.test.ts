// The build lists the chunks a warm start needs (build/warmPreload.ts) so that the early script
// preloads them together: the right ones, and none of a visitor's or another screen's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadDependencies, WARM_FILE, warmChunkFiles, type ChunkInfo } from '../../build/warmPreload';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], dynamicImports: string[] = [], isEntry = false): ChunkInfo => ({
  type: 'chunk', fileName, moduleIds: moduleIds.map((m) => `/app/src/${m}`), imports, dynamicImports, isEntry,
});

const bundle: Record<string, ChunkInfo> = Object.fromEntries(
  [
    chunk('index.js', ['main.tsx'], ['runtime.js'], ['warmStart.js', 'homeChunks.js', 'strings-en.js', 'Settings.js'], true),
    chunk('runtime.js', ['runtime']),
    chunk('warmStart.js', ['boot/warmStart.ts'], ['lastSeenDb.js', 'runtime.js']),
    chunk('lastSeenDb.js', ['store/lastSeenDb.ts']),
    chunk('sessionThunks.js', ['store/sessionThunks.ts'], ['accounts.js']),
    chunk('accounts.js', ['api/accounts.ts']),
    chunk('homeChunks.js', ['app/homeChunks.ts'], [], ['NewPostButton.js']),
    chunk('NewPostButton.js', ['app/layout/NewPostButton.tsx'], ['Badge.js']),
    chunk('Badge.js', ['ui/Badge.tsx']),
    chunk('strings-en.js', ['i18n/locales/en/index.ts']),
    chunk('strings-de.js', ['i18n/locales/de/index.ts']),
    chunk('Settings.js', ['features/settings/SettingsModal.tsx'], ['Badge.js']),
  ].map((c) => [c.fileName, c]),
);

describe('the warm start’s chunks', () => {
  it('are the kept page, the session check, the home shell’s lazy chunks and the strings, with their imports', () => {
    expect(warmChunkFiles(bundle)).toEqual(
      ['Badge.js', 'NewPostButton.js', 'accounts.js', 'homeChunks.js', 'lastSeenDb.js', 'sessionThunks.js', 'strings-en.js', 'warmStart.js'],
    );
  });

  it('leave out what the page loads anyway and what other screens or languages need', () => {
    const files = warmChunkFiles(bundle);
    for (const file of ['index.js', 'runtime.js', 'Settings.js', 'strings-de.js']) expect(files).not.toContain(file);
  });

  it('are preloaded by the early script for a stored session only', () => {
    const script = readFileSync(path.resolve(__dirname, '../../public/last-seen-early.js'), 'utf8');
    const sessionCheck = script.indexOf('"userToken":"');
    expect(sessionCheck).toBeGreaterThan(0);
    expect(script.indexOf(`fetch('/${WARM_FILE}')`)).toBeGreaterThan(sessionCheck);
    expect(script).toContain("link.rel = 'modulepreload'");
  });
});

describe('the lazy chunks’ preload lists', () => {
  const deps = ['_starling/sourceCheck-x1.js', '_starling/preferencesCheck-x2.js'];

  it('keep what a start needs before its first status', () => {
    expect(preloadDependencies('_starling/storedStateCheck-Ab1_-.js', deps, { hostType: 'js' })).toEqual(deps);
    expect(preloadDependencies('index.html', deps, { hostType: 'html' })).toEqual(deps);
  });

  it('leave out every other screen’s: they are asked for when it runs', () => {
    expect(preloadDependencies('_starling/SettingsModal-Ab12.js', deps, { hostType: 'js' })).toEqual([]);
  });
});

