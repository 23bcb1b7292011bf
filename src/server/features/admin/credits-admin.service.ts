import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../../actor.ts';
import { auditActorId, auditVia } from './audit.service.ts';
import { auditLog, organizations } from '../../db/schema/index.ts';
import { organizationOf } from '../team/wallet.ts';
import { AppError } from '../../lib/app-error.ts';
import { ADMIN_MESSAGES, BASIC_TIER_DAYS, MAX_CREDIT_BALANCE, type CreditAdjustmentResult, type TierChangeResult } from '../../../shared/admin.ts';
import type { Tier } from '../../../shared/pricing.ts';

/**
 * The wallet `userId` spends (their organization's: a team's for a member), locked. An admin
 * changing a person's credits or plan changes what they spend (docs/decisions/023).
 */
async function lockWallet(tx: DbOrTx, userId: string, organizationId?: string) {
  // A chosen wallet must be this person's: the organization they are in, or their dormant personal one.
  const chosen = organizationId
    ? sql`${organizations.id} = ${organizationId} and (
        exists (select 1 from organization_members m where m.organization_id = ${organizations.id} and m.user_id = ${userId})
        or (${organizations.createdBy} = ${userId} and not exists (select 1 from organization_members m where m.organization_id = ${organizations.id})))`
    : eq(organizations.id, organizationOf(userId));
  const [row] = await tx
    .select({
      id: organizations.id,
      credits: organizations.credits,
      subscriptionTier: organizations.subscriptionTier,
      creditsExpireAt: organizations.creditsExpireAt,
    })
    .from(organizations)
    .where(chosen)
    .for('update');
  if (!row) throw new AppError('not_found', ADMIN_MESSAGES.userNotFound);
  return row;
}

/**
 * Adds (or with a negative amount removes) credits relative to the balance at the moment of
 * the write, never below 0: two admins adjusting at once both count. The row lock gives the
 * audit row an exact before value; the arithmetic itself happens in the UPDATE.
 */
export async function adjustCredits(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: { userId: string; amount: number; organizationId?: string },
): Promise<CreditAdjustmentResult> {
  return deps.db.transaction(async (tx) => {
    const before = await lockWallet(tx, input.userId, input.organizationId);
    const [after] = await tx
      .update(organizations)
      .set({ credits: sql`least(greatest(0, ${organizations.credits}::bigint + ${input.amount}::bigint), ${MAX_CREDIT_BALANCE})::integer` })
      .where(eq(organizations.id, before.id))
      .returning({ credits: organizations.credits });
    const direction = input.amount > 0 ? 'added' : 'removed';
    await tx.insert(auditLog).values({
      actorId: auditActorId(actor),
      action: 'credits.adjust',
      targetType: 'user',
      targetId: input.userId,
      before: { credits: before.credits, organizationId: before.id },
      after: { credits: after!.credits, amount: input.amount, ...auditVia(actor) },
    });
    return { userId: input.userId, credits: after!.credits, previousCredits: before.credits, amount: input.amount, direction };
  });
}

/**
 * Sets the subscription tier. Basic credits need an expiry date to mean anything, so a move to
 * basic without one gets now + 30 days (docs/decisions/008-admin.md); an existing date is kept.
 */
export async function changeTier(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: { userId: string; tier: Tier; organizationId?: string },
): Promise<TierChangeResult> {
  return deps.db.transaction(async (tx) => {
    const before = await lockWallet(tx, input.userId, input.organizationId);
    const [after] = await tx
      .update(organizations)
      .set(
        input.tier === 'basic'
          ? {
              subscriptionTier: input.tier,
              creditsExpireAt: sql`coalesce(${organizations.creditsExpireAt}, now() + make_interval(days => ${BASIC_TIER_DAYS}))`,
            }
          : { subscriptionTier: input.tier },
      )
      .where(eq(organizations.id, before.id))
      .returning({ subscriptionTier: organizations.subscriptionTier, creditsExpireAt: organizations.creditsExpireAt });
    const changed = before.subscriptionTier !== after!.subscriptionTier || before.creditsExpireAt?.getTime() !== after!.creditsExpireAt?.getTime();
    if (changed) {
      await tx.insert(auditLog).values({
        actorId: auditActorId(actor),
        action: 'tier.change',
        targetType: 'user',
        targetId: input.userId,
        before: { subscriptionTier: before.subscriptionTier, creditsExpireAt: before.creditsExpireAt?.toISOString() ?? null },
        after: { subscriptionTier: after!.subscriptionTier, creditsExpireAt: after!.creditsExpireAt?.toISOString() ?? null, ...auditVia(actor) },
      });
    }
    return {
      userId: input.userId,
      subscriptionTier: after!.subscriptionTier,
      previousTier: before.subscriptionTier,
      creditsExpireAt: after!.creditsExpireAt?.toISOString() ?? null,
      changed,
    };
  });
}
