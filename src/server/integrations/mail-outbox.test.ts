import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './mail-outbox.ts';
import { describeSmtpError } from './mailer.ts';

describe('retryDelayMs', () => {
  it('triples from the base, stops at 6 h, and with the defaults (10 s, 12 attempts) spans about a day', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 10_000, middle))).toEqual([10_000, 30_000, 90_000, 270_000]);
    expect(retryDelayMs(20, 10_000, middle)).toBe(MAX_RETRY_DELAY_MS);
    // 11 waits between 12 attempts.
    const total = Array.from({ length: 11 }, (_, i) => retryDelayMs(i + 1, 10_000, middle)).reduce((a, b) => a + b, 0);
    expect(total / 3_600_000).toBeGreaterThan(20);
    expect(total / 3_600_000).toBeLessThan(30);
  });

  it('jitters by at most 20 % either way', () => {
    expect(retryDelayMs(2, 10_000, () => 0)).toBe(24_000);
    expect(retryDelayMs(2, 10_000, () => 1)).toBe(36_000);
  });
});

describe('describeSmtpError', () => {
  it('keeps the code and message but never the SMTP credentials', () => {
    const error = Object.assign(
      new Error('Invalid login: 535 5.7.8 user mailer@example.com password s3cret-Pass rejected (smtp://mailer:s3cret-Pass@smtp.example.com)'),
      { code: 'EAUTH' },
    );
    const text = describeSmtpError(error, ['s3cret-Pass', 'mailer']);
    expect(text).toMatch(/^EAUTH: Invalid login: 535/);
    expect(text).not.toContain('s3cret-Pass');
    expect(text).toContain('smtp://***@smtp.example.com');
  });

  it('caps long messages at 500 characters', () => {
    expect(describeSmtpError(new Error('x'.repeat(2000))).length).toBe(500);
  });
});
