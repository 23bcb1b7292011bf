import type { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { newsletterSignups, profiles, user } from '../../db/schema/index.ts';
import { deleteAccountSchema, newsletterCompleteSchema, newsletterSkipSchema, signupSchema, updateNameSchema } from '../../../shared/auth-schemas.ts';
import { requireCurrentPassword } from '../../auth/reauth.ts';
import { createAccount, startSession } from './signup.service.ts';
import { getMe } from './profile.service.ts';
import { deleteUserAccount } from './delete-account.service.ts';

function jsonWithCookies(body: unknown, cookies: string[]) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(JSON.stringify(body), { status: 201, headers });
}

export function registerAccountRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db, env } = deps;
  const signupLimits = (ip: string) => [{ key: `signup:ip:${ip}`, limit: env.RATE_LIMIT_AUTH_PER_MINUTE, windowSeconds: 60 }];

  defineRoute(app, deps, { method: 'post', path: '/api/signup', role: 'public', tag: 'account', summary: 'Create an account (2 free credits, tier free)', body: signupSchema, responses: { 201: 'Created and signed in', 409: 'E-mail already registered' } }, async (c, { body }) => {
    await enforceRateLimits(db, signupLimits(c.get('clientIp')));
    const created = await createAccount(deps, { ...body, fromNewsletter: false });
    const cookies = await startSession(deps, created.email, body.password, c.req.raw.headers);
    return jsonWithCookies({ user: { id: created.userId, email: created.email, name: body.fullName } }, cookies);
  });

  defineRoute(app, deps, { method: 'post', path: '/api/newsletter/complete', role: 'public', tag: 'account', summary: 'Finish a newsletter signup by creating a password', body: newsletterCompleteSchema, responses: { 201: 'Created and signed in', 409: 'E-mail already registered' } }, async (c, { body }) => {
    await enforceRateLimits(db, signupLimits(c.get('clientIp')));
    const created = await createAccount(deps, {
      email: body.email,
      password: body.password,
      fullName: body.name ?? body.email.split('@')[0]!,
      companyName: body.companyName,
      country: body.country?.toUpperCase(),
      industry: body.industry,
      annualRevenueRange: body.revenue,
      referralSource: body.referral,
      website: body.website,
      phone: body.phone,
      fromNewsletter: true,
    });
    const cookies = await startSession(deps, created.email, body.password, c.req.raw.headers);
    return jsonWithCookies({ user: { id: created.userId, email: created.email } }, cookies);
  });

  defineRoute(app, deps, { method: 'post', path: '/api/newsletter/skip', role: 'public', tag: 'account', summary: 'Stay on the newsletter without creating an account', body: newsletterSkipSchema }, async (c, { body }) => {
    await enforceRateLimits(db, signupLimits(c.get('clientIp')));
    await db.insert(newsletterSignups).values({ email: body.email, completedSignup: false }).onConflictDoNothing();
    return c.json({ ok: true });
  });

  defineRoute(app, deps, { method: 'get', path: '/api/me', role: 'user', tag: 'account', summary: 'The signed-in user, profile, organization and admin flag' }, async (c, { user: current }) => {
    return c.json(await getMe(db, current));
  });

  defineRoute(app, deps, { method: 'patch', path: '/api/account/name', role: 'user', tag: 'account', summary: 'Update the full name', body: updateNameSchema }, async (c, { body, user: current }) => {
    await db.transaction(async (tx) => {
      await tx.update(user).set({ name: body.fullName, updatedAt: new Date() }).where(eq(user.id, current.id));
      await tx.update(profiles).set({ fullName: body.fullName }).where(eq(profiles.id, current.id));
    });
    return c.json({ fullName: body.fullName });
  });

  defineRoute(app, deps, { method: 'delete', path: '/api/account', role: 'user', tag: 'account', summary: 'Delete the signed-in account and all its data (needs the current password)', body: deleteAccountSchema, responses: { 403: 'Wrong current password, or an admin account' } }, async (c, { body, user: current }) => {
    await requireCurrentPassword(deps, current.id, body.currentPassword);
    await deleteUserAccount(db, current.id, current.id);
    return c.json({ ok: true });
  });
}
