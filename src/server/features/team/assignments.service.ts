import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { UserActor } from '../../actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, organizationMembers, practiceAssignees, practiceAssignments, profiles, toolUsageLogs, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getTool, type ToolId } from '../../../shared/tools.ts';
import type { SalesSetup } from '../../../shared/reports.ts';
import {
  ASSIGNMENT_MESSAGES,
  PRACTICE_TOOLS,
  type AssigneeStatus,
  type AssignmentDto,
  type CreateAssignmentInput,
  type MyAssignmentDto,
  type PracticeOutcome,
  type UnscoredReason,
} from '../../../shared/assignments.ts';
import { lockMembership, membershipOf, requireManager } from './membership.ts';
import { assignmentMail } from './team-mails.ts';

type AssignmentDeps = Pick<Deps, 'db' | 'env' | 'mailer'>;
type AssignmentRow = typeof practiceAssignments.$inferSelect;

/** Who an assignment is for: its named people, or everyone in the team but the person who assigned it. */
async function assigneesOf(db: DbOrTx, organizationId: string, assignments: AssignmentRow[]) {
  const named = assignments.filter((a) => !a.wholeTeam).map((a) => a.id);
  const [rows, members] = await Promise.all([
    named.length
      ? db
          .select({ assignmentId: practiceAssignees.assignmentId, userId: practiceAssignees.userId, fullName: profiles.fullName })
          .from(practiceAssignees)
          .innerJoin(profiles, eq(profiles.id, practiceAssignees.userId))
          .where(inArray(practiceAssignees.assignmentId, named))
      : Promise.resolve([]),
    assignments.some((a) => a.wholeTeam)
      ? db
          .select({ userId: organizationMembers.userId, fullName: profiles.fullName })
          .from(organizationMembers)
          .innerJoin(profiles, eq(profiles.id, organizationMembers.userId))
          .where(eq(organizationMembers.organizationId, organizationId))
      : Promise.resolve([]),
  ]);
  const byAssignment = new Map<string, { userId: string; fullName: string }[]>();
  for (const assignment of assignments) {
    byAssignment.set(
      assignment.id,
      assignment.wholeTeam ? members.filter((m) => m.userId !== assignment.createdBy) : rows.filter((r) => r.assignmentId === assignment.id),
    );
  }
  return byAssignment;
}

type LimitedJson = { tooLittleSpeech?: boolean; unclearTranscript?: boolean } | null;

/** Why a report judged nothing, from its `metrics.limited` (null: no such mark, the reason is unknown). */
function unscoredReasonOf(limited: LimitedJson): UnscoredReason | null {
  if (!limited) return null;
  if (limited.tooLittleSpeech) return 'too_little_speech';
  if (limited.unclearTranscript) return 'unclear_transcript';
  return 'language';
}

/** A call practised on its own counts for an assignment when its choices are the assignment's (the product is free text). */
function sameCall(a: SalesSetup | null | undefined, b: SalesSetup | null | undefined) {
  return Boolean(a && b) && a!.scenario === b!.scenario && a!.objection === b!.objection && a!.goal === b!.goal && a!.difficulty === b!.difficulty;
}

interface Completion extends PracticeOutcome {
  completedAt: Date;
}

/**
 * Each person's first completed run for each assignment: done, when, and its score. When that run
 * judged nothing, their own latest scored later attempt stands in (PracticeOutcome): only runs of the
 * same user are ever read, so nobody's score is credited to someone else.
 */
async function completions(db: DbOrTx, assignments: AssignmentRow[], userId?: string) {
  const result = new Map<string, Completion>();
  if (assignments.length === 0) return result;
  const rows = await db
    .selectDistinctOn([toolUsageLogs.assignmentId, toolUsageLogs.userId], {
      assignmentId: toolUsageLogs.assignmentId,
      userId: toolUsageLogs.userId,
      createdAt: toolUsageLogs.createdAt,
      score: toolUsageLogs.score,
      limited: sql<LimitedJson>`${toolUsageLogs.data} -> 'report' -> 'metrics' -> 'limited'`,
    })
    .from(toolUsageLogs)
    .where(
      and(
        inArray(
          toolUsageLogs.assignmentId,
          assignments.map((a) => a.id),
        ),
        eq(toolUsageLogs.status, 'completed'),
        userId ? eq(toolUsageLogs.userId, userId) : undefined,
      ),
    )
    .orderBy(toolUsageLogs.assignmentId, toolUsageLogs.userId, toolUsageLogs.createdAt);
  for (const r of rows) {
    const score = r.score === null ? null : Number(r.score);
    result.set(`${r.assignmentId}:${r.userId}`, {
      done: true,
      score,
      scoredLater: false,
      unscoredReason: score === null ? unscoredReasonOf(r.limited) : null,
      completedAt: r.createdAt,
    });
  }
  await linkLaterScores(db, assignments, rows, result);
  return result;
}

/** For the first runs that judged nothing: the same person's latest scored run of that practice since. */
async function linkLaterScores(
  db: DbOrTx,
  assignments: AssignmentRow[],
  firstRuns: { assignmentId: string | null; userId: string; createdAt: Date; score: number | null }[],
  result: Map<string, Completion>,
) {
  const unscored = firstRuns.filter((r) => r.score === null);
  if (unscored.length === 0) return;
  const byId = new Map(assignments.map((a) => [a.id, a]));
  const since = new Date(Math.min(...unscored.map((r) => r.createdAt.getTime())));
  // Newest first: the first match per practice is its latest scored attempt.
  const candidates = await db
    .select({
      userId: toolUsageLogs.userId,
      toolName: toolUsageLogs.toolName,
      assignmentId: toolUsageLogs.assignmentId,
      score: toolUsageLogs.score,
      createdAt: toolUsageLogs.createdAt,
      setup: sql<SalesSetup | null>`${toolUsageLogs.data} -> 'setup'`,
    })
    .from(toolUsageLogs)
    .where(
      and(
        inArray(toolUsageLogs.userId, [...new Set(unscored.map((r) => r.userId))]),
        inArray(
          toolUsageLogs.toolName,
          PRACTICE_TOOLS.map((id) => getTool(id)!.name),
        ),
        eq(toolUsageLogs.status, 'completed'),
        isNotNull(toolUsageLogs.score),
        gt(toolUsageLogs.createdAt, since),
      ),
    )
    .orderBy(desc(toolUsageLogs.createdAt))
    .limit(LATER_ATTEMPTS_READ);
  for (const first of unscored) {
    const assignment = byId.get(first.assignmentId!);
    if (!assignment) continue;
    const toolName = getTool(assignment.tool)!.name;
    const later = candidates.find(
      (c) =>
        c.userId === first.userId &&
        c.toolName === toolName &&
        c.createdAt > first.createdAt &&
        (c.assignmentId === assignment.id || (c.assignmentId === null && (assignment.tool === 'pitch-lab' || sameCall(c.setup, assignment.setup)))),
    );
    const key = `${assignment.id}:${first.userId}`;
    if (later) result.set(key, { ...result.get(key)!, score: Number(later.score), scoredLater: true, unscoredReason: null });
  }
}

const NOT_DONE: PracticeOutcome = { done: false, score: null, scoredLater: false, unscoredReason: null };

function outcomeOf(completion: Completion | undefined): PracticeOutcome {
  if (!completion) return NOT_DONE;
  const { done, score, scoredLater, unscoredReason } = completion;
  return { done, score, scoredLater, unscoredReason };
}

/** Scored runs read to link later attempts (newest first): far more than a team's unscored practice needs. */
const LATER_ATTEMPTS_READ = 2000;

/** Assigns practice to the whole team or named members; they are mailed and see it on their dashboard. */
export async function createAssignment(
  deps: AssignmentDeps,
  actor: UserActor,
  input: CreateAssignmentInput & { dueAt?: string | null },
): Promise<{ assignment: AssignmentDto }> {
  return deps.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, actor.user.id);
    requireManager(membership);
    const wholeTeam = input.assignees === 'team';
    const people = await tx
      .select({ userId: organizationMembers.userId, fullName: profiles.fullName, email: profiles.email, locale: profiles.locale })
      .from(organizationMembers)
      .innerJoin(profiles, eq(profiles.id, organizationMembers.userId))
      .where(eq(organizationMembers.organizationId, membership.organizationId));
    const wanted = wholeTeam ? people.filter((p) => p.userId !== actor.user.id) : people.filter((p) => (input.assignees as string[]).includes(p.userId));
    if (!wholeTeam && wanted.length !== new Set(input.assignees as string[]).size) throw new AppError('invalid_input', ASSIGNMENT_MESSAGES.notInTeam);
    const [assignment] = await tx
      .insert(practiceAssignments)
      .values({
        organizationId: membership.organizationId,
        tool: input.tool,
        setup: input.tool === 'sales-coach' ? (input.setup ?? null) : null,
        brief: input.tool === 'pitch-lab' ? (input.brief ?? null) : null,
        wholeTeam,
        dueAt: input.dueAt ? new Date(input.dueAt) : null,
        createdBy: actor.user.id,
      })
      .returning();
    if (!wholeTeam) await tx.insert(practiceAssignees).values(wanted.map((p) => ({ assignmentId: assignment!.id, userId: p.userId })));
    await tx.insert(auditLog).values({
      actorId: actor.user.id,
      action: 'team.assign',
      targetType: 'organization',
      targetId: membership.organizationId,
      before: null,
      after: { assignmentId: assignment!.id, tool: input.tool, wholeTeam, assignees: wanted.map((p) => p.userId) },
    });
    for (const person of wanted) {
      await deps.mailer.send(
        assignmentMail({
          to: person.email,
          by: actor.user.name,
          tool: input.tool,
          dueAt: assignment!.dueAt,
          url: `${deps.env.APP_URL}/dashboard`,
          locale: person.locale,
        }),
        { tx },
      );
    }
    return {
      assignment: toAssignmentDto(
        assignment!,
        actor.user.name,
        wanted.map((p) => ({ userId: p.userId, fullName: p.fullName, ...NOT_DONE, completedAt: null })),
      ),
    };
  });
}

function toAssignmentDto(row: AssignmentRow, createdByName: string | null, assignees: AssigneeStatus[]): AssignmentDto {
  return {
    id: row.id,
    tool: row.tool,
    setup: row.setup ?? null,
    brief: row.brief,
    wholeTeam: row.wholeTeam,
    dueAt: row.dueAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdByName,
    assignees,
  };
}

/** The team's assignments, newest first (the latest 100), with each assignee's status and score. */
export async function listAssignments(deps: Pick<Deps, 'db'>, actor: UserActor): Promise<{ assignments: AssignmentDto[] }> {
  const membership = await membershipOf(deps.db, actor.user.id);
  requireManager(membership);
  const rows = await deps.db
    .select({ assignment: practiceAssignments, createdByName: user.name })
    .from(practiceAssignments)
    .leftJoin(user, eq(user.id, practiceAssignments.createdBy))
    .where(eq(practiceAssignments.organizationId, membership.organizationId))
    .orderBy(desc(practiceAssignments.createdAt))
    .limit(100);
  const assignments = rows.map((r) => r.assignment);
  const [assignees, done] = await Promise.all([assigneesOf(deps.db, membership.organizationId, assignments), completions(deps.db, assignments)]);
  return {
    assignments: rows.map(({ assignment, createdByName }) =>
      toAssignmentDto(
        assignment,
        createdByName,
        (assignees.get(assignment.id) ?? []).map((person) => {
          const completion = done.get(`${assignment.id}:${person.userId}`);
          return { ...person, ...outcomeOf(completion), completedAt: completion?.completedAt.toISOString() ?? null };
        }),
      ),
    ),
  };
}

export async function removeAssignment(deps: Pick<Deps, 'db'>, actor: UserActor, id: string) {
  await deps.db.transaction(async (tx) => {
    const membership = await lockMembership(tx, actor.user.id);
    requireManager(membership);
    const removed = await tx
      .delete(practiceAssignments)
      .where(and(eq(practiceAssignments.id, id), eq(practiceAssignments.organizationId, membership.organizationId)))
      .returning({ id: practiceAssignments.id, tool: practiceAssignments.tool });
    if (removed.length === 0) throw new AppError('not_found', ASSIGNMENT_MESSAGES.notFound);
    await tx.insert(auditLog).values({
      actorId: actor.user.id,
      action: 'team.unassign',
      targetType: 'organization',
      targetId: membership.organizationId,
      before: { assignmentId: id, tool: removed[0]!.tool },
      after: null,
    });
  });
}

/** Assignments of the caller's team that are for them (named, or whole-team by someone else). */
const forUser = (userId: string) =>
  sql`(${practiceAssignments.wholeTeam} and ${practiceAssignments.createdBy} is distinct from ${userId}
    or exists (select 1 from ${practiceAssignees} a where a.assignment_id = ${practiceAssignments.id} and a.user_id = ${userId}))`;

const DONE_SHOWN_DAYS = 14;

/** What the dashboard's "Assigned to you" shows: open assignments, and those done in the last two weeks. */
export async function myAssignments(deps: Pick<Deps, 'db'>, actor: UserActor): Promise<{ assignments: MyAssignmentDto[] }> {
  const userId = actor.user.id;
  const rows = await deps.db
    .select({ assignment: practiceAssignments, createdByName: user.name })
    .from(practiceAssignments)
    .innerJoin(organizationMembers, and(eq(organizationMembers.organizationId, practiceAssignments.organizationId), eq(organizationMembers.userId, userId)))
    .leftJoin(user, eq(user.id, practiceAssignments.createdBy))
    .where(forUser(userId))
    .orderBy(sql`${practiceAssignments.dueAt} asc nulls last`, desc(practiceAssignments.createdAt))
    .limit(50);
  const done = await completions(
    deps.db,
    rows.map((r) => r.assignment),
    userId,
  );
  const cutoff = Date.now() - DONE_SHOWN_DAYS * 24 * 3600 * 1000;
  return {
    assignments: rows
      .map(({ assignment, createdByName }) => {
        const completion = done.get(`${assignment.id}:${userId}`);
        return { assignment, createdByName, completion };
      })
      .filter(({ completion }) => !completion || completion.completedAt.getTime() >= cutoff)
      .map(({ assignment, createdByName, completion }) => ({
        id: assignment.id,
        tool: assignment.tool,
        setup: assignment.setup ?? null,
        brief: assignment.brief,
        dueAt: assignment.dueAt?.toISOString() ?? null,
        createdByName,
        ...outcomeOf(completion),
      })),
  };
}

/**
 * The assignment a run is started for, checked before anything is spent: it is in the caller's
 * team, for them, and for this tool. A call then uses the assignment's setup, whatever the browser sent.
 */
export async function assignmentForRun(db: DbOrTx, userId: string, assignmentId: string, toolId: ToolId) {
  const [row] = await db
    .select({ assignment: practiceAssignments })
    .from(practiceAssignments)
    .innerJoin(organizationMembers, and(eq(organizationMembers.organizationId, practiceAssignments.organizationId), eq(organizationMembers.userId, userId)))
    .where(and(eq(practiceAssignments.id, assignmentId), forUser(userId)))
    .limit(1);
  if (!row) throw new AppError('not_found', ASSIGNMENT_MESSAGES.notFound);
  if (row.assignment.tool !== toolId) throw new AppError('invalid_input', ASSIGNMENT_MESSAGES.wrongTool);
  return row.assignment;
}
