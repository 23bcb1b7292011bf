import { describe, expect, it } from 'vitest';
import { normaliseRecoveryCode, RECOVERY_CODE_ALPHABET } from '../../shared/recovery-code.ts';
import { generateRecoveryCodes } from './recovery-codes.ts';

describe('recovery codes', () => {
  it('are ten distinct codes of two groups of five, without look-alike characters', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(code).not.toMatch(/[il1o0IO]/);
    }
    const seen = new Set(generateRecoveryCodes(200).join('').replace(/-/g, ''));
    expect([...seen].sort().join('')).toBe([...RECOVERY_CODE_ALPHABET].sort().join(''));
  });

  it('read a code back as printed, whatever the spacing or capitals', () => {
    expect(normaliseRecoveryCode('  ABCDE FGHJK ')).toBe('abcde-fghjk');
    expect(normaliseRecoveryCode('Abcdefghjk')).toBe('abcde-fghjk');
    expect(normaliseRecoveryCode('abcde-fghjk')).toBe('abcde-fghjk');
  });

  it('leave an older mixed-case code as typed', () => {
    expect(normaliseRecoveryCode('aB3dE-f9HiJ')).toBe('aB3dE-f9HiJ');
  });
});
