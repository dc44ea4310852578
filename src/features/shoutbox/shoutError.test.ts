import { describe, expect, it } from 'vitest';
import { shoutErrorKey } from './shoutError';

describe('shoutErrorKey', () => {
  it("names the server's refusal, and falls back to the generic message", () => {
    expect(shoutErrorKey(new Error('rate limited'))).toBe('shoutbox.error_rate_limited');
    expect(shoutErrorKey(new Error('forbidden'))).toBe('shoutbox.error_read_only');
    expect(shoutErrorKey(new Error('timeout'))).toBe('shoutbox.error_sending');
    expect(shoutErrorKey('constructor')).toBe('shoutbox.error_sending');
    expect(shoutErrorKey(new Error('constructor'))).toBe('shoutbox.error_sending');
  });
});
