import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { toolsApi } from '../../../shared/contracts/tools.ts';
import { myToolRuns, rateTool, startFreeToolTrial, toolRatingSummaries } from './tools.service.ts';
import { guestTrialState } from '../credits/guest-trial.service.ts';

export function registerToolRoutes(app: Hono<AppEnv>, deps: Deps) {
  defineRoute(app, deps, toolsApi.ratings, async (c) => {
    const summaries = await toolRatingSummaries(deps);
    c.header('Cache-Control', 'public, max-age=30');
    return summaries;
  });

  defineRoute(app, deps, toolsApi.rate, async (c, { body, actor }) => c.json(await rateTool(deps, actor, body), 201));

  defineRoute(app, deps, toolsApi.trial, (_c, { params, actor }) => startFreeToolTrial(deps, actor, params.toolId));

  defineRoute(app, deps, toolsApi.trialState, (_c, { actor }) => guestTrialState(deps, actor));

  defineRoute(app, deps, toolsApi.myRuns, (_c, { query, actor }) => myToolRuns(deps, actor, query));
}
