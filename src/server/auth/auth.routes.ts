import type { Hono } from 'hono';
import type { AppEnv, Services } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { enforceRateLimits, type RateLimitRule } from '../lib/rate-limit.ts';
import { checkPassword } from './password-policy.ts';
import { trustedOrigins } from './auth.ts';

/** Only same-site paths or our own origins: no //evil.com, https:evil.com or foreign hosts. */
export function isSafeRedirect(target: string, trusted: string[]) {
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) return true;
  try {
    return trusted.includes(new URL(target).origin);
  } catch {
    return false;
  }
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = await request.clone().json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** better-auth's own error body is {code, message}; add our {error:{code,message}} shape beside it. */
async function withErrorEnvelope(response: Response) {
  if (response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
  if (!body || typeof body !== 'object') return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const message = body.message ?? 'Request failed';
  return new Response(JSON.stringify({ ...body, message, error: { code: body.code ?? String(response.status), message } }), { status: response.status, headers });
}

export function registerAuthRoutes(app: Hono<AppEnv>, services: Services) {
  const { db, auth, env } = services;
  const perMinute = env.RATE_LIMIT_AUTH_PER_MINUTE;
  const trusted = trustedOrigins(env);

  // Limits and password policy sit in front of better-auth: its limiter is in-memory and off in development.
  app.use('/api/auth/*', async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const path = c.req.path.replace('/api/auth', '');
    const ip = c.get('clientIp');
    const body = await readJson(c.req.raw);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
    const rules: RateLimitRule[] = [];
    if (path === '/sign-in/email') {
      rules.push({ key: `signin:ip:${ip}`, limit: perMinute, windowSeconds: 60 });
      if (email) rules.push({ key: `signin:email:${email}`, limit: 5, windowSeconds: 60 });
    } else if (path === '/request-password-reset' || path === '/forget-password') {
      rules.push({ key: `reset:ip:${ip}`, limit: perMinute, windowSeconds: 60 });
      if (email) rules.push({ key: `reset:email:${email}`, limit: 3, windowSeconds: 15 * 60 });
    } else if (path.startsWith('/reset-password') || path === '/change-password' || path === '/change-email') {
      rules.push({ key: `account:ip:${ip}`, limit: perMinute, windowSeconds: 60 });
    }
    for (const target of [body.redirectTo, body.callbackURL]) {
      if (typeof target === 'string' && !isSafeRedirect(target, trusted)) throw new AppError('forbidden', 'That redirect address is not allowed.');
    }
    if (rules.length) await enforceRateLimits(db, rules);
    if (path.startsWith('/reset-password') || path === '/change-password') {
      const newPassword = body.newPassword;
      if (typeof newPassword === 'string') {
        const refusal = checkPassword(newPassword);
        if (refusal) throw new AppError('invalid_input', refusal);
      }
    }
    return next();
  });

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => withErrorEnvelope(await auth.handler(c.req.raw)));
}
