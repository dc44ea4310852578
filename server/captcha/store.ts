// Issued captchas, kept in memory like Pleroma's cache: each token is valid for a few minutes and
// is checked once (right or wrong, a second check of the same token fails).
import crypto from 'node:crypto';
import { randomToken } from '../crypto.js';
import { captchaPng, randomAnswer } from './draw.js';

export const CAPTCHA_SECONDS_VALID = 300;

interface Issued {
  answer: string;
  answerData: string;
  expiresAt: number;
}

export type CaptchaCheck = 'ok' | 'missing' | 'invalid' | 'expired' | 'already_used';

export class CaptchaStore {
  private readonly issued = new Map<string, Issued>();
  private readonly used = new Map<string, number>();

  async create(now = Date.now()): Promise<{ token: string; answerData: string; png: Buffer; secondsValid: number }> {
    this.sweep(now);
    const answer = randomAnswer();
    const token = randomToken(16);
    const answerData = randomToken(16);
    this.issued.set(token, { answer, answerData, expiresAt: now + CAPTCHA_SECONDS_VALID * 1000 });
    return { token, answerData, png: await captchaPng(answer), secondsValid: CAPTCHA_SECONDS_VALID };
  }

  /** For the test-only hook (STARLING_TEST_HOOKS=1): the answer of a live token. */
  peek(token: string): string | null {
    return this.issued.get(token)?.answer ?? null;
  }

  check(token: string | undefined, solution: string | undefined, answerData: string | undefined, now = Date.now()): CaptchaCheck {
    if (!token || !solution || !answerData) return 'missing';
    if (this.used.has(token)) return 'already_used';
    const entry = this.issued.get(token);
    if (!entry) return 'invalid';
    this.issued.delete(token);
    this.used.set(token, entry.expiresAt);
    if (entry.expiresAt <= now) return 'expired';
    const same = (a: string, b: string) => {
      const x = Buffer.from(a);
      const y = Buffer.from(b);
      return x.length === y.length && crypto.timingSafeEqual(x, y);
    };
    return same(answerData, entry.answerData) && same(solution.trim().toUpperCase(), entry.answer) ? 'ok' : 'invalid';
  }

  private sweep(now: number): void {
    for (const [token, entry] of this.issued) if (entry.expiresAt <= now) this.issued.delete(token);
    for (const [token, expiresAt] of this.used) if (expiresAt <= now) this.used.delete(token);
  }
}
