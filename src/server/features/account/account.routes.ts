import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { createdWithCookies } from '../../lib/created-with-cookies.ts';
import { accountApi, type NewsletterCompleteResponse, type SignupResponse } from '../../../shared/contracts/account.ts';
import { meApi } from '../../../shared/contracts/me.ts';
import { createAccount, startSession } from './signup.service.ts';
import { getMe, updateCurrency, updateFullName, updateLocale } from './profile.service.ts';
import { deleteOwnAccount } from './delete-account.service.ts';
import { skipNewsletterSignup } from './newsletter.service.ts';

export function registerAccountRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db, env } = deps;
  const signupLimits = (ip: string) => [{ key: `signup:ip:${ip}`, limit: env.RATE_LIMIT_AUTH_PER_MINUTE, windowSeconds: 60 }];

  defineRoute(app, deps, accountApi.signup, async (c, { body, actor }) => {
    await enforceRateLimits(db, signupLimits(actor.ip));
    const created = await createAccount(deps, { ...body, fromNewsletter: false, locale: actor.locale });
    const cookies = await startSession(deps, created.email, body.password, c.req.raw.headers);
    return createdWithCookies({ user: { id: created.userId, email: created.email, name: body.fullName } } satisfies SignupResponse, cookies);
  });

  defineRoute(app, deps, accountApi.completeNewsletter, async (c, { body, actor }) => {
    await enforceRateLimits(db, signupLimits(actor.ip));
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
      locale: actor.locale,
    });
    const cookies = await startSession(deps, created.email, body.password, c.req.raw.headers);
    return createdWithCookies({ user: { id: created.userId, email: created.email } } satisfies NewsletterCompleteResponse, cookies);
  });

  defineRoute(app, deps, accountApi.skipNewsletter, async (_c, { body, actor }) => {
    await enforceRateLimits(db, signupLimits(actor.ip));
    await skipNewsletterSignup(deps, { email: body.email });
    return { ok: true as const };
  });

  defineRoute(app, deps, meApi.get, (_c, { actor }) => getMe(deps, actor));

  defineRoute(app, deps, accountApi.updateName, (_c, { body, actor }) => updateFullName(deps, actor, body));

  defineRoute(app, deps, accountApi.updateLocale, async (_c, { body, actor }) => {
    await updateLocale(deps, actor, body);
    return { ok: true as const };
  });

  defineRoute(app, deps, accountApi.updateCurrency, async (_c, { body, actor }) => {
    await updateCurrency(deps, actor, body);
    return { ok: true as const };
  });

  defineRoute(app, deps, accountApi.deleteAccount, async (_c, { body, actor }) => {
    await deleteOwnAccount(deps, actor, body);
    return { ok: true as const };
  });
}
