import { z } from 'zod';
import { operation } from '../contract.ts';
import type { OkResponse } from './account.ts';
import { memberParams } from '../team.ts';
import type { ToolRunDto } from '../tools.ts';
import { anyToolIdSchema } from '../tool-id-schema.ts';
import { assignmentParams, createAssignmentSchema, type AssignmentDto, type TeamProgressResponse } from '../assignments.ts';

export const memberRunsQuerySchema = z.object({ toolId: anyToolIdSchema, limit: z.coerce.number().int().min(1).max(50).default(20) });

/** Practice a manager assigns, what members see of it, and the team's progress (managers read members' reports). */
export const assignmentsApi = {
  create: operation<{ assignment: AssignmentDto }>()({
    method: 'post',
    path: '/api/team/assignments',
    role: 'manager',
    tag: 'team',
    summary: 'Assign a Sales Coach scenario or a Pitch Lab exercise to the whole team or to named members, with an optional due date',
    body: createAssignmentSchema,
    responses: { 201: 'Assigned (the assignees are mailed)' },
  }),
  list: operation<{ assignments: AssignmentDto[] }>()({
    method: 'get',
    path: '/api/team/assignments',
    role: 'manager',
    tag: 'team',
    summary: "The team's assignments, newest first, with who has done each and their score",
  }),
  remove: operation<OkResponse>()({
    method: 'delete',
    path: '/api/team/assignments/:id',
    role: 'manager',
    tag: 'team',
    summary: 'Withdraw an assignment (runs already done keep their reports)',
    params: assignmentParams,
  }),
  progress: operation<TeamProgressResponse>()({
    method: 'get',
    path: '/api/team/progress',
    role: 'manager',
    tag: 'team',
    summary: "Every member's runs, first, latest and best scores per tool and their latest scores for a chart",
  }),
  memberRuns: operation<ToolRunDto[]>()({
    method: 'get',
    path: '/api/team/members/:userId/runs',
    role: 'manager',
    tag: 'team',
    summary: "A team member's recent completed runs of a tool, with their reports (managers see their members' reports)",
    params: memberParams,
    query: memberRunsQuerySchema,
  }),
};
