import { operation } from '../contract.ts';
import type { MyAssignmentDto } from '../assignments.ts';

// Kept apart from contracts/assignments.ts on purpose, like me.ts: the dashboard and the tool pages
// read it, and a contract without zod schemas keeps zod out of their chunks.
export const myAssignmentsApi = {
  mine: operation<{ assignments: MyAssignmentDto[] }>()({
    method: 'get',
    path: '/api/me/assignments',
    role: 'user',
    tag: 'team',
    summary: 'Practice assigned to the caller: open ones, and those done in the last 14 days',
  }),
};
