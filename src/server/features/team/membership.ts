import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organizationMembers, organizations, profiles, teamInvitations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { TEAM_MESSAGES, type TeamRole } from '../../../shared/team.ts';

// The membership rules every team operation shares: who is in which organization, the seats they
// hold, and the organization of their own a person gets back when they leave a team.

export interface Membership {
  userId: string;
  organizationId: string;
  role: TeamRole;
  organizationName: string;
  country: string | null;
  currency: string;
}

/**
 * The caller's membership, locking their organization's row: every change to a team runs under
 * this lock, so two managers inviting at once cannot both take the last seat, and a role changed a
 * moment ago is the one checked.
 */
export async function lockMembership(tx: DbOrTx, userId: string): Promise<Membership> {
  const [row] = await membershipQuery(tx, userId).for('update', { of: organizations });
  if (!row) throw new AppError('not_found', 'Organization not found.');
  return row;
}

/** The caller's membership, for reads (no lock). */
export async function membershipOf(db: DbOrTx, userId: string): Promise<Membership> {
  const [row] = await membershipQuery(db, userId);
  if (!row) throw new AppError('not_found', 'Organization not found.');
  return row;
}

function membershipQuery(tx: DbOrTx, userId: string) {
  return tx
    .select({
      userId: organizationMembers.userId,
      organizationId: organizationMembers.organizationId,
      role: organizationMembers.role,
      organizationName: sql<string>`coalesce(${organizations.companyName}, ${organizations.name})`,
      country: organizations.country,
      currency: organizations.currency,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId));
}

export function requireManager(membership: Membership) {
  if (membership.role !== 'owner' && membership.role !== 'manager') throw new AppError('forbidden', TEAM_MESSAGES.managersOnly);
}

export function requireOwner(membership: Membership) {
  if (membership.role !== 'owner') throw new AppError('forbidden', TEAM_MESSAGES.ownerOnly);
}

/** Members plus open, unexpired invitations: the seats an organization holds. */
export async function seatsUsed(tx: DbOrTx, organizationId: string) {
  const [row] = await tx
    .select({
      members: sql<number>`(select count(*) from ${organizationMembers} where ${organizationMembers.organizationId} = ${organizationId})::int`,
      invitations: sql<number>`(select count(*) from ${teamInvitations} where ${and(
        eq(teamInvitations.organizationId, organizationId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
        gt(teamInvitations.expiresAt, sql`now()`),
      )})::int`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.members ?? 0) + Number(row?.invitations ?? 0);
}

export async function memberCount(tx: DbOrTx, organizationId: string) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId));
  return Number(row?.count ?? 0);
}

/** The other people in `organizationId`, oldest first (the order ownership is handed down in). */
export async function otherMembers(tx: DbOrTx, organizationId: string, userId: string) {
  return tx
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), sql`${organizationMembers.userId} <> ${userId}`))
    .orderBy(asc(organizationMembers.joinedAt));
}

/**
 * Gives someone leaving a team (or removed from it) an organization of their own again, named after
 * them, in the team's country and currency. Their own profile is its wallet: the credits and plan
 * they had before joining come back into use.
 */
export async function giveOwnOrganization(tx: DbOrTx, userId: string, from: Pick<Membership, 'country' | 'currency'>) {
  const [profile] = await tx.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
  const [organization] = await tx
    .insert(organizations)
    .values({ name: profile?.fullName ?? 'My workspace', country: from.country, currency: from.currency, createdBy: userId })
    .returning({ id: organizations.id });
  await tx
    .update(organizationMembers)
    .set({ organizationId: organization!.id, role: 'owner', joinedAt: new Date() })
    .where(eq(organizationMembers.userId, userId));
  return organization!.id;
}
