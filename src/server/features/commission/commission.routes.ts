import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { COMMISSION_MISSING_MESSAGE } from '../../../shared/commission.ts';
import { commissionApi } from '../../../shared/contracts/commission.ts';
import { recommendCommissionPlan } from './commission.service.ts';

export function registerCommissionRoutes(app: Hono<AppEnv>, deps: Deps) {
  // The contract's body schema (commissionRecommendBodySchema) refuses invalid answers with the
  // form's message before any credit is spent or the guest trial is claimed.
  defineRoute(app, deps, commissionApi.recommend, async (_c, { body, actor }) => {
    // Never true (the schema refuses a missing `inputs`); it narrows the documented optional field.
    if (!body.inputs) throw new AppError('invalid_input', COMMISSION_MISSING_MESSAGE);
    return recommendCommissionPlan(deps, actor, body.inputs);
  });
}
