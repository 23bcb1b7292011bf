import { z } from 'zod';
import { salesSetupSchema, type SalesSetup } from './reports.ts';
import type { TeamRole } from './team.ts';
import { toolIdSchema } from './tool-id-schema.ts';
import { msg, type ServerMessageId } from './i18n/server-message.ts';

// Assigned practice and team progress (issue 18, items 3 and 4).

/** The tools a manager can assign and whose reports carry a score: the Pitch Lab and the AI Sales Coach. */
export const PRACTICE_TOOLS = ['pitch-lab', 'sales-coach'] as const;
export type PracticeTool = (typeof PRACTICE_TOOLS)[number];
export const ASSIGNMENT_BRIEF_MAX = 500;
/** How many scores each member's chart shows per tool (their latest). */
export const PROGRESS_SERIES_LENGTH = 20;

export const ASSIGNMENT_MESSAGES = {
  setupRequired: 'assignments.setupRequired',
  briefRequired: 'assignments.briefRequired',
  assigneesRequired: 'assignments.assigneesRequired',
  notInTeam: 'assignments.notInTeam',
  dueInPast: 'assignments.dueInPast',
  notFound: 'assignments.notFound',
  wrongTool: 'assignments.wrongTool',
} as const satisfies Record<string, ServerMessageId>;

const dueAt = z.iso
  .datetime({ offset: true, error: msg('common.invalidDate') })
  .refine((value) => Date.parse(value) > Date.now(), ASSIGNMENT_MESSAGES.dueInPast)
  .optional()
  .nullable();

export const createAssignmentSchema = z
  .strictObject({
    tool: toolIdSchema(PRACTICE_TOOLS),
    /** The call's setup (the Sales Coach's five answers); required for the Sales Coach. */
    setup: salesSetupSchema.optional(),
    /** What to pitch, to whom; required for the Pitch Lab. */
    brief: z.string().trim().max(ASSIGNMENT_BRIEF_MAX).optional(),
    assignees: z.union([z.literal('team'), z.array(z.string().min(1).max(64)).min(1, ASSIGNMENT_MESSAGES.assigneesRequired).max(100)], {
      error: ASSIGNMENT_MESSAGES.assigneesRequired,
    }),
    dueAt,
  })
  .superRefine((value, ctx) => {
    if (value.tool === 'sales-coach' && !value.setup) ctx.addIssue({ code: 'custom', path: ['setup'], message: ASSIGNMENT_MESSAGES.setupRequired });
    if (value.tool === 'pitch-lab' && !value.brief) ctx.addIssue({ code: 'custom', path: ['brief'], message: ASSIGNMENT_MESSAGES.briefRequired });
  });
export type CreateAssignmentInput = z.input<typeof createAssignmentSchema>;

export const assignmentParams = z.object({ id: z.uuid(msg('common.invalidId')) });

/** Why a finished practice has no score (the report judged nothing): from its report's `metrics.limited`. */
export const UNSCORED_REASONS = ['too_little_speech', 'unclear_transcript', 'language'] as const;
export type UnscoredReason = (typeof UNSCORED_REASONS)[number];

/**
 * How a person's practice went, for the dashboard and the team's list. `score` is their first completed
 * run's; when that one judged nothing, the latest scored later attempt of their own (the same
 * assignment, or the same tool run on its own: any pitch, a call with the same scenario, objection,
 * goal and difficulty) stands in, with `scoredLater`.
 */
export interface PracticeOutcome {
  done: boolean;
  /** Null: not done, or nothing scored yet. */
  score: number | null;
  scoredLater: boolean;
  /** Why the first completed run has no score, when its report says (null otherwise, or once scored later). */
  unscoredReason: UnscoredReason | null;
}

export interface AssigneeStatus extends PracticeOutcome {
  userId: string;
  fullName: string;
  completedAt: string | null;
}

export interface AssignmentDto {
  id: string;
  tool: PracticeTool;
  setup: SalesSetup | null;
  brief: string | null;
  wholeTeam: boolean;
  dueAt: string | null;
  createdAt: string;
  createdByName: string | null;
  assignees: AssigneeStatus[];
}

/** What a member sees on their dashboard. */
export interface MyAssignmentDto extends PracticeOutcome {
  id: string;
  tool: PracticeTool;
  setup: SalesSetup | null;
  brief: string | null;
  dueAt: string | null;
  createdByName: string | null;
}

export interface ToolProgress {
  runs: number;
  first: number | null;
  latest: number | null;
  best: number | null;
  /** latest − first (null with fewer than two scored runs). */
  change: number | null;
  /** Their last PROGRESS_SERIES_LENGTH scores, oldest first (the chart). */
  scores: number[];
}

/**
 * One Sales Coach scenario someone practised: a setup (product, customer, objection, goal and
 * difficulty), or one of their real calls (issue 31). Scores are overall report scores.
 */
export interface ScenarioProgress {
  /** Stable per scenario: "call:<id>" for a practised real call, else "setup:<hash of the setup>". */
  key: string;
  /** The setup of the latest run. */
  setup: SalesSetup;
  /** The real call practised, and when it was made. */
  fromCall: { id: string; at: string | null } | null;
  /** Completed runs (a run the report could not judge counts, without a score). */
  runs: number;
  first: number | null;
  best: number | null;
  latest: number | null;
  lastRunAt: string;
}

/** Scenarios shown per person, the most recently practised first. */
export const SCENARIO_PROGRESS_MAX = 10;

export interface MemberProgress {
  userId: string;
  fullName: string;
  role: TeamRole;
  /** Completed runs of every tool. */
  runs: number;
  lastRunAt: string | null;
  tools: Record<PracticeTool, ToolProgress>;
  /** Their Sales Coach scenarios in this team: first, best and latest score of each. */
  scenarios: ScenarioProgress[];
}

/** GET /api/sales-coach/progress: the signed-in person's own scenarios. */
export interface ScenarioProgressResponse {
  scenarios: ScenarioProgress[];
}

export interface TeamProgressResponse {
  members: MemberProgress[];
}
