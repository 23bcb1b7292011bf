import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { preparedPer } from '../../db/prepared.ts';
import { organizationMembers, organizations, profiles, user, userRoles } from '../../db/schema/index.ts';
import { TEAM_MESSAGES, type TeamRole } from '../../../shared/team.ts';
import { organizationOf } from '../team/wallet.ts';
import type { MeResponse, OrganizationDto, ProfileDto } from '../../../shared/api-types.ts';
import { availableCredits, isCreditsExpired } from '../../../shared/credits.ts';
import { AppError } from '../../lib/app-error.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/i18n/locales.ts';

type ProfileRow = typeof profiles.$inferSelect;
type OrganizationRow = typeof organizations.$inferSelect;

type WalletFields = Pick<ProfileRow, 'subscriptionTier' | 'credits' | 'creditsExpireAt' | 'subscriptionStatus' | 'subscriptionRenewsAt'>;

/** Where the user acts: their organization, their role in it, and whose balance they spend. */
export interface TeamContext {
  organizationId: string;
  role: TeamRole;
  /** The team's wallet (the owner's credits and plan) when it is not the user's own. */
  wallet: WalletFields | null;
}

/**
 * A profile as the web shows it. A team member's credits and plan are the team's (the owner's
 * profile), so everything that reads `profile.credits` or the tier shows what they can spend.
 */
export function toProfileDto(row: ProfileRow, team: TeamContext | null = null, now = new Date()): ProfileDto {
  const wallet = team?.wallet ?? row;
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    subscriptionTier: wallet.subscriptionTier,
    credits: wallet.credits,
    availableCredits: availableCredits(wallet, now),
    creditsExpireAt: wallet.creditsExpireAt?.toISOString() ?? null,
    creditsExpired: isCreditsExpired(wallet, now),
    subscriptionStatus: wallet.subscriptionStatus,
    subscriptionRenewsAt: wallet.subscriptionRenewsAt?.toISOString() ?? null,
    hasCompletedOnboarding: row.hasCompletedOnboarding,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    createdAt: row.createdAt.toISOString(),
    organizationId: team?.organizationId ?? null,
    teamRole: team?.role ?? null,
  };
}

export function toOrganizationDto(row: OrganizationRow): OrganizationDto {
  return {
    id: row.id,
    name: row.name,
    companyName: row.companyName,
    country: row.country,
    industry: row.industry,
    website: row.website,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getProfile(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (!row) throw new AppError('not_found', 'Profile not found.');
  return row;
}

const wallet = alias(profiles, 'wallet');

const meStatement = preparedPer((db: Db) =>
  db
    .select({
      profile: profiles,
      organization: organizations,
      role: organizationMembers.role,
      wallet: {
        id: wallet.id,
        subscriptionTier: wallet.subscriptionTier,
        credits: wallet.credits,
        creditsExpireAt: wallet.creditsExpireAt,
        subscriptionStatus: wallet.subscriptionStatus,
        subscriptionRenewsAt: wallet.subscriptionRenewsAt,
      },
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id} and ${userRoles.role} = 'admin')`,
    })
    .from(profiles)
    .leftJoin(organizationMembers, eq(organizationMembers.userId, profiles.id))
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .leftJoin(wallet, eq(wallet.id, organizations.createdBy))
    .where(eq(profiles.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('me'),
);

type MeRow = Awaited<ReturnType<ReturnType<typeof meStatement>['execute']>>[number];

function teamContextOf(row: MeRow): TeamContext | null {
  if (!row.organization || !row.role) return null;
  const shared = row.wallet && row.wallet.id !== row.profile.id ? row.wallet : null;
  return { organizationId: row.organization.id, role: row.role, wallet: shared };
}

/** Everything the web app asks first on every page load, in one prepared query. */
export async function getMe(deps: Pick<Deps, 'db'>, actor: UserActor): Promise<MeResponse> {
  const current = actor.user;
  const [row] = await meStatement(deps.db).execute({ userId: current.id });
  if (!row) throw new AppError('not_found', 'Profile not found.');
  return {
    user: { id: current.id, email: current.email, name: current.name },
    profile: toProfileDto(row.profile, teamContextOf(row)),
    organization: row.organization ? toOrganizationDto(row.organization) : null,
    isAdmin: row.isAdmin,
    twoFactorEnabled: current.twoFactorEnabled,
  };
}

/** The caller's profile as the web shows it, or null once the account is gone (the live stream's view). */
export async function findOwnProfile(deps: Pick<Deps, 'db'>, actor: UserActor): Promise<ProfileDto | null> {
  const [row] = await meStatement(deps.db).execute({ userId: actor.user.id });
  return row ? toProfileDto(row.profile, teamContextOf(row)) : null;
}

/** Renames the caller: the auth user and the profile together. */
export async function updateFullName(deps: Pick<Deps, 'db'>, actor: UserActor, input: { fullName: string }) {
  await deps.db.transaction(async (tx) => {
    await tx.update(user).set({ name: input.fullName, updatedAt: new Date() }).where(eq(user.id, actor.user.id));
    await tx.update(profiles).set({ fullName: input.fullName }).where(eq(profiles.id, actor.user.id));
  });
  return { fullName: input.fullName };
}

/** The profile's language: the app follows it on every device, and mails and reports are written in it. */
export async function updateLocale(deps: Pick<Deps, 'db'>, actor: UserActor, input: { locale: Locale }) {
  await deps.db.update(profiles).set({ locale: input.locale }).where(eq(profiles.id, actor.user.id));
}

/** The currency of the caller's organization: its owner's or a manager's to change. */
export async function updateCurrency(deps: Pick<Deps, 'db'>, actor: UserActor, input: { currency: string }) {
  const updated = await deps.db
    .update(organizations)
    .set({ currency: input.currency })
    .where(
      and(
        eq(organizations.id, organizationOf(actor.user.id)),
        sql`exists (select 1 from ${organizationMembers} m where m.user_id = ${actor.user.id} and m.organization_id = ${organizations.id} and ${inArray(sql`m.role`, ['owner', 'manager'])})`,
      ),
    )
    .returning({ id: organizations.id });
  if (updated.length === 0) throw new AppError('forbidden', TEAM_MESSAGES.managersOnly);
}
