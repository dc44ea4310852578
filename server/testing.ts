// Test helper: a fully seeded app on a throwaway data directory, plus tokens on demand.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from './app.js';
import { createApp, issueToken } from './db/oauth.js';
import { localUserByNickname } from './db/users.js';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** A fresh access token (scopes read write follow push) for a local account. */
  tokenFor(nickname: string, scopes?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(opts: Partial<BuildOptions> = {}): Promise<TestApp> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'starling-test-'));
  const distDir = opts.distDir ?? path.join(dataDir, 'no-dist');
  const app = await buildApp({ logger: false, ...opts, dataDir, distDir });
  let testAppId: number | null = null;
  return {
    app,
    dataDir,
    async tokenFor(nickname: string, scopes = 'read write follow push') {
      const store = app.ctx.store;
      const user = localUserByNickname(store, nickname);
      if (!user) throw new Error(`no local user ${nickname}`);
      testAppId ??= createApp(store, { name: 'starling-tests', website: null, redirectUris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write follow push admin' }).id;
      return issueToken(store, testAppId, user.id, scopes).accessToken;
    },
    async close() {
      await app.close();
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
