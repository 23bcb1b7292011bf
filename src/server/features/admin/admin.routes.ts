import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { adminApi } from '../../../shared/contracts/admin.ts';
import { getOrganizationDetail, listOrganizations } from './organizations.service.ts';
import { deleteUserAsAdmin, getUsageDetail, grantAdminRole, listUserUsage, listUsers, revokeAdminRole } from './users.service.ts';
import { adjustCredits, changeTier } from './credits-admin.service.ts';
import { listFeedback } from './feedback.service.ts';
import { listAudit } from './audit.service.ts';
import { aiUsageToday } from '../credits/ai-budget.ts';
import { endUserSessions } from './sessions-admin.service.ts';
import { mailDeliveryOverview, retryFailedMail } from './mail-admin.service.ts';

/** The admin back office API (src/shared/contracts/admin.ts). Every route is role 'admin': 401 without a session, 403 without the role. */
export function registerAdminRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;

  defineRoute(app, deps, adminApi.listOrganizations, (_c, { query }) => listOrganizations(db, query));
  defineRoute(app, deps, adminApi.getOrganization, (_c, { params }) => getOrganizationDetail(db, params.id));
  defineRoute(app, deps, adminApi.listUsers, (_c, { query }) => listUsers(db, query));
  defineRoute(app, deps, adminApi.adjustCredits, (_c, { params, body, actor }) =>
    adjustCredits(deps, actor, { userId: params.userId, amount: body.amount, organizationId: body.organizationId }),
  );
  defineRoute(app, deps, adminApi.changeTier, (_c, { params, body, actor }) =>
    changeTier(deps, actor, { userId: params.userId, tier: body.tier, organizationId: body.organizationId }),
  );
  defineRoute(app, deps, adminApi.userUsage, (_c, { params }) => listUserUsage(db, params.userId));
  defineRoute(app, deps, adminApi.usageDetail, (_c, { params }) => getUsageDetail(db, params.logId));
  defineRoute(app, deps, adminApi.deleteUser, (_c, { params, actor }) => deleteUserAsAdmin(deps, actor, { userId: params.userId }));
  defineRoute(app, deps, adminApi.endSessions, (_c, { params, actor }) => endUserSessions(deps, actor, { userId: params.userId }));
  defineRoute(app, deps, adminApi.grantRole, (_c, { params, actor }) => grantAdminRole(deps, actor, { userId: params.userId }));
  defineRoute(app, deps, adminApi.revokeAdmin, (_c, { params, actor }) => revokeAdminRole(deps, actor, { userId: params.userId }));
  defineRoute(app, deps, adminApi.feedback, (_c, { query }) => listFeedback(db, query));
  defineRoute(app, deps, adminApi.audit, (_c, { query }) => listAudit(db, query.limit));
  defineRoute(app, deps, adminApi.aiUsage, () => aiUsageToday(db, deps.env));
  defineRoute(app, deps, adminApi.mail, () => mailDeliveryOverview(db, deps.env.MAIL_MAX_ATTEMPTS));
  defineRoute(app, deps, adminApi.retryMail, async (_c, { params, actor }) => {
    const result = await retryFailedMail(deps, actor, { mailId: params.mailId });
    deps.mailOutbox.nudge();
    return result;
  });
}
