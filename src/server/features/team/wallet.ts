import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * The profile whose credits, tier and subscription `userId` uses: the owner's of their
 * organization (the team's wallet), which is their own when they are its owner or alone. A user
 * without a membership (only while their account is being deleted) falls back to their own.
 * An SQL expression, so a spend stays one statement.
 */
export function walletOf(userId: SQL | Placeholder | string): SQL<string> {
  return sql<string>`coalesce((select o.created_by from organization_members m join organizations o on o.id = m.organization_id where m.user_id = ${userId}), ${userId})`;
}

/** The id of `userId`'s organization (their own, or the team they joined). */
export function organizationOf(userId: SQL | Placeholder | string): SQL<string> {
  return sql<string>`(select m.organization_id from organization_members m where m.user_id = ${userId})`;
}
