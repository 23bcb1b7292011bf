import { dictionary } from '@zxcvbn-ts/language-common';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../shared/limits.ts';

// ASVS 6.2.4: refuse the most common passwords. The list is ranked by frequency; the top 3,000 is the bar.
const COMMON_PASSWORDS = new Set((dictionary['passwords-common'] as string[]).slice(0, 3000));

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less predictable one.';

/** Returns the reason a password is refused, or null when it is acceptable. */
export function checkPassword(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return COMMON_PASSWORD_MESSAGE;
  return null;
}
