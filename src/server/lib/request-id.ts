import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { runWithRequestId } from './logger.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy or client may hand us: plain characters, bounded, nothing to inject into a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The incoming X-Request-Id when it is safe to repeat, else a new UUID. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Gives every request an id: on the `X-Request-Id` answer header (errors included) and on every log
 * line written while the request is handled (the logger reads it from AsyncLocalStorage).
 */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = requestIdFor(c.req.header(REQUEST_ID_HEADER));
  c.set('requestId', id);
  await runWithRequestId(id, () => next());
  try {
    c.res.headers.set(REQUEST_ID_HEADER, id);
  } catch {
    // Immutable headers (a Response.redirect): a copy takes the header.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(REQUEST_ID_HEADER, id);
  }
};
