import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstPaintChunk } from './build/firstPaintChunk';

// The dev server proxies the instance paths to the embedded server (npm run serve) so that
// `npm run dev` talks to a real backend exactly as the built client does from its own origin.
const backend = process.env.STARLING_DEV_BACKEND ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/oauth', '/nodeinfo', '/.well-known', '/static', '/instance', '/media', '/emoji', '/socket', '/proxy'];

const firstPaint = firstPaintChunk();

export default defineConfig({
  plugins: [react(), firstPaint.plugin],
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'app', test: firstPaint.test, priority: 100 }] },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: backend, ws: true, changeOrigin: false }])),
  },
});
