import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { organizations, profiles, userRoles } from '../../db/schema/index.ts';
import type { MeResponse, OrganizationDto, ProfileDto } from '../../../shared/api-types.ts';
import { availableCredits, isCreditsExpired } from '../../../shared/credits.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../../app-env.ts';

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
export async function getMe(db: Db, user: SessionUser): Promise<MeResponse> {
  const [row] = await meStatement(db).execute({ userId: user.id });
  if (!row) throw new AppError('not_found', 'Profile not found.');
  return {
    user: { id: user.id, email: user.email, name: user.name },
    profile: toProfileDto(row.profile),
    organization: row.organization ? toOrganizationDto(row.organization) : null,
    isAdmin: row.isAdmin,
    twoFactorEnabled: user.twoFactorEnabled,
  };
}
