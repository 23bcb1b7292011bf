import { dictionary } from '@zxcvbn-ts/language-common';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../shared/limits.ts';
import { AppError } from '../lib/app-error.ts';

// ASVS 6.2.4: refuse the most common passwords. The list is ranked by frequency; the top 3,000 is the bar.
const COMMON_PASSWORDS = new Set((dictionary['passwords-common'] as string[]).slice(0, 3000));

/** The refusal of a password (400 invalid_input), or null when it is acceptable. */
export function checkPassword(password: string): AppError | null {
  if (password.length < MIN_PASSWORD_LENGTH) return new AppError('invalid_input', 'auth.passwordTooShort', { values: { min: MIN_PASSWORD_LENGTH } });
  if (password.length > MAX_PASSWORD_LENGTH) return new AppError('invalid_input', 'auth.passwordTooLong', { values: { max: MAX_PASSWORD_LENGTH } });
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return new AppError('invalid_input', 'auth.passwordTooCommon');
  return null;
}
