import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { EMAIL_VERIFICATION_MESSAGES, type EmailVerificationStatus } from '../../../shared/email-verification.ts';

/**
 * Whether `userId` may send invitations (issue 27): an invitation mails a stranger, so a new
 * account must first verify its own address, unless its organization is on a paid plan (Premium or
 * Basic, or credits bought by someone in it).
 */
export async function emailVerificationStatus(db: DbOrTx, userId: string): Promise<EmailVerificationStatus> {
  const result = await db.execute<{ verified: boolean; paid: boolean }>(sql`
    select u.email_verified as verified,
      coalesce(
        o.subscription_tier in ('premium', 'basic')
        or exists (select 1 from payments pay where pay.organization_id = m.organization_id and pay.status = 'paid'),
        false) as paid
    from "user" u
    left join organization_members m on m.user_id = u.id
    left join organizations o on o.id = m.organization_id
    where u.id = ${userId}`);
  const row = result.rows[0];
  const emailVerified = row?.verified === true;
  return { emailVerified, mayInvite: emailVerified || row?.paid === true };
}

/** Refuses (403) an inviter who has neither verified their address nor a paid plan. */
export async function assertMayInvite(db: DbOrTx, userId: string) {
  if (!(await emailVerificationStatus(db, userId)).mayInvite) throw new AppError('forbidden', EMAIL_VERIFICATION_MESSAGES.verifyBeforeInviting);
}
