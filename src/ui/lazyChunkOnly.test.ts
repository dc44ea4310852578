// The rule of ui/lazyChunk.ts: every lazily loaded component goes through lazyChunk, so each one
// has the timeout, the typed ChunkLoadError and the retry. This walks the client's sources and
// fails on React's `lazy` used anywhere else, and on a dynamic import of a component module
// (a .tsx file) that is not the factory of a lazyChunk() call. Dynamic imports of plain modules
// (a slice, the theme loader, a library) are not components and stay free.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.resolve(__dirname, '..');
const LAZY_CHUNK = path.join(SRC, 'ui/lazyChunk.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** .tsx modules that hold JSX data, not components: the icon shapes the first screen leaves out. */
const NOT_COMPONENTS = new Set([path.join(SRC, 'ui/moreIcons.tsx')]);

function resolvesToComponent(from: string, spec: string): boolean {
  if (!spec.startsWith('.')) return false;
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.tsx`, `${base}/index.tsx`].some((f) => f.endsWith('.tsx') && fs.existsSync(f) && !NOT_COMPONENTS.has(f));
}

function insideLazyChunk(node: ts.Node): boolean {
  for (let n = node.parent; n; n = n.parent) {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'lazyChunk') return true;
  }
  return false;
}

/** `file:line what` for every lazy load that bypasses lazyChunk in one file. */
export function lazyLoadsOutsideLazyChunk(file: string, code = fs.readFileSync(file, 'utf8')): string[] {
  if (!/\blazy\b|\bimport\s*\(/.test(code)) return []; // most files: nothing to parse
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${path.relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`);
  const visit = (node: ts.Node) => {
    // import { lazy } from 'react' (or `lazy as x`)
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text === 'react') {
      const named = node.importClause?.namedBindings;
      if (named && ts.isNamedImports(named)) {
        for (const el of named.elements) if ((el.propertyName ?? el.name).text === 'lazy') at(el, "React's lazy");
      }
    }
    // React.lazy(...)
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'lazy' && ts.isIdentifier(node.expression) && node.expression.text === 'React') {
      at(node, 'React.lazy');
    }
    // import('./Component') outside lazyChunk(() => import(...))
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg) && resolvesToComponent(file, arg.text) && !insideLazyChunk(node)) {
        at(node, `import('${arg.text}') outside lazyChunk`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('lazy chunks', () => {
  it('every lazily loaded component of src/ goes through ui/lazyChunk', () => {
    const offenders = sourceFiles(SRC)
      .filter((f) => f !== LAZY_CHUNK)
      .flatMap((f) => lazyLoadsOutsideLazyChunk(f));
    expect(offenders).toEqual([]);
  }, 30_000);

  it('the check sees each way around it', () => {
    const file = path.join(SRC, 'features/chats/Example.tsx');
    const code = [
      "import { lazy as later, Suspense } from 'react';",
      "import React from 'react';",
      "const A = later(() => import('./ChatPage'));",
      "const B = React.lazy(() => import('../media-viewer/MediaViewer'));",
      "const C = lazyChunk(() => import('./ChatListPage'));",
      "void import('../../store/chatsSlice');",
    ].join('\n');
    expect(lazyLoadsOutsideLazyChunk(file, code)).toEqual([
      "features/chats/Example.tsx:1 React's lazy",
      "features/chats/Example.tsx:3 import('./ChatPage') outside lazyChunk",
      'features/chats/Example.tsx:4 React.lazy',
      "features/chats/Example.tsx:4 import('../media-viewer/MediaViewer') outside lazyChunk",
    ]);
  });
});
