import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import { preparedPer } from '../../db/prepared.ts';
import { organizations, profiles, user, userRoles } from '../../db/schema/index.ts';
import type { MeResponse, OrganizationDto, ProfileDto } from '../../../shared/api-types.ts';
import { availableCredits, isCreditsExpired } from '../../../shared/credits.ts';
import { AppError } from '../../lib/app-error.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/i18n/locales.ts';

type ProfileRow = typeof profiles.$inferSelect;
type OrganizationRow = typeof organizations.$inferSelect;

export function toProfileDto(row: ProfileRow, now = new Date()): ProfileDto {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    subscriptionTier: row.subscriptionTier,
    credits: row.credits,
    availableCredits: availableCredits(row, now),
    creditsExpireAt: row.creditsExpireAt?.toISOString() ?? null,
    creditsExpired: isCreditsExpired(row, now),
    subscriptionStatus: row.subscriptionStatus,
    subscriptionRenewsAt: row.subscriptionRenewsAt?.toISOString() ?? null,
    hasCompletedOnboarding: row.hasCompletedOnboarding,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    createdAt: row.createdAt.toISOString(),
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

const meStatement = preparedPer((db: Db) =>
  db
    .select({
      profile: profiles,
      organization: organizations,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id} and ${userRoles.role} = 'admin')`,
    })
    .from(profiles)
    .leftJoin(organizations, eq(organizations.createdBy, profiles.id))
    .where(eq(profiles.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('me'),
);

/** Everything the web app asks first on every page load, in one prepared query. */
export async function getMe(deps: Pick<Deps, 'db'>, actor: UserActor): Promise<MeResponse> {
  const current = actor.user;
  const [row] = await meStatement(deps.db).execute({ userId: current.id });
  if (!row) throw new AppError('not_found', 'Profile not found.');
  return {
    user: { id: current.id, email: current.email, name: current.name },
    profile: toProfileDto(row.profile),
    organization: row.organization ? toOrganizationDto(row.organization) : null,
    isAdmin: row.isAdmin,
    twoFactorEnabled: current.twoFactorEnabled,
  };
}

/** The caller's profile as the web shows it, or null once the account is gone (the live stream's view). */
export async function findOwnProfile(deps: Pick<Deps, 'db'>, actor: UserActor): Promise<ProfileDto | null> {
  const [row] = await deps.db.select().from(profiles).where(eq(profiles.id, actor.user.id)).limit(1);
  return row ? toProfileDto(row) : null;
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

/** The currency of the caller's organization (the one they created). */
export async function updateCurrency(deps: Pick<Deps, 'db'>, actor: UserActor, input: { currency: string }) {
  const updated = await deps.db
    .update(organizations)
    .set({ currency: input.currency })
    .where(eq(organizations.createdBy, actor.user.id))
    .returning({ id: organizations.id });
  if (updated.length === 0) throw new AppError('not_found', 'Organization not found.');
}
