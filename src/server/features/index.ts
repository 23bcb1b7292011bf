import type { Hono } from 'hono';
import type { AppEnv, Services } from '../context.ts';

/** Tool, payment and admin features mount here. */
export function registerFeatureRoutes(app: Hono<AppEnv>, services: Services) {
  void app;
  void services;
}
