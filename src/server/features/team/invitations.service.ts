import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, organizationMembers, organizations, profiles, teamInvitations, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import {
  INVITATION_TTL_DAYS,
  TEAM_MESSAGES,
  type AssignableRole,
  type InvitationPreview,
  type InviteResponse,
  type JoinResponse,
  type TeamRole,
} from '../../../shared/team.ts';
import { subscriptionGrantsAccess } from '../billing/fulfilment.service.ts';
import { createAccount, type NewAccount } from '../account/signup.service.ts';
import { lockMembership, memberCount, requireManager, seatsUsed, type Membership } from './membership.ts';
import { toInvitationDto } from './team.service.ts';
import { invitationMail, joinedMail } from './team-mails.ts';

type InvitationDeps = Pick<Deps, 'db' | 'env' | 'mailer'>;
type InvitationRow = typeof teamInvitations.$inferSelect;

// Invitation links carry a random token; the database keeps only its SHA-256, so a leaked table
// (or backup) holds no working link. A new link (resend) replaces the old one.
const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const expiresFromNow = () => new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600 * 1000);

function auditInvitation(
  tx: DbOrTx,
  actorId: string | null,
  action: string,
  invitation: Pick<InvitationRow, 'id' | 'organizationId' | 'email' | 'role'>,
  after: unknown = null,
) {
  return tx.insert(auditLog).values({
    actorId,
    action,
    targetType: 'organization',
    targetId: invitation.organizationId,
    before: null,
    after: { invitationId: invitation.id, email: invitation.email, role: invitation.role, ...(after as object) },
  });
}

/** The reader's language for an invitation: the invitee's own if they have an account, else the inviter's. */
async function invitationLocale(tx: DbOrTx, email: string, inviterId: string) {
  const rows = await tx
    .select({ id: profiles.id, locale: profiles.locale })
    .from(profiles)
    .where(sql`${profiles.id} = ${inviterId} or lower(${profiles.email}) = ${email}`);
  return (rows.find((r) => r.id !== inviterId) ?? rows.find((r) => r.id === inviterId))?.locale ?? null;
}

/**
 * Invitation mails one address may get a day, from all teams together (new and resent): inviting
 * cannot be used to flood someone's mailbox, whatever number of teams (or new accounts) send them.
 * Taken in the invitation's transaction, so a refused or failed invitation does not count.
 */
export const INVITATIONS_PER_RECIPIENT_PER_DAY = 3;

async function mailInvitation(deps: InvitationDeps, tx: DbOrTx, actor: UserActor, membership: Membership, invitation: InvitationRow, token: string) {
  await enforceRateLimits(
    tx,
    [{ key: `team-invite:to:${invitation.email}`, limit: INVITATIONS_PER_RECIPIENT_PER_DAY, windowSeconds: 24 * 3600 }],
    TEAM_MESSAGES.recipientLimit,
  );
  await deps.mailer.send(
    invitationMail({
      to: invitation.email,
      inviter: actor.user.name,
      organization: membership.organizationName,
      role: invitation.role,
      url: `${deps.env.APP_URL}/invite/${token}`,
      locale: await invitationLocale(tx, invitation.email, actor.user.id),
    }),
    { tx },
  );
}

/** Someone with this address who cannot be invited: already in this team. */
async function refuseExistingAccount(tx: DbOrTx, membership: Membership, email: string) {
  const [existing] = await tx
    .select({ organizationId: organizationMembers.organizationId })
    .from(profiles)
    .innerJoin(organizationMembers, eq(organizationMembers.userId, profiles.id))
    .where(eq(sql`lower(${profiles.email})`, email))
    .limit(1);
  if (!existing) return;
  if (existing.organizationId === membership.organizationId) throw new AppError('conflict', TEAM_MESSAGES.alreadyMember);
  // Someone in another team is invited like anyone else (and told to leave it first when they open
  // the link): a different answer here would tell any inviter who belongs to a team.
}

/** Invites an address: managers invite members, the owner also managers. One open invitation per address; every one holds a seat. */
export async function invite(deps: InvitationDeps, actor: UserActor, input: { email: string; role: AssignableRole }): Promise<InviteResponse> {
  return deps.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, actor.user.id);
    requireManager(membership);
    if (membership.role === 'manager' && input.role !== 'member') throw new AppError('forbidden', TEAM_MESSAGES.managersInviteMembers);
    const email = input.email.toLowerCase();
    await refuseExistingAccount(tx, membership, email);
    const [open] = await tx
      .select()
      .from(teamInvitations)
      .where(
        and(
          eq(teamInvitations.organizationId, membership.organizationId),
          eq(teamInvitations.email, email),
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
        ),
      );
    if (open && open.expiresAt.getTime() > Date.now()) throw new AppError('conflict', TEAM_MESSAGES.alreadyInvited);
    // An expired one gives way to the new invitation.
    if (open) await tx.update(teamInvitations).set({ revokedAt: new Date() }).where(eq(teamInvitations.id, open.id));
    if ((await seatsUsed(tx, membership.organizationId)) >= deps.env.TEAM_SEAT_LIMIT) throw new AppError('conflict', TEAM_MESSAGES.seatLimit);
    const token = newToken();
    const [invitation] = await tx
      .insert(teamInvitations)
      .values({
        organizationId: membership.organizationId,
        email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: actor.user.id,
        expiresAt: expiresFromNow(),
      })
      .returning();
    await auditInvitation(tx, actor.user.id, 'team.invite', invitation!);
    await mailInvitation(deps, tx, actor, membership, invitation!, token);
    return { invitation: toInvitationDto(invitation!, actor.user.name) };
  });
}

/** An open invitation of the caller's organization that the caller may act on (managers: member invitations). */
async function lockOpenInvitation(tx: DbOrTx, membership: Membership, id: string) {
  const [invitation] = await tx
    .select()
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.id, id),
        eq(teamInvitations.organizationId, membership.organizationId),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
      ),
    )
    .for('update');
  if (!invitation) throw new AppError('not_found', 'team.invitationNotFound');
  if (membership.role === 'manager' && invitation.role !== 'member') throw new AppError('forbidden', TEAM_MESSAGES.managersInviteMembers);
  return invitation;
}

/** A new link and a new week: the old link stops working. An expired invitation needs a free seat again. */
export async function resendInvitation(deps: InvitationDeps, actor: UserActor, id: string): Promise<InviteResponse> {
  return deps.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, actor.user.id);
    requireManager(membership);
    const invitation = await lockOpenInvitation(tx, membership, id);
    if (invitation.expiresAt.getTime() <= Date.now() && (await seatsUsed(tx, membership.organizationId)) >= deps.env.TEAM_SEAT_LIMIT)
      throw new AppError('conflict', TEAM_MESSAGES.seatLimit);
    const token = newToken();
    const [renewed] = await tx
      .update(teamInvitations)
      .set({ tokenHash: hashToken(token), expiresAt: expiresFromNow(), invitedBy: actor.user.id })
      .where(eq(teamInvitations.id, id))
      .returning();
    await auditInvitation(tx, actor.user.id, 'team.invite_resend', renewed!);
    await mailInvitation(deps, tx, actor, membership, renewed!, token);
    return { invitation: toInvitationDto(renewed!, actor.user.name) };
  });
}

export async function revokeInvitation(deps: InvitationDeps, actor: UserActor, id: string) {
  await deps.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, actor.user.id);
    requireManager(membership);
    const invitation = await lockOpenInvitation(tx, membership, id);
    await tx.update(teamInvitations).set({ revokedAt: new Date() }).where(eq(teamInvitations.id, id));
    await auditInvitation(tx, actor.user.id, 'team.invite_revoke', invitation);
  });
}

/** The invitation behind a link, still open, or the reason it is not (locked when `lock`). */
async function openInvitationByToken(tx: DbOrTx, token: string, lock: boolean) {
  const query = tx
    .select({
      invitation: teamInvitations,
      organizationName: sql<string>`coalesce(${organizations.companyName}, ${organizations.name})`,
      country: organizations.country,
      invitedByName: user.name,
    })
    .from(teamInvitations)
    .innerJoin(organizations, eq(organizations.id, teamInvitations.organizationId))
    .leftJoin(user, eq(user.id, teamInvitations.invitedBy))
    .where(eq(teamInvitations.tokenHash, hashToken(token)));
  const [row] = lock ? await query.for('update', { of: teamInvitations }) : await query;
  if (!row) throw new AppError('not_found', TEAM_MESSAGES.invitationInvalid);
  if (row.invitation.acceptedAt || row.invitation.revokedAt) throw new AppError('conflict', TEAM_MESSAGES.invitationUsed);
  if (row.invitation.expiresAt.getTime() <= Date.now()) throw new AppError('conflict', TEAM_MESSAGES.invitationExpired);
  return row;
}

export async function previewInvitation(deps: Pick<Deps, 'db'>, input: { token: string }): Promise<InvitationPreview> {
  const row = await openInvitationByToken(deps.db, input.token, false);
  const [account] = await deps.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, row.invitation.email))
    .limit(1);
  return {
    organizationName: row.organizationName,
    country: row.country,
    invitedByName: row.invitedByName,
    role: row.invitation.role,
    email: row.invitation.email,
    accountExists: Boolean(account),
  };
}

/** Marks the invitation used, logs the join and tells the owner (and the inviter, if someone else). */
async function completeJoin(
  deps: InvitationDeps,
  tx: DbOrTx,
  joined: { userId: string; name: string; email: string },
  row: Awaited<ReturnType<typeof openInvitationByToken>>,
) {
  const { invitation } = row;
  await tx.update(teamInvitations).set({ acceptedAt: new Date() }).where(eq(teamInvitations.id, invitation.id));
  await auditInvitation(tx, joined.userId, 'team.join', invitation, { userId: joined.userId });
  const told = await tx
    .select({ email: profiles.email, locale: profiles.locale })
    .from(organizationMembers)
    .innerJoin(profiles, eq(profiles.id, organizationMembers.userId))
    .where(
      and(
        eq(organizationMembers.organizationId, invitation.organizationId),
        sql`(${organizationMembers.role} = 'owner' or ${organizationMembers.userId} = ${invitation.invitedBy ?? ''})`,
        sql`${organizationMembers.userId} <> ${joined.userId}`,
      ),
    );
  for (const reader of told) {
    await deps.mailer.send(
      joinedMail({
        to: reader.email,
        name: joined.name,
        email: joined.email,
        organization: row.organizationName,
        role: invitation.role,
        url: `${deps.env.APP_URL}/team`,
        locale: reader.locale,
      }),
      { tx },
    );
  }
}

/**
 * A signed-in user joins the team of an invitation sent to their address. Their own organization
 * (alone in it) stays as their dormant personal wallet; its credits come back if they leave.
 */
export async function acceptInvitation(deps: InvitationDeps, actor: UserActor, input: { token: string }): Promise<JoinResponse> {
  return deps.db.transaction(async (tx) => {
    const row = await openInvitationByToken(tx, input.token, true);
    const { invitation } = row;
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, actor.user.id)).for('update');
    if (!profile) throw new AppError('not_found', 'account.profileNotFound');
    if (profile.email.toLowerCase() !== invitation.email && actor.user.email.toLowerCase() !== invitation.email)
      throw new AppError('forbidden', TEAM_MESSAGES.wrongAccount);
    const membership = await lockMembership(tx, actor.user.id);
    if (membership.organizationId === invitation.organizationId) throw new AppError('conflict', TEAM_MESSAGES.alreadyMember);
    if ((await memberCount(tx, membership.organizationId)) > 1) {
      const ownsIt = membership.role === 'owner';
      throw new AppError('conflict', ownsIt ? TEAM_MESSAGES.ownTeamHasMembers : TEAM_MESSAGES.leaveCurrentTeam);
    }
    const [own] = await tx.select().from(organizations).where(eq(organizations.id, membership.organizationId));
    if (own && own.subscriptionTier === 'premium' && own.stripeSubscriptionId && subscriptionGrantsAccess(own.subscriptionStatus))
      throw new AppError('conflict', TEAM_MESSAGES.activePremium);
    // Their organization of one stays, with no members: their personal wallet, dormant until they
    // leave or are removed (docs/decisions/023). created_by marks whose it is.
    await tx
      .update(organizations)
      .set({ createdBy: actor.user.id, handoverProposedTo: null, handoverProposedAt: null })
      .where(eq(organizations.id, membership.organizationId));
    await tx
      .update(organizationMembers)
      .set({ organizationId: invitation.organizationId, role: invitation.role, joinedAt: new Date() })
      .where(eq(organizationMembers.userId, actor.user.id));
    await completeJoin(deps, tx, { userId: actor.user.id, name: profile.fullName, email: profile.email }, row);
    return { organizationId: invitation.organizationId, role: invitation.role as TeamRole };
  });
}

/**
 * Creates an account straight into an invitation's team: the invitation's address (verified by the
 * mail that carried the link), the team's organization, the invitation's role.
 */
export async function signupWithInvitation(
  deps: InvitationDeps & Pick<Deps, 'auth'>,
  input: { token: string; fullName: string; password: string; locale: NewAccount['locale'] },
) {
  const { invitation } = await openInvitationByToken(deps.db, input.token, false);
  return createAccount(deps, {
    email: invitation.email,
    password: input.password,
    fullName: input.fullName,
    locale: input.locale,
    joinTeam: async (tx, userId) => {
      // Again under the lock: the link may have been used, withdrawn or renewed meanwhile.
      const row = await openInvitationByToken(tx, input.token, true);
      await tx.insert(organizationMembers).values({ userId, organizationId: row.invitation.organizationId, role: row.invitation.role });
      await completeJoin(deps, tx, { userId, name: input.fullName, email: row.invitation.email }, row);
    },
  });
}
