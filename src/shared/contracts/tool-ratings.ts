import { operation } from '../contract.ts';
import type { ToolRatingSummary } from '../api-types.ts';

// Kept apart from contracts/tools.ts on purpose (as contracts/me.ts): the tool cards of the landing
// page and the dashboard ask for the ratings as soon as they show, and a contract without zod schemas
// keeps zod from loading and evaluating on those pages.
export const toolRatingsApi = {
  list: operation<ToolRatingSummary[]>()({
    method: 'get',
    path: '/api/tools/ratings',
    role: 'public',
    tag: 'tools',
    summary: 'Average rating and count per tool (one aggregate query)',
  }),
};
