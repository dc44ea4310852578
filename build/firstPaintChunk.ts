import type { Plugin } from 'vite';

/**
 * Keeps everything the entry imports statically in one chunk.
 *
 * Rolldown splits a module out of the entry as soon as a lazy screen shares it, so every screen
 * that reuses the status view turned the first paint into dozens of tiny chunks: more requests and
 * worse compression (measured: 59 requests, +6 KB gzip). This plugin records the entry's static
 * import graph once the module graph is complete; `firstPaintGroup` asks that set when chunks form.
 */
export function firstPaintChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const eager = new Set<string>();
  const plugin: Plugin = {
    name: 'starling:first-paint-chunk',
    apply: 'build',
    buildEnd() {
      eager.clear();
      const stack = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (stack.length) {
        const id = stack.pop()!;
        if (eager.has(id)) continue;
        eager.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id) => eager.has(id) };
}
