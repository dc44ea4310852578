// @vitest-environment node
// The floors are kept by `npm run lint` (scripts/floors.mjs): these fixtures, linted as if they
// stood at the paths named, show an upward or sideways import fails and a downward one passes.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function floorErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the floors lint rule', { timeout: 60_000 }, () => {
  it('fails a feature calling the API past the store', async () => {
    expect(await floorErrors('src/features/profile/Fixture.ts', "import { request } from '../../api/http';\nexport const x = request;\n")).toEqual([
      expect.stringContaining('features/ may not import this floor'),
    ]);
  });

  it('fails imports up a floor, from any depth', async () => {
    expect(await floorErrors('src/store/Fixture.ts', "import { Avatar } from '../ui/Avatar';\nexport const x = Avatar;\n")).toHaveLength(1);
    expect(await floorErrors('src/lib/theme/Fixture.ts', "import type { User } from '../../entities/types';\nexport type X = User;\n")).toHaveLength(1);
    expect(await floorErrors('src/features/status/content/Fixture.ts', "import { startTheme } from '../../../boot/theme';\nexport const x = startTheme;\n")).toHaveLength(1);
  });

  it('fails a feature importing a feature folder it has not declared', async () => {
    const errors = await floorErrors('src/features/status/content/Fixture.ts', "import { UserCard } from '../../user-card/UserCard';\nexport const x = UserCard;\n");
    expect(errors).toEqual([expect.stringContaining('features/status/ may not import another feature folder')]);
  });

  it('passes imports down a floor, within a feature, and into a declared feature', async () => {
    const code = [
      "import { useAppSelector } from '../../../store/hooks';",
      "import type { User } from '../../../entities/types';",
      "import { Avatar } from '../../../ui/Avatar';",
      "import { ActionBar } from '../actions/ActionBar';",
      "import { MediaViewer } from '../../media-viewer/MediaViewer';",
      'export const x: unknown[] = [useAppSelector, Avatar, ActionBar, MediaViewer];',
      'export type X = User;',
      '',
    ].join('\n');
    expect(await floorErrors('src/features/status/content/Fixture.ts', code)).toEqual([]);
  });

  it("fails a component reading state by its shape instead of a slice's named selector", async () => {
    const lint = async (body: string) => {
      const code = `import { useAppSelector } from '../../store/hooks';\nimport { selectUserById } from '../../store/usersSlice';\nexport const useX = (id: string) => ${body};\nexport const y = selectUserById;\n`;
      const [result] = await eslint.lintText(code, { filePath: `${root}/src/features/profile/Fixture.ts` });
      return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length;
    };
    expect(await lint('useAppSelector((s) => s.users[id])')).toBe(1);
    expect(await lint('useAppSelector((s) => selectUserById(s, id)?.locked)')).toBe(0);
  });
});
