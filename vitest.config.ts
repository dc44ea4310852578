import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: the client runs in jsdom, the server (fastify.inject on a temp SQLite file) in node.
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    // CI is a 2-core machine also running builds and browsers: a test that starts an app or renders
    // a whole form can take more than the default 5 s there without anything being wrong.
    testTimeout: 15_000,
    // Worker threads start a test file faster than child processes (measured on the client's
    // store tests, in pairs on one machine: 210 and 323 s against 355 and 364 s). Each file still
    // gets its own module graph and environment.
    pool: 'threads',
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'sw/**/*.test.ts'],
        },
      },
    ],
  },
});
