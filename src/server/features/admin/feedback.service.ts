import { and, avg, count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organizationMembers, organizations, profiles, toolRatings } from '../../db/schema/index.ts';
import { roundRating } from '../../../shared/ratings.ts';
import { TOOLS } from '../../../shared/tools.ts';
import type { AdminFeedbackResponse, AdminFeedbackSummary } from '../../../shared/admin.ts';
import { afterCursor, cursorTimestamp, decodeCursor, toPage } from './cursor.ts';
import { newestFirst } from '../../db/order.ts';

export interface FeedbackParams {
  tool?: string;
  cursor?: string;
  limit: number;
}

/** Tools that have ratings, in catalogue order (unknown names last), with average and count. */
export async function feedbackSummary(db: DbOrTx): Promise<AdminFeedbackSummary[]> {
  const rows = await db
    .select({ toolName: toolRatings.toolName, average: avg(toolRatings.rating), count: count() })
    .from(toolRatings)
    .groupBy(toolRatings.toolName);
  const order = (name: string) => {
    const index = TOOLS.findIndex((t) => t.name === name);
    return index < 0 ? TOOLS.length : index;
  };
  return rows
    .map((r) => ({ toolName: r.toolName, average: roundRating(Number(r.average)), count: r.count }))
    .sort((a, b) => order(a.toolName) - order(b.toolName) || a.toolName.localeCompare(b.toolName));
}

/** Ratings newest first (optionally for one tool), keyset-paginated, plus the per-tool summary. */
export async function listFeedback(db: DbOrTx, params: FeedbackParams): Promise<AdminFeedbackResponse> {
  const cursor = decodeCursor(params.cursor);
  const conditions: SQL[] = [];
  if (params.tool) conditions.push(eq(toolRatings.toolName, params.tool));
  if (cursor) conditions.push(afterCursor(toolRatings.createdAt, toolRatings.id, cursor, 'uuid'));
  const [rows, tools] = await Promise.all([
    db
      .select({
        id: toolRatings.id,
        toolName: toolRatings.toolName,
        rating: toolRatings.rating,
        comment: toolRatings.comment,
        createdAt: toolRatings.createdAt,
        cursorTs: cursorTimestamp(toolRatings.createdAt),
        authorId: profiles.id,
        authorName: profiles.fullName,
        authorEmail: profiles.email,
        organizationId: organizations.id,
        organizationName: organizations.name,
      })
      .from(toolRatings)
      // Primary-key lookups per row of the page: who rated, and the organization they belong to.
      .leftJoin(profiles, eq(profiles.id, toolRatings.userId))
      .leftJoin(organizationMembers, eq(organizationMembers.userId, toolRatings.userId))
      .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(...newestFirst(toolRatings.createdAt, toolRatings.id))
      .limit(params.limit + 1),
    feedbackSummary(db),
  ]);
  const page = toPage(rows, params.limit, (row) => ({
    id: row.id,
    toolName: row.toolName,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    author: row.authorId ? { id: row.authorId, name: row.authorName ?? '', email: row.authorEmail ?? '' } : null,
    organization: row.organizationId ? { id: row.organizationId, name: row.organizationName ?? '' } : null,
  }));
  return { ...page, tools };
}
