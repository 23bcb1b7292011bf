import { z } from 'zod';
import type { ServerMessageId } from './i18n/server-message.ts';

// Verifying the account's own e-mail address (issue 27): inviting a team mails strangers, so an
// inviter must have shown they hold their address (or be on a paid plan). Sign-in and the tools
// never need it.

export const EMAIL_VERIFICATION_MESSAGES = {
  verifyBeforeInviting: 'team.verifyBeforeInviting',
  alreadyVerified: 'auth.emailAlreadyVerified',
} as const satisfies Record<string, ServerMessageId>;

/** Where the mailed link brings the reader back to (the page they asked from). */
export const VERIFY_RETURN_PAGES = ['team', 'account'] as const;
export type VerifyReturnPage = (typeof VERIFY_RETURN_PAGES)[number];

export const sendVerificationSchema = z.strictObject({ returnTo: z.enum(VERIFY_RETURN_PAGES) });

/** The query parameter the verification link lands with (`?emailVerified=1`, plus `error=` when the link failed). */
export const EMAIL_VERIFIED_PARAM = 'emailVerified';

export interface EmailVerificationStatus {
  emailVerified: boolean;
  /** Verified, or on a paid plan (the organization's Premium or Basic, or credits bought by someone in it). */
  mayInvite: boolean;
}
