// Every colour is a theme variable: a stylesheet under src/ other than the theme's
// own may not write a colour literal. Keywords that are not colours of their own
// (transparent, currentColor, inherit) are fine.
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');
const THEME_FILES = new Set([path.join(SRC, 'styles', 'theme.css')]);
const NAMED = [
  'black', 'white', 'red', 'green', 'blue', 'orange', 'yellow', 'purple', 'pink', 'gray', 'grey',
  'silver', 'maroon', 'navy', 'teal', 'olive', 'lime', 'aqua', 'fuchsia', 'brown', 'gold', 'cyan', 'magenta',
];
const LITERAL = new RegExp(
  [
    '#[0-9a-f]{3,8}\\b',
    '\\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\\(',
    `:[^;{}]*(?<![-\\w])(?:${NAMED.join('|')})(?![-\\w])`,
  ].join('|'),
  'i',
);

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return cssFiles(full);
    return e.name.endsWith('.css') && !THEME_FILES.has(full) ? [full] : [];
  });
}

/** Lines with a colour literal, comments and var() fallbacks included. */
export function colourLiterals(css: string): string[] {
  const noComments = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  return noComments
    .split('\n')
    .map((line, i) => ({ line: line.replace(/white-space\s*:\s*[\w-]+/gi, ''), n: i + 1 }))
    .filter(({ line }) => LITERAL.test(line))
    .map(({ line, n }) => `${n}: ${line.trim()}`);
}

describe('stylesheets use theme variables for colours', () => {
  it('finds literals of every kind (the check itself works)', () => {
    expect(colourLiterals('a { color: #fff; }')).toHaveLength(1);
    expect(colourLiterals('a { background: rgb(0 0 0 / 0.5); }')).toHaveLength(1);
    expect(colourLiterals('a { border: 1px solid white; }')).toHaveLength(1);
    expect(colourLiterals('a { color: var(--color-text, #000); }')).toHaveLength(1);
    expect(colourLiterals('a { white-space: nowrap; color: var(--color-text); }')).toEqual([]);
    expect(colourLiterals('a { mask-image: linear-gradient(currentColor, transparent); }')).toEqual([]);
    expect(colourLiterals('a { color: var(--color-red); border-color: var(--color-blue); }')).toEqual([]);
  });

  it.each(cssFiles(SRC).map((f) => [path.relative(SRC, f), f]))('%s has no colour literal', (_name, file) => {
    expect(colourLiterals(fs.readFileSync(file, 'utf8'))).toEqual([]);
  });
});
