import type { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import type { Deps } from '../deps.ts';
import { registerCommissionRoutes } from './commission/commission.routes.ts';
import { registerToolRoutes } from './tools/tools.routes.ts';
import { registerAdminRoutes } from './admin/admin.routes.ts';
import { registerConfigRoutes } from './tools/config.routes.ts';
import { registerBillingRoutes } from './billing/billing.routes.ts';
import { registerPitchLabRoutes } from './pitch-lab/pitch-lab.routes.ts';
import { registerSalesCoachRoutes } from './sales-coach/sales-coach.routes.ts';
import { registerSpeechStreamRoutes } from './speech-streams/speech-streams.routes.ts';
import { registerTeamRoutes } from './team/team.routes.ts';
import { registerCallRoutes } from './calls/calls.routes.ts';
import { registerEmailVerificationRoutes } from './account/email-verification.routes.ts';

/** Tool, payment and admin features mount here, one line each. */
export function registerFeatureRoutes(app: Hono<AppEnv>, deps: Deps) {
  registerToolRoutes(app, deps);
  registerCommissionRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerConfigRoutes(app, deps);
  registerBillingRoutes(app, deps);
  registerPitchLabRoutes(app, deps);
  registerSalesCoachRoutes(app, deps);
  registerSpeechStreamRoutes(app, deps);
  registerTeamRoutes(app, deps);
  registerCallRoutes(app, deps);
  registerEmailVerificationRoutes(app, deps);
}
