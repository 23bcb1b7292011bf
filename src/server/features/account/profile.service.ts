import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { preparedPer } from '../../db/prepared.ts';
import { organizationMembers, organizations, profiles, toolUsageLogs, user, userRoles } from '../../db/schema/index.ts';
import { TEAM_MESSAGES, type TeamRole } from '../../../shared/team.ts';
import { organizationOf } from '../team/wallet.ts';
import type { MeResponse, OrganizationDto, ProfileDto, WalletDto } from '../../../shared/api-types.ts';
import { availableCredits, isCreditsExpired } from '../../../shared/credits.ts';
import { AppError } from '../../lib/app-error.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/i18n/locales.ts';

type ProfileRow = typeof profiles.$inferSelect;
type OrganizationRow = typeof organizations.$inferSelect;

type WalletRow = Pick<OrganizationRow, 'id' | 'subscriptionTier' | 'credits' | 'creditsExpireAt' | 'subscriptionStatus' | 'subscriptionRenewsAt'>;

/** Where the user acts: their organization and their role in it. */
export interface TeamContext {
  organizationId: string;
  role: TeamRole;
}

/** The organization's wallet as the web shows it: what everyone in it spends. */
export function toWalletDto(row: WalletRow, now = new Date()): WalletDto {
  return {
    organizationId: row.id,
    subscriptionTier: row.subscriptionTier,
    credits: row.credits,
    availableCredits: availableCredits(row, now),
    creditsExpireAt: row.creditsExpireAt?.toISOString() ?? null,
    creditsExpired: isCreditsExpired(row, now),
    subscriptionStatus: row.subscriptionStatus,
    subscriptionRenewsAt: row.subscriptionRenewsAt?.toISOString() ?? null,
  };
}

// A person outside any organization (only while their account is being deleted) spends nothing.
const NO_WALLET = {
  subscriptionTier: 'free',
  credits: 0,
  availableCredits: 0,
  creditsExpireAt: null,
  creditsExpired: false,
  subscriptionStatus: null,
  subscriptionRenewsAt: null,
} as const;

/**
 * A profile as the web shows it, with the wallet's fields copied in (spec.md names credits and the
 * tier on the profile; the source of truth is the organization's wallet).
 */
export function toProfileDto(row: ProfileRow, team: TeamContext | null, wallet: WalletDto | null): ProfileDto {
  const { organizationId: _organizationId, ...walletFields } = wallet ?? { ...NO_WALLET, organizationId: null };
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    ...walletFields,
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
  if (!row) throw new AppError('not_found', 'account.profileNotFound');
  return row;
}

const meStatement = preparedPer((db: Db) =>
  db
    .select({
      profile: profiles,
      organization: organizations,
      role: organizationMembers.role,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id} and ${userRoles.role} = 'admin')`,
      // One index probe (tool_usage_logs_user_created_idx): the dashboard greets a user who has run nothing yet.
      hasRunTool: sql<boolean>`exists (select 1 from ${toolUsageLogs} where ${toolUsageLogs.userId} = ${profiles.id} and ${toolUsageLogs.status} = 'completed')`,
    })
    .from(profiles)
    .leftJoin(organizationMembers, eq(organizationMembers.userId, profiles.id))
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(profiles.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('me'),
);

type MeRow = Awaited<ReturnType<ReturnType<typeof meStatement>['execute']>>[number];

function viewOf(row: MeRow) {
  const team = row.organization && row.role ? { organizationId: row.organization.id, role: row.role } : null;
  const wallet = row.organization ? toWalletDto(row.organization) : null;
  return { profile: toProfileDto(row.profile, team, wallet), wallet };
}

/** Everything the web app asks first on every page load, in one prepared query. */
export async function getMe(deps: Pick<Deps, 'db'>, actor: UserActor): Promise<MeResponse> {
  const current = actor.user;
  const [row] = await meStatement(deps.db).execute({ userId: current.id });
  if (!row) throw new AppError('not_found', 'account.profileNotFound');
  const { profile, wallet } = viewOf(row);
  return {
    user: { id: current.id, email: current.email, name: current.name },
    profile,
    wallet,
    organization: row.organization ? toOrganizationDto(row.organization) : null,
    isAdmin: row.isAdmin,
    twoFactorEnabled: current.twoFactorEnabled,
    hasRunTool: Boolean(row.hasRunTool),
  };
}

/** The caller's profile and wallet as the web shows them, or null once the account is gone (the live stream's view). */
export async function findOwnProfile(deps: Pick<Deps, 'db'>, actor: UserActor): Promise<{ profile: ProfileDto; wallet: WalletDto | null } | null> {
  const [row] = await meStatement(deps.db).execute({ userId: actor.user.id });
  return row ? viewOf(row) : null;
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
