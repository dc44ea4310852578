// CLI entry: `tsx server/main.ts --port 8080 --data ./data [--reset] [--flavor mastodon]
// [--backend URL] [--dist ./dist] [--host 127.0.0.1] [--smtp smtp://user:pass@host:587]`.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { DEMO_PASSWORD, type Flavor } from './config.js';
import { buildProxy } from './proxy.js';

interface Args {
  port: number;
  host: string;
  data: string;
  dist: string;
  reset: boolean;
  flavor: Flavor;
  backend: string | null;
  smtp: string | null;
}

function usage(message: string): never {
  console.error(`${message}
usage: tsx server/main.ts [--port N] [--host H] [--data DIR] [--reset] [--flavor pleroma|mastodon] [--backend URL] [--dist DIR] [--smtp URL]`);
  process.exit(2);
}

function parseArgs(argv: string[]): Args {
  const args: Args = { port: 8080, host: '127.0.0.1', data: './data', dist: './dist', reset: false, flavor: 'pleroma', backend: null, smtp: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) usage(`missing value for ${flag}`);
      return v;
    };
    switch (flag) {
      case '--port': {
        const port = Number(value());
        if (!Number.isInteger(port) || port < 0 || port > 65535) usage('--port must be 0-65535');
        args.port = port;
        break;
      }
      case '--host':
        args.host = value();
        break;
      case '--data':
        args.data = value();
        break;
      case '--dist':
        args.dist = value();
        break;
      case '--reset':
        args.reset = true;
        break;
      case '--flavor': {
        const flavor = value();
        if (flavor !== 'pleroma' && flavor !== 'mastodon') usage('--flavor must be pleroma or mastodon');
        args.flavor = flavor;
        break;
      }
      case '--backend': {
        const url = value();
        if (!/^https?:\/\//.test(url)) usage('--backend must be an http(s) URL');
        args.backend = url.replace(/\/+$/, '');
        break;
      }
      case '--smtp': {
        const url = value();
        if (!/^smtps?:\/\//.test(url)) usage('--smtp must be an smtp:// or smtps:// URL');
        args.smtp = url;
        break;
      }
      default:
        usage(`unknown argument: ${arg}`);
    }
  }
  return args;
}

/** --reset removes the data directory, refusing paths that look dangerous. */
function resetDataDir(dir: string): void {
  const abs = path.resolve(dir);
  if (abs === path.parse(abs).root || abs === process.cwd() || abs === path.resolve(process.env.HOME ?? '/')) {
    usage(`refusing to reset ${abs}`);
  }
  fs.rmSync(abs, { recursive: true, force: true });
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  let app: FastifyInstance;
  if (args.backend) {
    app = await buildProxy({ backend: args.backend, distDir: args.dist, logger: process.env.STARLING_LOG === '1' });
  } else {
    if (args.reset) resetDataDir(args.data);
    app = await buildApp({ dataDir: args.data, flavor: args.flavor, distDir: args.dist, smtp: args.smtp });
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`error while closing on ${signal}:`, err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: args.port, host: args.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : args.port;
  const shownHost = args.host === '0.0.0.0' || args.host === '::' ? '127.0.0.1' : args.host;
  console.log(`Starling is running at http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}/`);
  if (args.backend) {
    console.log(`Proxying API, OAuth, streaming and media to ${args.backend}`);
  } else {
    console.log(`Demo accounts: admin, moderator, alice, bob, carol (locked), robot (bot) — password: ${DEMO_PASSWORD}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
