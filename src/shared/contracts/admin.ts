import { z } from 'zod';
import { operation } from '../contract.ts';
import { msg } from '../i18n/server-message.ts';
import {
  ADMIN_MESSAGES,
  adminListQuerySchema,
  creditAdjustmentSchema,
  roleGrantSchema,
  tierChangeSchema,
  type AdminAuditEntry,
  type AdminFeedbackResponse,
  type AdminOrganizationDetail,
  type AdminOrganizationListItem,
  type AdminUsageDetail,
  type AdminUsageItem,
  type AdminUserDeleted,
  type AdminUserListItem,
  type CreditAdjustmentResult,
  type MailRetryResult,
  type Page,
  type RoleChangeResult,
  type SessionsEnded,
  type TierChangeResult,
} from '../admin.ts';
import type { AdminAiUsage } from '../ai-budget.ts';
import { MAIL_MESSAGES, type AdminMailDelivery } from '../mail.ts';

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

export const userIdParams = z.object({
  userId: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[\w-]+$/, msg('admin.invalidUserId')),
});
export const organizationIdParams = z.object({ id: z.uuid('Invalid organization id') });
export const logIdParams = z.object({ logId: z.uuid('Invalid usage entry id') });
export const feedbackQuery = z.object({
  tool: z.string().trim().min(1).max(100).optional().describe('Tool name; absent for all tools'),
  cursor: adminListQuerySchema.shape.cursor,
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const mailIdParams = z.object({ mailId: z.uuid('Invalid mail id') });
export const auditQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
/** The credit change body: any failure answers with the one message the page shows. */
export const creditAdjustmentBody = withMessage(creditAdjustmentSchema, ADMIN_MESSAGES.invalidAmount);

const tag = 'admin';

/** The admin back office API. Every operation is role 'admin': 401 without a session, 403 without the role. */
export const adminApi = {
  listOrganizations: operation<Page<AdminOrganizationListItem>>()({
    method: 'get',
    path: '/api/admin/organizations',
    role: 'admin',
    tag,
    summary: 'Organizations, newest first, with owner and admin flag (search: prefix of company/org name or owner e-mail; keyset pages)',
    query: adminListQuerySchema,
  }),
  getOrganization: operation<AdminOrganizationDetail>()({
    method: 'get',
    path: '/api/admin/organizations/:id',
    role: 'admin',
    tag,
    summary: 'One organization with its owner profile',
    params: organizationIdParams,
    responses: { 404: ADMIN_MESSAGES.organizationNotFound },
  }),
  listUsers: operation<Page<AdminUserListItem>>()({
    method: 'get',
    path: '/api/admin/users',
    role: 'admin',
    tag,
    summary: 'All profiles, newest first (search: prefix of name or e-mail; keyset pages)',
    query: adminListQuerySchema,
  }),
  adjustCredits: operation<CreditAdjustmentResult>()({
    method: 'post',
    path: '/api/admin/users/:userId/credits',
    role: 'admin',
    tag,
    summary: 'Add (positive) or remove (negative) credits atomically; the balance never goes below 0',
    params: userIdParams,
    body: creditAdjustmentBody,
    responses: { 404: ADMIN_MESSAGES.userNotFound },
  }),
  changeTier: operation<TierChangeResult>()({
    method: 'patch',
    path: '/api/admin/users/:userId/tier',
    role: 'admin',
    tag,
    summary: 'Set the subscription tier (basic without an expiry gets now + 30 days)',
    params: userIdParams,
    body: tierChangeSchema,
    responses: { 404: ADMIN_MESSAGES.userNotFound },
  }),
  userUsage: operation<AdminUsageItem[]>()({
    method: 'get',
    path: '/api/admin/users/:userId/usage',
    role: 'admin',
    tag,
    summary: 'The latest 50 tool runs of a user with a 150-character preview',
    params: userIdParams,
    responses: { 404: ADMIN_MESSAGES.userNotFound },
  }),
  usageDetail: operation<AdminUsageDetail>()({
    method: 'get',
    path: '/api/admin/usage/:logId',
    role: 'admin',
    tag,
    summary: 'One tool run with its full markdown report (null when none)',
    params: logIdParams,
    responses: { 404: ADMIN_MESSAGES.usageNotFound },
  }),
  deleteUser: operation<AdminUserDeleted>()({
    method: 'delete',
    path: '/api/admin/users/:userId',
    role: 'admin',
    tag,
    summary: 'Delete a non-admin user with profile, organization and data (admins are refused with 403)',
    params: userIdParams,
    responses: { 403: ADMIN_MESSAGES.cannotDeleteAdmin, 404: ADMIN_MESSAGES.userNotFound },
  }),
  endSessions: operation<SessionsEnded>()({
    method: 'post',
    path: '/api/admin/users/:userId/sessions/end',
    role: 'admin',
    tag,
    summary: 'Sign a user out everywhere (every session ends; audited)',
    params: userIdParams,
    responses: { 404: ADMIN_MESSAGES.userNotFound },
  }),
  grantRole: operation<RoleChangeResult>()({
    method: 'post',
    path: '/api/admin/users/:userId/roles',
    role: 'admin',
    tag,
    summary: 'Grant a role (admin)',
    params: userIdParams,
    body: roleGrantSchema,
    responses: { 404: ADMIN_MESSAGES.userNotFound },
  }),
  revokeAdmin: operation<RoleChangeResult>()({
    method: 'delete',
    path: '/api/admin/users/:userId/roles/admin',
    role: 'admin',
    tag,
    summary: 'Revoke the admin role (never your own: 409)',
    params: userIdParams,
    responses: { 404: ADMIN_MESSAGES.userNotFound, 409: ADMIN_MESSAGES.cannotRemoveOwnAdmin },
  }),
  feedback: operation<AdminFeedbackResponse>()({
    method: 'get',
    path: '/api/admin/feedback',
    role: 'admin',
    tag,
    summary: 'Ratings newest first (optionally one tool) with per-tool averages and counts',
    query: feedbackQuery,
  }),
  audit: operation<AdminAuditEntry[]>()({
    method: 'get',
    path: '/api/admin/audit',
    role: 'admin',
    tag,
    summary: 'Recent audit log rows (who, what, target, before, after, when)',
    query: auditQuery,
  }),
  aiUsage: operation<AdminAiUsage>()({
    method: 'get',
    path: '/api/admin/ai-usage',
    role: 'admin',
    tag,
    summary: "Today's (UTC) AI tool runs against the daily budgets: service-wide, busiest accounts, free use and guest trials per address",
  }),
  mail: operation<AdminMailDelivery>()({
    method: 'get',
    path: '/api/admin/mail',
    role: 'admin',
    tag,
    summary:
      'Mail outbox: counts by status, and mail that failed for good or is retrying after an error (recipient masked, attempts, last error, next attempt)',
  }),
  retryMail: operation<MailRetryResult>()({
    method: 'post',
    path: '/api/admin/mail/:mailId/retry',
    role: 'admin',
    tag,
    summary: 'Queue a failed mail again, due now, with a fresh set of attempts (audited)',
    params: mailIdParams,
    responses: { 404: MAIL_MESSAGES.notFound, 409: MAIL_MESSAGES.notFailed },
  }),
};
