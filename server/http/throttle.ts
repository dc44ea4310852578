// A fixed-window counter per key (Pleroma's rate limiter buckets): `hit` answers whether the
// key is still within `limit` requests in the current window.
export class Throttle {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  hit(key: string, now = Date.now()): boolean {
    if (this.windows.size > 10_000) this.sweep(now);
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    w.count += 1;
    return w.count <= this.limit;
  }

  /** Whether the key has used up its window, without counting a request. */
  exhausted(key: string, now = Date.now()): boolean {
    const w = this.windows.get(key);
    return !!w && now - w.start < this.windowMs && w.count >= this.limit;
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
  }
}
