import { randomInt } from 'node:crypto';
import { formatRecoveryCode, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_LENGTH } from '../../shared/recovery-code.ts';

const RECOVERY_CODE_COUNT = 10;

/** Ten codes of ~49.5 bits each (10 symbols of 31), drawn with the CSPRNG without modulo bias. */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () =>
    formatRecoveryCode(Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join('')),
  );
}
