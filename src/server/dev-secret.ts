import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MIN_LENGTH = 32;

export function devSecretFile(dataDir: string) {
  return path.resolve(dataDir, 'auth-secret');
}

/**
 * The development AUTH_SECRET: random, made on the first start and kept beside the data (mode 600),
 * so sessions survive restarts and nobody can sign tokens with a value published in the repository.
 */
export function loadOrCreateDevSecret(dataDir: string): string {
  const file = devSecretFile(dataDir);
  let exists = false;
  try {
    const existing = readFileSync(file, 'utf8').trim();
    exists = true;
    if (existing.length >= MIN_LENGTH) {
      if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
      return existing;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': when two processes start at once, the first one's secret wins and both use it. A file
    // too short to be a secret (a write cut short) is replaced.
    writeFileSync(file, secret + '\n', { mode: 0o600, flag: exists ? 'w' : 'wx' });
    if (exists) chmodSync(file, 0o600);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
