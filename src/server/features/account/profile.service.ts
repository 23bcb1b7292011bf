import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, profiles } from '../../db/schema/index.ts';
import type { MeResponse, OrganizationDto, ProfileDto } from '../../../shared/api-types.ts';
import { availableCredits, isCreditsExpired } from '../../../shared/credits.ts';
import { AppError } from '../../lib/app-error.ts';
import { isAdmin } from '../../lib/route.ts';
import type { SessionUser } from '../../context.ts';

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

export async function getMe(db: DbOrTx, user: SessionUser): Promise<MeResponse> {
  const [profile, organization, admin] = await Promise.all([
    getProfile(db, user.id),
    db.select().from(organizations).where(eq(organizations.createdBy, user.id)).limit(1),
    isAdmin(db, user.id),
  ]);
  return {
    user: { id: user.id, email: user.email, name: user.name },
    profile: toProfileDto(profile),
    organization: organization[0] ? toOrganizationDto(organization[0]) : null,
    isAdmin: admin,
  };
}
