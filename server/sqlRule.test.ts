// SQL lives in server/db/ (eslint.config.js, the server block): these fixtures, linted as if they
// stood at the paths named, show a query written in a route, a view or a service fails the lint,
// and a call into db/ (or the seed's own SQL) passes.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function sqlErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

const QUERY = "import type { Store } from '../db/store.js';\nexport const f = (store: Store) => store.get('SELECT * FROM users WHERE id = ?', [1]);\n";

describe('the SQL lint rule', { timeout: 60_000 }, () => {
  it('fails SQL in routes, views and services', async () => {
    for (const path of ['server/routes/Fixture.ts', 'server/views/Fixture.ts', 'server/streaming/Fixture.ts', 'server/push/Fixture.ts']) {
      expect(await sqlErrors(path, QUERY), path).toEqual([expect.stringContaining('SQL belongs in a server/db/ module')]);
    }
    const template = "import type { Store } from '../db/store.js';\nexport const f = (store: Store, t: string) => store.run(`DELETE FROM ${t}`);\n";
    expect(await sqlErrors('server/services/Fixture.ts', template)).toHaveLength(1);
    expect(await sqlErrors('server/routes/Fixture.ts', "import Database from 'better-sqlite3';\nexport const d = Database;\n")).toEqual([
      expect.stringContaining('Only server/db/ opens the database'),
    ]);
  });

  it('passes a call into db/, and the SQL of db/ and the seed', async () => {
    const call = "import type { Store } from '../db/store.js';\nimport { userById } from '../db/users.js';\nexport const f = (store: Store) => userById(store, 1);\n";
    expect(await sqlErrors('server/routes/Fixture.ts', call)).toEqual([]);
    expect(await sqlErrors('server/db/Fixture.ts', QUERY.replace('../db/store.js', './store.js'))).toEqual([]);
    expect(await sqlErrors('server/seed/Fixture.ts', QUERY)).toEqual([]);
  });
});
