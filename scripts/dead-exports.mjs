// No dead code in src/: fails (exit 1) on an export no other file imports, and on a file nothing
// imports. Read with the TypeScript parser, no type checking: an import by name uses that name;
// `import *`, `export *` and a dynamic `import()` use every export of the module; tests, the
// service worker and scripts count as users. Entries (main.tsx, index files Vite globs) stand alone.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const CHECKED = 'src';
const USERS = ['src', 'sw', 'scripts', 'e2e', 'bench', 'build', 'vite.config.ts', 'vitest.config.ts'];
const ENTRIES = [/^src\/main\.tsx$/, /^src\/i18n\/locales\/[^/]+\/index\.ts$/, /\.test\.tsx?$/, /^src\/test\//, /\.d\.ts$/];

function filesUnder(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((d) =>
    d.name === 'node_modules' || d.name.startsWith('.') ? [] : d.isDirectory() ? filesUnder(join(path, d.name)) : /\.(m?ts|tsx|mjs)$/.test(d.name) ? [join(full, d.name)] : [],
  );
}

function resolveSpecifier(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** What each file exports (names), and what it uses of other files (file → names, '*' for all). */
function read(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const exports = new Map(); // name → line
  const uses = [];
  const use = (spec, names) => {
    const target = resolveSpecifier(file, spec);
    if (target) uses.push({ target, names });
  };
  const line = (node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const exported = (node) => ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export;
  const isDefault = (node) => ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Default;
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names = [];
      if (clause?.name) names.push('default');
      if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings)) names.push('*');
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const el of clause.namedBindings.elements) names.push((el.propertyName ?? el.name).text);
      }
      use(node.moduleSpecifier.text, names);
    } else if (ts.isExportDeclaration(node)) {
      const from = node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : null;
      if (!node.exportClause) {
        if (from) use(from, ['*']);
      } else if (ts.isNamedExports(node.exportClause)) {
        for (const el of node.exportClause.elements) exports.set(el.name.text, line(el));
        if (from) use(from, node.exportClause.elements.map((el) => (el.propertyName ?? el.name).text));
      } else if (from) {
        exports.set(node.exportClause.name.text, line(node));
        use(from, ['*']);
      }
    } else if (ts.isExportAssignment(node)) {
      exports.set('default', line(node));
    } else if (exported(node)) {
      if (isDefault(node)) exports.set('default', line(node));
      else if (ts.isVariableStatement(node)) {
        for (const d of node.declarationList.declarations) if (ts.isIdentifier(d.name)) exports.set(d.name.text, line(d));
      } else if (node.name && ts.isIdentifier(node.name)) exports.set(node.name.text, line(node));
    }
  }
  // How often each name occurs as an identifier: a name used in its own file is that file's
  // code and only its `export` is extra, which we allow (a type beside the function using it).
  const mentions = new Map();
  (function count(node) {
    if (ts.isIdentifier(node)) mentions.set(node.text, (mentions.get(node.text) ?? 0) + 1);
    ts.forEachChild(node, count);
  })(source);
  // import('./x'), vi.mock('./x', …), vi.importActual('./x'): the module as a whole.
  (function visit(node) {
    if (ts.isCallExpression(node) && node.arguments.length && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression.getText(source);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || /^vi\.(mock|doMock|importActual|importMock)$/.test(callee)) {
        use(node.arguments[0].text, ['*']);
      }
    }
    ts.forEachChild(node, visit);
  })(source);
  return { exports, uses, mentions };
}

const all = [...new Set(USERS.flatMap(filesUnder))];
const info = new Map(all.map((f) => [f, read(f)]));
const used = new Map(); // file → Set of names
for (const [file, { uses }] of info) {
  for (const { target, names } of uses) {
    if (target === file) continue;
    if (!used.has(target)) used.set(target, new Set());
    for (const n of names) used.get(target).add(n);
  }
}

const problems = [];
for (const [file, { exports, mentions }] of info) {
  const rel = relative(root, file);
  if (!rel.startsWith(`${CHECKED}/`) || ENTRIES.some((re) => re.test(rel))) continue;
  const names = used.get(file);
  if (!names) {
    problems.push(`${rel}: no file imports it`);
    continue;
  }
  if (names.has('*')) continue;
  for (const [name, line] of exports) if (!names.has(name) && (mentions.get(name) ?? 0) < 2) problems.push(`${rel}:${line}: export '${name}' is not imported anywhere`);
}

if (problems.length) {
  console.error(`dead exports: ${problems.length}\n${problems.sort().join('\n')}`);
  process.exit(1);
}
console.log('dead exports: none');
