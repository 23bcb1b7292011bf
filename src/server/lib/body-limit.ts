import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env.ts';
import { AppError } from './app-error.ts';

/** JSON bodies of the API are small (the longest is a typed pitch or a call transcript). */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/** Routes that read and cap their own bodies (audio uploads), and the few that need more room. */
const OWN_LIMITS = [/^\/api\/calls$/, /^\/api\/pitch-lab\/analyze-audio$/, /^\/api\/sales-coach\/sessions\/[^/]+\/transcribe$/];
const RAISED_LIMITS: [RegExp, number][] = [[/^\/api\/payments\/webhook$/, 512 * 1024]];

const limiters = new Map<number, MiddlewareHandler>();
function limiterFor(maxSize: number) {
  let limiter = limiters.get(maxSize);
  if (!limiter) {
    limiter = bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError('payload_too_large', 'common.bodyTooLarge', { values: { maxKiB: Math.round(maxSize / 1024) } });
      },
    });
    limiters.set(maxSize, limiter);
  }
  return limiter;
}

/**
 * Refuses API bodies over their limit before anything reads them: from Content-Length at once,
 * and while streaming when there is none, so a 48 MiB body is never buffered.
 */
export const apiBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  const path = c.req.path;
  if (OWN_LIMITS.some((pattern) => pattern.test(path))) return next();
  const maxSize = RAISED_LIMITS.find(([pattern]) => pattern.test(path))?.[1] ?? API_BODY_LIMIT_BYTES;
  return limiterFor(maxSize)(c, next) as Promise<void | Response>;
};
