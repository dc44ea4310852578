// Rewrites the two variable blocks of src/styles/theme.css from the compiled built-in themes:
// `:root` = pleroma-dark, the light-preference block = what pleroma-light changes.
// Run: npx tsx scripts/theme-css.ts   (src/styles/themes.test.ts fails until the file matches)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileTheme, normalizeSource } from '../src/lib/theme/compile';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cssPath = path.join(root, 'src/styles/theme.css');
const vars = (name: string) => {
  const file = JSON.parse(fs.readFileSync(path.join(root, `public/static/themes/${name}.json`), 'utf8'));
  return compileTheme(normalizeSource(file.source)).vars;
};
const dark = vars('pleroma-dark');
const light = vars('pleroma-light');
const lines = (v: Record<string, string>, indent: string) => Object.entries(v).map(([k, x]) => `${indent}${k}: ${x};`).join('\n');
const lightOnly = Object.fromEntries(Object.entries(light).filter(([k, v]) => dark[k] !== v));

const css = fs.readFileSync(cssPath, 'utf8');
const darkStart = css.indexOf('  color-scheme: dark;\n') + '  color-scheme: dark;\n'.length;
const darkEnd = css.indexOf('\n}\n', darkStart);
const lightMark = '    color-scheme: light;\n';
const lightStart = css.indexOf(lightMark) + lightMark.length;
const lightEnd = css.indexOf('\n  }\n', lightStart);
if (darkStart < 30 || darkEnd < 0 || lightStart < lightMark.length || lightEnd < 0) throw new Error('theme.css layout not recognised');
const next = css.slice(0, darkStart) + lines(dark, '  ') + css.slice(darkEnd, lightStart) + lines(lightOnly, '    ') + css.slice(lightEnd);
fs.writeFileSync(cssPath, next);
console.log(next === css ? 'theme.css is up to date' : 'theme.css rewritten');
