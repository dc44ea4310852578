export function gotosocialDir(): string | null;
export function ensureGotosocialPackages(): void;
