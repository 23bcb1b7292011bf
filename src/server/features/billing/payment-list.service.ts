import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { payments, profiles } from '../../db/schema/index.ts';
import { newestFirst } from '../../db/order.ts';
import type { AdminPaymentList } from '../../../shared/billing.ts';

/** Payments for the back office, newest first, optionally of one user or one organization's wallet. */
export async function listPayments(deps: Pick<Deps, 'db'>, input: { userId?: string; organizationId?: string; limit: number }): Promise<AdminPaymentList> {
  const rows = await deps.db
    .select({ payment: payments, userEmail: profiles.email })
    .from(payments)
    .leftJoin(profiles, eq(profiles.id, payments.userId))
    .where(
      and(input.userId ? eq(payments.userId, input.userId) : undefined, input.organizationId ? eq(payments.organizationId, input.organizationId) : undefined),
    )
    .orderBy(...newestFirst(payments.createdAt, payments.id))
    .limit(input.limit);
  return {
    payments: rows.map(({ payment: p, userEmail }) => ({
      id: p.id,
      userId: p.userId,
      userEmail,
      provider: p.provider,
      method: p.method,
      plan: p.plan,
      amountCents: p.amountCents,
      currency: p.currency,
      status: p.status,
      creditsGranted: p.creditsGranted,
      checkoutSessionId: p.checkoutSessionId,
      paymentIntentId: p.paymentIntentId,
      subscriptionId: p.subscriptionId,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    })),
  };
}
