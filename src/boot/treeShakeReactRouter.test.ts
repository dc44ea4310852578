import { existsSync, readFileSync } from 'node:fs';
import { reactRouterProductionEntry } from '../../build/treeShakeReactRouter';

describe('React Router in the build', () => {
  it('is its production build, without the developer warnings', () => {
    const entry = reactRouterProductionEntry();
    expect(entry).toMatch(/react-router\/dist\/production\/index\.mjs$/);
    expect(existsSync(entry)).toBe(true);
    const chunks = [...readFileSync(entry, 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((m) =>
      readFileSync(entry.replace('index.mjs', m[1]), 'utf8'),
    );
    const switches = chunks.flatMap((code) => [...code.matchAll(/var ENABLE_DEV_WARNINGS = (\w+);/g)].map((m) => m[1]));
    expect(switches).toEqual(['false']);
  });
});
