import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * The id of `userId`'s organization (their own, or the team they joined): the wallet they spend
 * (docs/decisions/023). An SQL expression, so a spend stays one statement.
 */
export function organizationOf(userId: SQL | Placeholder | string): SQL<string> {
  return sql<string>`(select m.organization_id from organization_members m where m.user_id = ${userId})`;
}
