import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, organizationMembers, organizations, profiles, teamInvitations, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  TEAM_MESSAGES,
  type AssignableRole,
  type TeamHandoverDto,
  type TeamInvitationDto,
  type TeamMemberDto,
  type TeamResponse,
} from '../../../shared/team.ts';
import { subscriptionGrantsAccess } from '../billing/fulfilment.service.ts';
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
  if (!membership) throw new AppError('not_found', 'account.organizationNotFound');
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
    handover: handoverView(organization, members, role, actor.user.id),
  };
}

function handoverView(
  organization: typeof organizations.$inferSelect,
  members: { userId: string; fullName: string }[],
  role: string,
  callerId: string,
): TeamHandoverDto | null {
  const heir = members.find((m) => m.userId === organization.handoverProposedTo);
  if (!heir || !organization.handoverProposedAt || (role !== 'owner' && callerId !== heir.userId)) return null;
  return { userId: heir.userId, fullName: heir.fullName, proposedAt: organization.handoverProposedAt.toISOString() };
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

/** An organization's Premium is live and billed to a person (its owner, who subscribed). */
function hasActivePremium(organization: typeof organizations.$inferSelect) {
  return organization.subscriptionTier === 'premium' && !!organization.stripeSubscriptionId && subscriptionGrantsAccess(organization.subscriptionStatus);
}

async function lockedOrganization(tx: DbOrTx, organizationId: string) {
  // Already locked by lockMembership (the organization row FOR UPDATE): a plain read under it.
  const [row] = await tx.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!row) throw new AppError('not_found', 'account.organizationNotFound');
  return row;
}

/**
 * The owner proposes to hand the team over to a manager or member. Nothing changes until the heir
 * accepts: no roles, and never any money (the wallet is the organization's, docs/decisions/023). A
 * team whose Premium the owner pays is not handed over: their card would go on paying for someone
 * else's team, so they cancel Premium first. A new proposal replaces an open one.
 */
export async function proposeHandover(deps: TeamDeps, actor: UserActor, input: { userId: string }) {
  await deps.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, actor.user.id);
    requireOwner(membership);
    const heir = await lockTeammate(tx, membership, input.userId);
    if (hasActivePremium(await lockedOrganization(tx, membership.organizationId))) throw new AppError('conflict', TEAM_MESSAGES.handoverCancelPremium);
    await tx
      .update(organizations)
      .set({ handoverProposedTo: heir.userId, handoverProposedAt: new Date() })
      .where(eq(organizations.id, membership.organizationId));
    await audit(tx, actor, 'team.handover_propose', membership, null, { heir: heir.userId, heirRole: heir.role });
  });
}

/** The owner withdraws an open proposal. */
export async function cancelHandover(deps: TeamDeps, actor: UserActor) {
  await deps.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, actor.user.id);
    requireOwner(membership);
    const organization = await lockedOrganization(tx, membership.organizationId);
    if (!organization.handoverProposedTo) return;
    await clearHandover(tx, membership.organizationId);
    await audit(tx, actor, 'team.handover_cancel', membership, { heir: organization.handoverProposedTo }, null);
  });
}

function clearHandover(tx: DbOrTx, organizationId: string) {
  return tx.update(organizations).set({ handoverProposedTo: null, handoverProposedAt: null }).where(eq(organizations.id, organizationId));
}

/** The open proposal addressed to the caller, in their organization (locked), or a 404. */
async function lockHandoverForCaller(tx: DbOrTx, actor: UserActor) {
  const membership = await lockMembership(tx, actor.user.id);
  const organization = await lockedOrganization(tx, membership.organizationId);
  if (organization.handoverProposedTo !== actor.user.id || membership.role === 'owner') throw new AppError('not_found', TEAM_MESSAGES.noHandoverForYou);
  return { membership, organization };
}

/**
 * The heir accepts: they become the owner and the old owner a manager. Only roles change: the
 * team's wallet stays the organization's, each person's own wallet stays theirs, and nobody's
 * Stripe customer moves.
 */
export async function acceptHandover(deps: TeamDeps, actor: UserActor) {
  await deps.db.transaction(async (tx) => {
    const { membership, organization } = await lockHandoverForCaller(tx, actor);
    if (hasActivePremium(organization)) throw new AppError('conflict', TEAM_MESSAGES.handoverCancelPremium);
    const [owner] = await tx
      .select({ userId: organizationMembers.userId })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, membership.organizationId), eq(organizationMembers.role, 'owner')))
      .for('update');
    // The old owner steps down first: one owner per organization at every moment (a unique index).
    if (owner) await tx.update(organizationMembers).set({ role: 'manager' }).where(eq(organizationMembers.userId, owner.userId));
    await tx.update(organizationMembers).set({ role: 'owner' }).where(eq(organizationMembers.userId, actor.user.id));
    // created_by is who answers for the organization (it goes when their account does): the new owner.
    await tx
      .update(organizations)
      .set({ createdBy: actor.user.id, handoverProposedTo: null, handoverProposedAt: null })
      .where(eq(organizations.id, membership.organizationId));
    await audit(
      tx,
      actor,
      'team.transfer',
      membership,
      { owner: owner?.userId ?? null, heirRole: membership.role },
      { owner: actor.user.id, previousOwnerRole: 'manager' },
    );
  });
}

/** The heir declines: the proposal ends, nothing else changes. */
export async function declineHandover(deps: TeamDeps, actor: UserActor) {
  await deps.db.transaction(async (tx) => {
    const { membership } = await lockHandoverForCaller(tx, actor);
    await clearHandover(tx, membership.organizationId);
    await audit(tx, actor, 'team.handover_decline', membership, { heir: actor.user.id }, null);
  });
}
