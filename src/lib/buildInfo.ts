// The client's version and git commit, injected by Vite's `define` at build time (vite.config.ts).
// Tests and tools that skip the define get 'dev' and no commit.
declare const __STARLING_VERSION__: string | undefined;
declare const __STARLING_COMMIT__: string | undefined;

export const CLIENT_VERSION: string = typeof __STARLING_VERSION__ === 'string' ? __STARLING_VERSION__ : 'dev';
export const CLIENT_COMMIT: string = typeof __STARLING_COMMIT__ === 'string' ? __STARLING_COMMIT__ : '';
