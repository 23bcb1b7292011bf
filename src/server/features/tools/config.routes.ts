import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import type { PublicConfig } from '../../../shared/api-types.ts';
import { configApi } from '../../../shared/contracts/config.ts';

/** Settings the browser needs (links, which providers are live); never secrets. */
export function registerConfigRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { env } = deps;
  const config: PublicConfig = {
    consultingSprintUrl: env.CONSULTING_SPRINT_URL,
    revenueWorkshopUrl: env.REVENUE_WORKSHOP_URL,
    aiProvider: env.AI_PROVIDER,
    payments: env.PAYMENTS_PROVIDER,
    teamSeatLimit: env.TEAM_SEAT_LIMIT,
    coachLanguages: deps.ai.capabilities.judgedLanguages,
    speechLanguages: deps.ai.capabilities.speechLanguages,
  };
  defineRoute(app, deps, configApi.get, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return config;
  });
}
