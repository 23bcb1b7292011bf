import { operation } from '../contract.ts';
import { toolRatingsApi } from './tool-ratings.ts';
import { ratingInputSchema, type RatingCreatedResponse } from '../ratings.ts';
import { z } from 'zod';
import { anyToolIdSchema } from '../tool-id-schema.ts';
import { type GuestTrialState, type ToolRunDto, type ToolTrialResponse } from '../tools.ts';

// The tools around the tools: ratings, the free tool's trial and a user's past runs (tag 'tools').

/** POST /api/tools/:toolId/trial */
export const toolTrialParamsSchema = z.object({ toolId: anyToolIdSchema });

/** GET /api/me/runs */
export const myRunsQuerySchema = z.object({ toolId: anyToolIdSchema, limit: z.coerce.number().int().min(1).max(50).default(20) });

export const toolsApi = {
  ratings: toolRatingsApi.list,
  /** Answers 201 with the stored rating's id. */
  rate: operation<RatingCreatedResponse>()({
    method: 'post',
    path: '/api/ratings',
    role: 'guest',
    tag: 'tools',
    summary: 'Rate a tool (1-5 stars, optional comment); guests too',
    body: ratingInputSchema,
    responses: { 201: 'Stored' },
  }),
  trial: operation<ToolTrialResponse>()({
    method: 'post',
    path: '/api/tools/:toolId/trial',
    role: 'guest',
    tag: 'tools',
    summary: 'Start a free browser-only tool (Pipeline Math): claims the guest trial; free for signed-in users',
    params: toolTrialParamsSchema,
  }),
  /** Guests may read it (/api/me answers them 401): the web's pre-check asks it before offering a run. */
  trialState: operation<GuestTrialState>()({
    method: 'get',
    path: '/api/tools/trial',
    role: 'guest',
    tag: 'tools',
    summary: 'Whether this device has used the guest trial (from its signed cookie), and on which tool',
  }),
  myRuns: operation<ToolRunDto[]>()({
    method: 'get',
    path: '/api/me/runs',
    role: 'user',
    tag: 'tools',
    summary: "The signed-in user's recent runs of a tool (for progress over time)",
    query: myRunsQuerySchema,
  }),
};
