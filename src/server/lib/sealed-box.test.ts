import { describe, expect, it } from 'vitest';
import { sealedBox } from './sealed-box.ts';

describe('sealedBox', () => {
  const secret = 'a'.repeat(40);
  const plain = Buffer.from('OggS a customer speaking');

  it('opens what it sealed, and the sealed bytes do not contain the plain ones', () => {
    const box = sealedBox(secret, 'call-audio');
    const sealed = box.seal(plain);
    expect(sealed.includes(plain)).toBe(false);
    expect(box.open(sealed)).toEqual(plain);
    // A fresh IV each time: the same recording sealed twice looks different.
    expect(box.seal(plain).equals(sealed)).toBe(false);
  });

  it('refuses changed bytes, another secret and another purpose', () => {
    const sealed = sealedBox(secret, 'call-audio').seal(plain);
    const changed = Buffer.from(sealed);
    changed[changed.length - 1]! ^= 1;
    expect(() => sealedBox(secret, 'call-audio').open(changed)).toThrow();
    expect(() => sealedBox('b'.repeat(40), 'call-audio').open(sealed)).toThrow();
    expect(() => sealedBox(secret, 'other').open(sealed)).toThrow();
    expect(() => sealedBox(secret, 'call-audio').open(Buffer.alloc(3))).toThrow();
  });
});
