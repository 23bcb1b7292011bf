// Two-factor recovery codes people can copy from paper or a phone screen without guessing:
// lower case only, and none of the look-alikes (l/I/1, O/0).

/** 31 symbols: a–z and 2–9 without i, l, o (and without 0 and 1). */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 10;

/** `abcde-fghjk`: two groups of five, read and typed in halves. */
export function formatRecoveryCode(symbols: string): string {
  return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
}

/**
 * What the person typed, as the code was printed: spaces and dashes dropped and the dash put back,
 * and capitals folded (caps lock, a phone's capital first letter). A code with capitals after its
 * first letter is left as typed: recovery codes made before the unambiguous alphabet mixed cases.
 */
export function normaliseRecoveryCode(typed: string): string {
  const compact = typed.replace(/[\s-]+/g, '');
  if (/[A-Z]/.test(compact.slice(1)) && /[a-z]/.test(compact)) return typed.trim();
  const folded = compact.toLowerCase();
  return folded.length === RECOVERY_CODE_LENGTH ? formatRecoveryCode(folded) : typed.trim();
}
