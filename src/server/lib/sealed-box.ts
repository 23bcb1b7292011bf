import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Bytes kept encrypted at rest (a real call's recording, issue 31): AES-256-GCM under a key derived
// from AUTH_SECRET for one purpose, so the database alone (a backup, a leaked dump) does not give
// the customer's voice away, and a changed secret cannot open what the old one sealed.

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SealedBox {
  seal(plain: Buffer): Buffer;
  /** Throws when the bytes were not sealed with this key, or were changed. */
  open(sealed: Buffer): Buffer;
}

export function sealedBox(secret: string, purpose: string): SealedBox {
  const key = Buffer.from(hkdfSync('sha256', secret, 'growth-tools', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
    },
    open(sealed) {
      if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) throw new Error('not a sealed box of this version');
      const iv = sealed.subarray(1, 1 + IV_BYTES);
      const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
    },
  };
}
