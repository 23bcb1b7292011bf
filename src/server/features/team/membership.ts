import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
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
  if (!row) throw new AppError('not_found', 'account.organizationNotFound');
  return row;
}

/** The caller's membership, for reads (no lock). */
export async function membershipOf(db: DbOrTx, userId: string): Promise<Membership> {
  const [row] = await membershipQuery(db, userId);
  if (!row) throw new AppError('not_found', 'account.organizationNotFound');
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
 * Gives someone leaving a team (or removed from it) an organization of their own again: their
 * dormant personal organization if they have one (its wallet holds the credits and plan they had
 * before joining, docs/decisions/023), else a new one named after them, in the team's country and
 * currency. A handover proposed to them ends with their membership.
 */
export async function giveOwnOrganization(tx: DbOrTx, userId: string, from: Pick<Membership, 'country' | 'currency'>) {
  await tx.update(organizations).set({ handoverProposedTo: null, handoverProposedAt: null }).where(eq(organizations.handoverProposedTo, userId));
  const [dormant] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.createdBy, userId), sql`not exists (select 1 from ${organizationMembers} m where m.organization_id = ${organizations.id})`))
    .orderBy(desc(organizations.createdAt))
    .limit(1)
    .for('update');
  const organizationId = dormant?.id ?? (await newOwnOrganization(tx, userId, from));
  await tx.update(organizationMembers).set({ organizationId, role: 'owner', joinedAt: new Date() }).where(eq(organizationMembers.userId, userId));
  return organizationId;
}

async function newOwnOrganization(tx: DbOrTx, userId: string, from: Pick<Membership, 'country' | 'currency'>) {
  const [profile] = await tx.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.id, userId));
  const [organization] = await tx
    .insert(organizations)
    // Someone who joined through an invitation never had a wallet of their own: it starts empty
    // (sign-up credits per invited address would be farmable).
    .values({ name: profile?.fullName ?? 'My workspace', country: from.country, currency: from.currency, createdBy: userId, credits: 0 })
    .returning({ id: organizations.id });
  return organization!.id;
}
