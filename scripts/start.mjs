// `npm start -- [--port N] [--data DIR] [--reset] [--flavor mastodon] [--backend URL]`
// Sets up what a fresh clone lacks (dependencies, the client build), then serves the client with
// the embedded instance, seeded on first run. Arguments go to server/main.ts unchanged.
import { ensureClientBuild, ensureDependencies, startServer } from './lib.mjs';

await ensureDependencies();
await ensureClientBuild();
const server = startServer(process.argv.slice(2));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
