import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../../actor.ts';
import { auditActorId, auditVia } from './audit.service.ts';
import { auditLog, mailOutbox } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskEmail } from '../../auth/auth-mails.ts';
import { MAIL_ENQUEUED_CHANNEL } from '../../integrations/mail-outbox.ts';
import { MAIL_MESSAGES, MAIL_STATUSES, type AdminMailDelivery, type MailStatus } from '../../../shared/mail.ts';
import type { MailRetryResult } from '../../../shared/admin.ts';

const PROBLEMS_SHOWN = 50;

/** Counts by status and the mail that is failing (retrying after an error) or failed for good. */
export async function mailDeliveryOverview(db: Db, maxAttempts: number): Promise<AdminMailDelivery> {
  const countRows = await db
    .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const counts = Object.fromEntries(MAIL_STATUSES.map((s) => [s, 0])) as Record<MailStatus, number>;
  for (const row of countRows) counts[row.status] = Number(row.n);
  const rows = await db
    .select({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    // Failed for good, or queued/sending after at least one failed attempt (last_error is cleared once sent).
    .where(or(eq(mailOutbox.status, 'failed'), and(inArray(mailOutbox.status, ['pending', 'sending']), isNotNull(mailOutbox.lastError))))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(PROBLEMS_SHOWN);
  return {
    counts,
    maxAttempts,
    problems: rows.map((r) => ({
      id: r.id,
      to: maskEmail(r.recipient),
      subject: r.subject,
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Puts a failed mail back in the queue, due now, with a fresh set of attempts (audited); every node is told. */
export async function retryFailedMail(deps: Pick<Deps, 'db'>, actor: Actor, input: { mailId: string }): Promise<MailRetryResult> {
  const id = input.mailId;
  const retried = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
      .returning({ id: mailOutbox.id, subject: mailOutbox.subject });
    if (!row) {
      const [exists] = await tx.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id));
      throw exists ? new AppError('conflict', MAIL_MESSAGES.notFailed) : new AppError('not_found', MAIL_MESSAGES.notFound);
    }
    await tx.insert(auditLog).values({
      actorId: auditActorId(actor),
      action: 'mail.retry',
      targetType: 'mail',
      targetId: id,
      before: { status: 'failed' },
      after: { status: 'pending', ...auditVia(actor) },
    });
    await tx.execute(sql`select pg_notify(${MAIL_ENQUEUED_CHANNEL}, '')`);
    return row;
  });
  return { id: retried.id, status: 'pending' as const };
}
