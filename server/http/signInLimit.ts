// One limiter for every way of proving who one is (password grant, sign-in form, second factor):
// failed attempts are counted per account and per client address in a fixed window, and once
// either is used up every attempt is refused with Pleroma's 429 {"error": "Throttled"} — the
// right password or code included, so guessing gains nothing by waiting for a lucky hit.
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.js';
import { Throttle } from './throttle.js';

export const SIGN_IN_FAILURES_PER_ACCOUNT = 10;
export const SIGN_IN_FAILURES_PER_ADDRESS = 50;
/** Wrong codes one mfa_token survives; then it is deleted and the password step starts over. */
export const MFA_TOKEN_ATTEMPTS = 5;
const WINDOW_MS = 15 * 60 * 1000;

export class SignInLimit {
  private readonly perAccount = new Throttle(SIGN_IN_FAILURES_PER_ACCOUNT, WINDOW_MS);
  private readonly perAddress = new Throttle(SIGN_IN_FAILURES_PER_ADDRESS, WINDOW_MS);

  /** Throws 429 when the address, or the account if known, has failed too often. */
  check(ip: string, userId?: number | null): void {
    const accountOut = userId !== undefined && userId !== null && this.perAccount.exhausted(String(userId));
    if (accountOut || this.perAddress.exhausted(ip)) throw new ApiError(429, 'Throttled');
  }

  failed(ip: string, userId?: number | null): void {
    this.perAddress.hit(ip);
    if (userId !== undefined && userId !== null) this.perAccount.hit(String(userId));
  }
}

const limits = new WeakMap<object, SignInLimit>();

/** The instance's one limiter (shared by the OAuth routes). */
export function signInLimitOf(app: FastifyInstance): SignInLimit {
  let limit = limits.get(app.ctx);
  if (!limit) limits.set(app.ctx, (limit = new SignInLimit()));
  return limit;
}
