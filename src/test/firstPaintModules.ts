// "Code of the first paint": what src/main.tsx imports statically (non-type imports), the same
// set build/firstPaintChunk.ts keeps in the entry chunk. Tests read it to check that what this
// code uses (string sections, icons) is in the first chunk.
import fs from 'node:fs';
import path from 'node:path';

export const SRC = path.resolve(__dirname, '..');

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** Each first-paint module (path from src/) with its code, line comments removed. */
export function firstPaintModules(): Map<string, string> {
  const modules = new Map<string, string>();
  const visit = (file: string) => {
    const name = path.relative(SRC, file);
    if (modules.has(name)) return;
    const code = fs.readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
    modules.set(name, code);
    for (const m of code.matchAll(/(?:^|[;}])\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm)) {
      const target = resolveImport(file, m[1]);
      if (target) visit(target);
    }
  };
  visit(path.join(SRC, 'main.tsx'));
  return modules;
}
