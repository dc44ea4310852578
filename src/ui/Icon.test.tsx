import { render, waitFor } from '@testing-library/react';
import { firstPaintModules } from '../test/firstPaintModules';
import { Icon } from './Icon';
import { ICONS } from './icons';
import { MORE_ICONS } from './moreIcons';

describe('Icon', () => {
  it('draws a first-screen icon at once', () => {
    const { container } = render(<Icon name="reply" />);
    expect(container.querySelector('svg path')).not.toBeNull();
  });

  it('draws one of the other icons once their chunk is here, in a box of its size meanwhile', async () => {
    const { container } = render(<Icon name="pencil" size={18} />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '18');
    await waitFor(() => expect(container.querySelector('svg path')).not.toBeNull());
  });

  it('has each shape in one of the two tables', () => {
    expect(Object.keys(ICONS).filter((name) => name in MORE_ICONS)).toEqual([]);
  });
});

describe('icons of the first paint', () => {
  const modules = firstPaintModules();
  /** Icon names a module writes as a `name`/`icon` prop or an `icon:` field. */
  const namesIn = (code: string): string[] =>
    [...code.matchAll(/\b(?:(?:name|icon)(?:=\{([^}]*)\}|="(\w+)")|icon: '(\w+)')/g)].flatMap((m) =>
      m[2] ?? m[3] ? [m[2] ?? m[3]] : [...(m[1] ?? '').matchAll(/'(\w+)'/g)].map((q) => q[1]),
    );

  it('are all in the first chunk’s table (ui/icons.tsx)', () => {
    const drawn = [...modules]
      // Navigation entries are data here; only lazy menus draw their icons.
      .filter(([file]) => file !== 'features/nav/navItems.ts')
      .flatMap(([file, code]) => namesIn(code).filter((name) => name in MORE_ICONS).map((name) => `${name} (${file})`));
    expect(drawn).toEqual([]);
  });

  it('navigation entries are drawn by lazy menus only', () => {
    for (const file of ['features/nav/NavEntry.tsx', 'features/timeline/TimelineSwitcherMenu.tsx']) expect(modules.has(file)).toBe(false);
  });
});
