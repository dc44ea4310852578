import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/;

/**
 * Lets the bundler drop the parts of React Router the client never calls.
 *
 * Its published build assigns `Context.displayName = "…"` at the top level and creates contexts
 * and memo/forwardRef components without a pure annotation, so every such component and all it
 * references (data routers, forms, RSC, prefetching) counted as used: 32 KB minified came with
 * `matchRoutes` alone. The names only label components in React DevTools; dropping the assignments
 * and annotating the calls leaves behaviour unchanged and the first chunk 4 KB smaller.
 */
/**
 * The package's production build. Its `exports` name only the development one, whose
 * developer warnings (descendant routes, unmatched locations) would ship to every visitor.
 */
export function reactRouterProductionEntry(): string {
  const pkg = createRequire(import.meta.url).resolve('react-router/package.json');
  return join(dirname(pkg), 'dist/production/index.mjs');
}

export function treeShakeReactRouter(): Plugin {
  return {
    name: 'starling:tree-shake-react-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? reactRouterProductionEntry() : null;
    },
    transform(code, id) {
      if (!ROUTER_DIST.test(id)) return null;
      return {
        code: code
          .replace(/^\s*[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/(?<!__PURE__ \*\/ )\b(React\d*)\.(createContext|memo|forwardRef)\(/g, '/* @__PURE__ */ $1.$2('),
        map: null,
      };
    },
  };
}
