import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import {
  ADMIN_MESSAGES,
  adminListQuerySchema,
  creditAdjustmentSchema,
  roleGrantSchema,
  tierChangeSchema,
} from '../../../shared/admin.ts';
import { getOrganizationDetail, listOrganizations } from './organizations.service.ts';
import { deleteUserAsAdmin, getUsageDetail, grantAdminRole, listUserUsage, listUsers, revokeAdminRole } from './users.service.ts';
import { adjustCredits, changeTier } from './credits-admin.service.ts';
import { listFeedback } from './feedback.service.ts';
import { listAudit } from './audit.service.ts';
import { aiUsageToday } from '../credits/ai-budget.ts';
import { endUserSessions } from './sessions-admin.service.ts';
import { mailDeliveryOverview, retryFailedMail } from './mail-admin.service.ts';
import { MAIL_MESSAGES } from '../../../shared/mail.ts';

/**
 * Validates with `schema` but answers any failure with one fixed message (no field prefix),
 * while the OpenAPI document still shows the schema's real shape.
 */
function withMessage<T extends z.ZodType>(schema: T, message: string) {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input' }) as Record<string, unknown>;
  return z
    .unknown()
    .transform((value, ctx) => {
      const result = schema.safeParse(value);
      if (result.success) return result.data as z.output<T>;
      ctx.addIssue({ code: 'custom', message, path: [] });
      return z.NEVER;
    })
    .meta(jsonSchema);
}

const userIdParams = z.object({ userId: z.string().min(1).max(128).regex(/^[\w-]+$/, 'Invalid user id') });
const organizationIdParams = z.object({ id: z.uuid('Invalid organization id') });
const logIdParams = z.object({ logId: z.uuid('Invalid usage entry id') });
const feedbackQuery = z.object({
  tool: z.string().trim().min(1).max(100).optional().describe('Tool name; absent for all tools'),
  cursor: adminListQuerySchema.shape.cursor,
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const mailIdParams = z.object({ mailId: z.uuid('Invalid mail id') });
const auditQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/** The admin back office API. Every route is role 'admin': 401 without a session, 403 without the role. */
export function registerAdminRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;
  const tag = 'admin';

  defineRoute(app, deps, { method: 'get', path: '/api/admin/organizations', role: 'admin', tag, summary: 'Organizations, newest first, with owner and admin flag (search: prefix of company/org name or owner e-mail; keyset pages)', query: adminListQuerySchema }, async (c, { query }) => {
    return c.json(await listOrganizations(db, query));
  });

  defineRoute(app, deps, { method: 'get', path: '/api/admin/organizations/:id', role: 'admin', tag, summary: 'One organization with its owner profile', params: organizationIdParams, responses: { 404: ADMIN_MESSAGES.organizationNotFound } }, async (c, { params }) => {
    return c.json(await getOrganizationDetail(db, params.id));
  });

  defineRoute(app, deps, { method: 'get', path: '/api/admin/users', role: 'admin', tag, summary: 'All profiles, newest first (search: prefix of name or e-mail; keyset pages)', query: adminListQuerySchema }, async (c, { query }) => {
    return c.json(await listUsers(db, query));
  });

  defineRoute(app, deps, { method: 'post', path: '/api/admin/users/:userId/credits', role: 'admin', tag, summary: 'Add (positive) or remove (negative) credits atomically; the balance never goes below 0', params: userIdParams, body: withMessage(creditAdjustmentSchema, ADMIN_MESSAGES.invalidAmount), responses: { 404: ADMIN_MESSAGES.userNotFound } }, async (c, { params, body, user }) => {
    return c.json(await adjustCredits(db, { actorId: user.id, userId: params.userId, amount: body.amount }));
  });

  defineRoute(app, deps, { method: 'patch', path: '/api/admin/users/:userId/tier', role: 'admin', tag, summary: 'Set the subscription tier (basic without an expiry gets now + 30 days)', params: userIdParams, body: tierChangeSchema, responses: { 404: ADMIN_MESSAGES.userNotFound } }, async (c, { params, body, user }) => {
    return c.json(await changeTier(db, { actorId: user.id, userId: params.userId, tier: body.tier }));
  });

  defineRoute(app, deps, { method: 'get', path: '/api/admin/users/:userId/usage', role: 'admin', tag, summary: 'The latest 50 tool runs of a user with a 150-character preview', params: userIdParams, responses: { 404: ADMIN_MESSAGES.userNotFound } }, async (c, { params }) => {
    return c.json(await listUserUsage(db, params.userId));
  });

  defineRoute(app, deps, { method: 'get', path: '/api/admin/usage/:logId', role: 'admin', tag, summary: 'One tool run with its full markdown report (null when none)', params: logIdParams, responses: { 404: ADMIN_MESSAGES.usageNotFound } }, async (c, { params }) => {
    return c.json(await getUsageDetail(db, params.logId));
  });

  defineRoute(app, deps, { method: 'delete', path: '/api/admin/users/:userId', role: 'admin', tag, summary: 'Delete a non-admin user with profile, organization and data (admins are refused with 403)', params: userIdParams, responses: { 403: ADMIN_MESSAGES.cannotDeleteAdmin, 404: ADMIN_MESSAGES.userNotFound } }, async (c, { params, user }) => {
    return c.json(await deleteUserAsAdmin(db, params.userId, user.id));
  });

  defineRoute(app, deps, { method: 'post', path: '/api/admin/users/:userId/sessions/end', role: 'admin', tag, summary: 'Sign a user out everywhere (every session ends; audited)', params: userIdParams, responses: { 404: ADMIN_MESSAGES.userNotFound } }, async (c, { params, user }) => {
    return c.json(await endUserSessions(db, params.userId, user.id));
  });

  defineRoute(app, deps, { method: 'post', path: '/api/admin/users/:userId/roles', role: 'admin', tag, summary: 'Grant a role (admin)', params: userIdParams, body: roleGrantSchema, responses: { 404: ADMIN_MESSAGES.userNotFound } }, async (c, { params, user }) => {
    return c.json(await grantAdminRole(db, params.userId, user.id));
  });

  defineRoute(app, deps, { method: 'delete', path: '/api/admin/users/:userId/roles/admin', role: 'admin', tag, summary: 'Revoke the admin role (never your own: 409)', params: userIdParams, responses: { 404: ADMIN_MESSAGES.userNotFound, 409: ADMIN_MESSAGES.cannotRemoveOwnAdmin } }, async (c, { params, user }) => {
    return c.json(await revokeAdminRole(db, params.userId, user.id));
  });

  defineRoute(app, deps, { method: 'get', path: '/api/admin/feedback', role: 'admin', tag, summary: 'Ratings newest first (optionally one tool) with per-tool averages and counts', query: feedbackQuery }, async (c, { query }) => {
    return c.json(await listFeedback(db, query));
  });

  defineRoute(app, deps, { method: 'get', path: '/api/admin/audit', role: 'admin', tag, summary: 'Recent audit log rows (who, what, target, before, after, when)', query: auditQuery }, async (c, { query }) => {
    return c.json(await listAudit(db, query.limit));
  });

  defineRoute(app, deps, { method: 'get', path: '/api/admin/ai-usage', role: 'admin', tag, summary: "Today's (UTC) AI tool runs against the daily budgets: service-wide, busiest accounts, free use and guest trials per address" }, async (c) => {
    return c.json(await aiUsageToday(db, deps.env));
  });

  defineRoute(app, deps, { method: 'get', path: '/api/admin/mail', role: 'admin', tag, summary: 'Mail outbox: counts by status, and mail that failed for good or is retrying after an error (recipient masked, attempts, last error, next attempt)' }, async (c) => {
    return c.json(await mailDeliveryOverview(db, deps.env.MAIL_MAX_ATTEMPTS));
  });

  defineRoute(app, deps, { method: 'post', path: '/api/admin/mail/:mailId/retry', role: 'admin', tag, summary: 'Queue a failed mail again, due now, with a fresh set of attempts (audited)', params: mailIdParams, responses: { 404: MAIL_MESSAGES.notFound, 409: MAIL_MESSAGES.notFailed } }, async (c, { params, user }) => {
    const result = await retryFailedMail(db, params.mailId, user.id);
    deps.mailOutbox.nudge();
    return c.json(result);
  });
}
