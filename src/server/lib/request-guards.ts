import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { AppError } from './app-error.ts';

const SIMPLE_FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * CSRF defence for our own API: a state-changing request must come from a trusted Origin, or,
 * when a non-browser client sends no Origin, must not be a form-encodable "simple" request.
 */
export function originGuard(trusted: string[], exemptPaths: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    if (exemptPaths.some((p) => c.req.path.startsWith(p))) return next();
    const origin = c.req.header('origin');
    if (origin) {
      if (!trusted.includes(origin)) throw new AppError('forbidden', 'common.crossSiteRefused');
    } else {
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (SIMPLE_FORM_TYPES.includes(type)) throw new AppError('forbidden', 'common.crossSiteRefused');
    }
    return next();
  };
}
