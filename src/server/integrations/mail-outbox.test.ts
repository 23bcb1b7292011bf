import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './mail-outbox.ts';
import { createMailTransport, describeSmtpError } from './mailer.ts';
import { logger } from '../lib/logger.ts';
import { maskEmailsInText } from '../lib/mask-email.ts';

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

describe('mail logs (issue 27)', () => {
  it('name the recipient masked and never the subject', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mail-log-'));
    const info = vi.spyOn(logger, 'info').mockImplementation(() => {});
    try {
      const transport = createMailTransport({ SMTP_URL: undefined, MAIL_FROM: 'Growth Tools <no-reply@growth-tools.local>', DATA_DIR: dir });
      const subject = 'Amina (visit evil.example) invites you';
      await transport.deliver({ to: 'wanjiru.kamau@example.com', subject, text: 'hello' }, 'mail-1');
      const logged = JSON.stringify(info.mock.calls);
      expect(logged).toContain('w***@example.com');
      expect(logged).not.toContain('wanjiru.kamau');
      expect(logged).not.toContain(subject);
    } finally {
      info.mockRestore();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('mask the addresses a relay names in its refusal', () => {
    expect(maskEmailsInText('550 5.1.1 <bob.smith@example.co.ke>: Recipient address rejected')).toBe(
      '550 5.1.1 <b***@example.co.ke>: Recipient address rejected',
    );
  });
});
