import { eq, sql, type SQL } from 'drizzle-orm';
import { listMembers } from '../team/team.service.ts';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, profiles, userRoles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { availableCredits } from '../../../shared/credits.ts';
import { ADMIN_MESSAGES, type AdminOrganizationDetail, type AdminOrganizationListItem, type Page } from '../../../shared/admin.ts';
import { afterCursor, decodeCursor, prefixPattern, toPage } from './cursor.ts';
import type { Tier } from '../../../shared/pricing.ts';

export interface ListParams {
  search?: string;
  cursor?: string;
  limit: number;
}

// The owner is the member with role 'owner'; an organization with no members is someone's dormant
// personal wallet (docs/decisions/023), shown under the person it belongs to (its creator).
const OWNER_ID = sql`coalesce((select om.user_id from organization_members om where om.organization_id = o.id and om.role = 'owner'), o.created_by)`;

/**
 * Above this many owner e-mails matching a search, walking the newest-first index and filtering
 * is cheapest; at or below it, looking their organizations up one by one is. See docs/decisions/008-admin.md.
 */
export const SEARCH_MATCHES_FOR_INDEX_WALK = 1000;

interface OrganizationListRow extends Record<string, unknown> {
  id: string;
  name: string;
  company_name: string | null;
  cursor_ts: string;
  owner_id: string;
  owner_full_name: string;
  owner_email: string;
  owner_tier: Tier;
  owner_credits: number;
  owner_expire_ms: number | null;
  owner_is_admin: boolean;
}

const LIST_COLUMNS = sql`o.id, o.name, o.company_name, o.created_at,
  to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_ts,
  p.id as owner_id, p.full_name as owner_full_name, p.email as owner_email, o.subscription_tier as owner_tier,
  o.credits as owner_credits, (extract(epoch from o.credits_expire_at) * 1000)::float8 as owner_expire_ms,
  exists (select 1 from ${userRoles} r where r.user_id = p.id and r.role = 'admin') as owner_is_admin`;
const NEWEST_FIRST = sql`order by o.created_at desc nulls last, o.id desc nulls last`;

/**
 * One page of organizations, newest first, with the owner and the owner's admin flag: a single
 * statement (join + exists, no N+1), keyset-paginated on (created_at desc, id desc) so a deep
 * page costs what the first does. Search is a case-insensitive prefix of the company name, the
 * organization name or the owner's e-mail, each served by a text_pattern_ops expression index.
 *
 * Names live on organizations, so Postgres picks well between their indexes and walking the
 * newest-first index. Owner e-mails live on profiles, so the statement first reads at most
 * threshold + 1 matching owners: when that set is complete (few), their organizations are looked
 * up one by one and merged with the name matches; when it is not (many), the newest-first index
 * is walked with every condition as a filter, which finds a page after a short walk. One-time
 * filters run exactly one of the two branches. The SQL is returned so the benchmark can EXPLAIN
 * exactly what the route runs.
 */
export function organizationListQuery(params: ListParams, threshold = SEARCH_MATCHES_FOR_INDEX_WALK): SQL {
  const cursor = decodeCursor(params.cursor);
  const fetch = params.limit + 1;
  const afterCursorCondition = cursor ? afterCursor(sql`o.created_at`, sql`o.id`, cursor, 'uuid') : sql`true`;
  const from = sql`from ${organizations} o join ${profiles} p on p.id = ${OWNER_ID}`;
  if (!params.search) {
    return sql`select ${LIST_COLUMNS} ${from} where ${afterCursorCondition} ${NEWEST_FIRST} limit ${fetch}`;
  }
  const pattern = prefixPattern(params.search);
  const nameMatches = sql`(lower(o.company_name) like ${pattern} or lower(o.name) like ${pattern})`;
  const ownerAfterCursor = cursor ? afterCursor(sql`o2.created_at`, sql`o2.id`, cursor, 'uuid') : sql`true`;
  const emailCount = sql`(select count(*) from email_owners)`;
  // Each branch is wrapped in a subquery with its own LIMIT, so its gate sits above the whole
  // branch: the branch not chosen does nothing (not even start parallel workers). The page is
  // picked on organizations alone; owners and admin flags are joined for its rows only.
  return sql`with email_owners as materialized (
      select p1.id from ${profiles} p1 where lower(p1.email) like ${pattern} limit ${threshold + 1}
    ),
    page as (
      select * from (
        select m.id from (
          (select o.id, o.created_at from ${organizations} o where ${afterCursorCondition} and ${nameMatches} ${NEWEST_FIRST} limit ${fetch})
          union
          -- offset 0 keeps this a per-owner index lookup; flattened, it could become a full-table hash join.
          (select o2.id, o2.created_at from email_owners e cross join lateral (
            select o.id, o.created_at from ${organizations} o where o.created_by = e.id and ${OWNER_ID} = e.id
            union
            select o.id, o.created_at from organization_members om join ${organizations} o on o.id = om.organization_id where om.user_id = e.id and om.role = 'owner'
            offset 0) o2
            where ${ownerAfterCursor} order by o2.created_at desc nulls last, o2.id desc nulls last limit ${fetch})
        ) m
        order by m.created_at desc nulls last, m.id desc nulls last limit ${fetch}
      ) few_emails where ${emailCount} <= ${threshold}
      union all
      select * from (
        select o.id ${from}
        where ${afterCursorCondition} and (${nameMatches} or lower(p.email) like ${pattern})
        ${NEWEST_FIRST} limit ${fetch}
      ) many_emails where ${emailCount} > ${threshold}
    )
    select ${LIST_COLUMNS} from page join ${organizations} o on o.id = page.id join ${profiles} p on p.id = ${OWNER_ID}
    ${NEWEST_FIRST} limit ${fetch}`;
}

export async function listOrganizations(db: DbOrTx, params: ListParams, threshold?: number): Promise<Page<AdminOrganizationListItem>> {
  const result = await db.execute<OrganizationListRow>(organizationListQuery(params, threshold));
  const now = new Date();
  const rows = result.rows.map((row) => ({ ...row, cursorTs: row.cursor_ts }));
  return toPage(rows, params.limit, (row) => ({
    id: row.id,
    name: row.name,
    companyName: row.company_name,
    createdAt: `${row.cursor_ts.slice(0, 23)}Z`,
    owner: {
      id: row.owner_id,
      fullName: row.owner_full_name,
      email: row.owner_email,
      subscriptionTier: row.owner_tier,
      credits: Number(row.owner_credits),
      availableCredits: availableCredits(
        {
          subscriptionTier: row.owner_tier,
          credits: Number(row.owner_credits),
          creditsExpireAt: row.owner_expire_ms === null ? null : new Date(Number(row.owner_expire_ms)),
        },
        now,
      ),
    },
    ownerIsAdmin: Boolean(row.owner_is_admin),
  }));
}

export function organizationDetailQuery(db: DbOrTx, organizationId: string) {
  return db
    .select({
      organization: organizations,
      owner: profiles,
      ownerIsAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${profiles.id} and ${userRoles.role} = 'admin')`,
    })
    .from(organizations)
    .innerJoin(
      profiles,
      eq(
        profiles.id,
        sql`coalesce((select om.user_id from organization_members om where om.organization_id = ${organizations.id} and om.role = 'owner'), ${organizations.createdBy})`,
      ),
    )
    .where(eq(organizations.id, organizationId))
    .limit(1);
}

export async function getOrganizationDetail(db: DbOrTx, organizationId: string): Promise<AdminOrganizationDetail> {
  const [row] = await organizationDetailQuery(db, organizationId);
  if (!row) throw new AppError('not_found', ADMIN_MESSAGES.organizationNotFound);
  const { organization, owner } = row;
  const members = await listMembers(db, organizationId);
  return {
    id: organization.id,
    name: organization.name,
    companyName: organization.companyName,
    industry: organization.industry,
    country: organization.country,
    website: organization.website,
    createdAt: organization.createdAt.toISOString(),
    owner: {
      id: owner.id,
      fullName: owner.fullName,
      email: owner.email,
      // The organization's wallet (what everyone in it spends), shown beside its owner.
      subscriptionTier: organization.subscriptionTier,
      credits: organization.credits,
      availableCredits: availableCredits(organization),
      subscriptionStatus: organization.subscriptionStatus,
      creditsExpireAt: organization.creditsExpireAt?.toISOString() ?? null,
    },
    ownerIsAdmin: Boolean(row.ownerIsAdmin),
    members: members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
  };
}
