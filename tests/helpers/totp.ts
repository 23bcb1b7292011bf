import { createHmac } from 'node:crypto';

// RFC 6238 TOTP (HMAC-SHA1, 6 digits, 30 s), as an authenticator app computes it: tests enrol
// through the real endpoints and answer the second factor from the secret they were shown.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(input: string): Buffer {
  const clean = input.replace(/=+$/, '').replace(/\s+/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The base32 secret of an `otpauth://totp/...?secret=...` URI. */
export function secretFromUri(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}

/** The 6-digit code for `base32Secret` at `time` (ms), shifted by `step` periods. */
export function totpCode(base32Secret: string, time = Date.now(), step = 0): string {
  const counter = Math.floor(time / 1000 / 30) + step;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(base32Secret)).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = ((digest[offset]! & 0x7f) << 24) | (digest[offset + 1]! << 16) | (digest[offset + 2]! << 8) | digest[offset + 3]!;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** A well-formed code that is not valid around `time` (the window is one period either side). */
export function wrongTotpCode(base32Secret: string, time = Date.now()): string {
  const valid = new Set([-1, 0, 1].map((step) => totpCode(base32Secret, time, step)));
  for (let n = 0; ; n++) {
    const candidate = String((Number(totpCode(base32Secret, time)) + 1 + n * 7919) % 1_000_000).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

// The server takes each code once (issue 27): a test answering several times within one period
// uses the steps either side that the server still accepts, as a user waiting for the next code would.
const usedSteps = new Map<string, Set<number>>();

/** A valid code for `base32Secret` that this process has not handed out yet (waits for the next period when it must). */
export async function freshTotpCode(base32Secret: string): Promise<string> {
  const used = usedSteps.get(base32Secret) ?? new Set<number>();
  usedSteps.set(base32Secret, used);
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / 1000 / 30);
    // The previous step only while well inside the current one (it leaves the window at the next).
    const candidates = now / 1000 - current * 30 < 20 ? [current, current + 1, current - 1] : [current, current + 1];
    const step = candidates.find((s) => !used.has(s));
    if (step !== undefined) {
      used.add(step);
      return totpCode(base32Secret, step * 30 * 1000);
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * 30 * 1000 - now + 50));
  }
}
