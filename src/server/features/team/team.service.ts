import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, organizationMembers, organizations, profiles, teamInvitations, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { TEAM_MESSAGES, type AssignableRole, type TeamInvitationDto, type TeamMemberDto, type TeamResponse } from '../../../shared/team.ts';
import { giveOwnOrganization, lockMembership, requireManager, requireOwner, seatsUsed, type Membership } from './membership.ts';
import { removedMail } from './team-mails.ts';

type TeamDeps = Pick<Deps, 'db' | 'env' | 'mailer'>;

// Owner first, then managers, then members; each by when they joined.
const roleRank = sql`case ${organizationMembers.role} when 'owner' then 0 when 'manager' then 1 else 2 end`;

export async function listMembers(db: DbOrTx, organizationId: string) {
  return db
    .select({
      userId: organizationMembers.userId,
      fullName: profiles.fullName,
      email: profiles.email,
      role: organizationMembers.role,
      joinedAt: organizationMembers.joinedAt,
    })
    .from(organizationMembers)
    .innerJoin(profiles, eq(profiles.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(roleRank, asc(organizationMembers.joinedAt));
}

export function toInvitationDto(row: typeof teamInvitations.$inferSelect, invitedByName: string | null, now = new Date()): TeamInvitationDto {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  };
}

/** The caller's organization as the Team page shows it: members see each other's names and roles; the owner and managers also addresses and open invitations. */
export async function getTeam(deps: TeamDeps, actor: UserActor): Promise<TeamResponse> {
  const { db } = deps;
  const [membership] = await db
    .select({ organization: organizations, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, actor.user.id));
  if (!membership) throw new AppError('not_found', 'Organization not found.');
  const { organization, role } = membership;
  const manages = role === 'owner' || role === 'manager';
  const [members, invitations, seats] = await Promise.all([
    listMembers(db, organization.id),
    manages
      ? db
          .select({ invitation: teamInvitations, invitedByName: user.name })
          .from(teamInvitations)
          .leftJoin(user, eq(user.id, teamInvitations.invitedBy))
          .where(and(eq(teamInvitations.organizationId, organization.id), isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt)))
          .orderBy(desc(teamInvitations.createdAt))
      : Promise.resolve([]),
    seatsUsed(db, organization.id),
  ]);
  return {
    organization: {
      id: organization.id,
      name: organization.companyName ?? organization.name,
      companyName: organization.companyName,
      country: organization.country,
    },
    myRole: role,
    seatLimit: deps.env.TEAM_SEAT_LIMIT,
    seatsUsed: seats,
    members: members.map((m): TeamMemberDto => ({
      userId: m.userId,
      fullName: m.fullName,
      email: manages || m.userId === actor.user.id ? m.email : null,
      role: m.role,
      joinedAt: m.joinedAt.toISOString(),
    })),
    invitations: invitations.map((row) => toInvitationDto(row.invitation, row.invitedByName)),
  };
}

/** Another person in the caller's organization, locked for the change. */
async function lockTeammate(tx: DbOrTx, membership: Membership, userId: string) {
  if (userId === membership.userId) throw new AppError('conflict', TEAM_MESSAGES.cannotChangeSelf);
  const [row] = await tx
    .select({ userId: organizationMembers.userId, role: organizationMembers.role, fullName: profiles.fullName, email: profiles.email, locale: profiles.locale })
    .from(organizationMembers)
    .innerJoin(profiles, eq(profiles.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.organizationId, membership.organizationId)))
    .for('update', { of: organizationMembers });
  if (!row) throw new AppError('not_found', TEAM_MESSAGES.notInTeam);
  return row;
}

function audit(tx: DbOrTx, actor: UserActor, action: string, membership: Membership, before: unknown, after: unknown) {
  return tx.insert(auditLog).values({ actorId: actor.user.id, action, targetType: 'organization', targetId: membership.organizationId, before, after });
}

/** The owner makes a member a manager or a manager a member. */
export async function changeRole(deps: TeamDeps, actor: UserActor, userId: string, input: { role: AssignableRole }): Promise<{ member: TeamMemberDto }> {
  return deps.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, actor.user.id);
    requireOwner(membership);
    const teammate = await lockTeammate(tx, membership, userId);
    const [updated] = await tx
      .update(organizationMembers)
      .set({ role: input.role })
      .where(eq(organizationMembers.userId, userId))
      .returning({ joinedAt: organizationMembers.joinedAt });
    if (teammate.role !== input.role) await audit(tx, actor, 'team.role_change', membership, { userId, role: teammate.role }, { userId, role: input.role });
    return { member: { userId, fullName: teammate.fullName, email: teammate.email, role: input.role, joinedAt: updated!.joinedAt.toISOString() } };
  });
}

/**
 * Removes someone: the owner anyone but themself, a manager only members. They lose the team's
 * pages, reports and wallet at once (their live stream is told), and get an organization of their own.
 */
export async function removeMember(deps: TeamDeps, actor: UserActor, userId: string) {
  await deps.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, actor.user.id);
    requireManager(membership);
    const teammate = await lockTeammate(tx, membership, userId);
    if (teammate.role === 'owner' || (membership.role === 'manager' && teammate.role !== 'member'))
      throw new AppError('forbidden', TEAM_MESSAGES.managersRemoveMembers);
    await giveOwnOrganization(tx, userId, membership);
    await audit(tx, actor, 'team.remove', membership, { userId, role: teammate.role, email: teammate.email }, null);
    await deps.mailer.send(
      removedMail({
        to: teammate.email,
        by: actor.user.name,
        organization: membership.organizationName,
        url: `${deps.env.APP_URL}/dashboard`,
        locale: teammate.locale,
      }),
      { tx },
    );
  });
}

/** A manager or member leaves; the owner has to hand the team over first. */
export async function leaveTeam(deps: TeamDeps, actor: UserActor) {
  await deps.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, actor.user.id);
    if (membership.role === 'owner') throw new AppError('conflict', TEAM_MESSAGES.ownerCannotLeave);
    await giveOwnOrganization(tx, actor.user.id, membership);
    await audit(tx, actor, 'team.leave', membership, { userId: actor.user.id, role: membership.role }, null);
  });
}

// What makes a profile a wallet: its balance, its plan and the Stripe objects behind them.
const WALLET_COLUMNS = [
  'subscriptionTier',
  'credits',
  'creditsExpireAt',
  'stripeProductId',
  'stripeCustomerId',
  'stripeSubscriptionId',
  'subscriptionStatus',
  'subscriptionRenewsAt',
] as const;
type Wallet = Pick<typeof profiles.$inferSelect, (typeof WALLET_COLUMNS)[number]>;

function walletOfRow(row: typeof profiles.$inferSelect): Wallet {
  return Object.fromEntries(WALLET_COLUMNS.map((column) => [column, row[column]])) as Wallet;
}

/**
 * Hands the team to another member. The team's wallet is its owner's profile, so the two profiles
 * swap their wallets: the team keeps its balance and plan (Stripe events follow the subscription
 * to its new holder), and the old owner's own credits from before are not lost either.
 */
export async function transferOwnership(deps: TeamDeps, actor: UserActor, input: { userId: string }) {
  await deps.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, actor.user.id);
    requireOwner(membership);
    const teammate = await lockTeammate(tx, membership, input.userId);
    const pair = await tx
      .select()
      .from(profiles)
      .where(sql`${profiles.id} in (${actor.user.id}, ${input.userId})`)
      .orderBy(asc(profiles.id))
      .for('update');
    const owner = pair.find((p) => p.id === actor.user.id);
    const heir = pair.find((p) => p.id === input.userId);
    if (!owner || !heir) throw new AppError('not_found', TEAM_MESSAGES.notInTeam);
    // The heir's stripe_subscription_id first to null: no moment with two profiles holding one subscription.
    await tx.update(profiles).set({ stripeSubscriptionId: null }).where(eq(profiles.id, heir.id));
    await tx.update(profiles).set(walletOfRow(heir)).where(eq(profiles.id, owner.id));
    await tx.update(profiles).set(walletOfRow(owner)).where(eq(profiles.id, heir.id));
    // The old owner steps down first: one owner per organization at every moment (a unique index).
    await tx.update(organizationMembers).set({ role: 'manager' }).where(eq(organizationMembers.userId, owner.id));
    await tx.update(organizationMembers).set({ role: 'owner' }).where(eq(organizationMembers.userId, heir.id));
    await tx.update(organizations).set({ createdBy: heir.id }).where(eq(organizations.id, membership.organizationId));
    await audit(tx, actor, 'team.transfer', membership, { owner: owner.id, heirRole: teammate.role }, { owner: heir.id, previousOwnerRole: 'manager' });
  });
}
