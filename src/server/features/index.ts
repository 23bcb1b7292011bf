import type { Hono } from 'hono';
import type { AppEnv, Services } from '../context.ts';
import { registerToolRoutes } from './tools/tools.routes.ts';
import { registerConfigRoutes } from './tools/config.routes.ts';
import { registerPaymentRoutes } from './payments/payments.routes.ts';

/** Tool, payment and admin features mount here, one line each. */
export function registerFeatureRoutes(app: Hono<AppEnv>, services: Services) {
  registerToolRoutes(app, services);
  registerConfigRoutes(app, services);
  registerPaymentRoutes(app, services);
}
