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
export function treeShakeReactRouter(): Plugin {
  return {
    name: 'starling:tree-shake-react-router',
    apply: 'build',
    enforce: 'pre',
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
