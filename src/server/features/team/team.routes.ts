import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { defineRoute } from '../../lib/route.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { createdWithCookies } from '../../lib/created-with-cookies.ts';
import type { SignupResponse } from '../../../shared/contracts/account.ts';
import { teamApi } from '../../../shared/contracts/team.ts';
import { startSession } from '../account/signup.service.ts';
import { acceptHandover, cancelHandover, changeRole, declineHandover, getTeam, leaveTeam, proposeHandover, removeMember } from './team.service.ts';
import { assignmentsApi } from '../../../shared/contracts/assignments.ts';
import { myAssignmentsApi } from '../../../shared/contracts/my-assignments.ts';
import { createAssignment, listAssignments, myAssignments, removeAssignment } from './assignments.service.ts';
import { memberRuns, teamProgress } from './progress.service.ts';
import { acceptInvitation, invite, previewInvitation, resendInvitation, revokeInvitation, signupWithInvitation } from './invitations.service.ts';
import { assertMayInvite } from './invite-eligibility.ts';

const ok = { ok: true as const };

export function registerTeamRoutes(app: Hono<AppEnv>, deps: Deps) {
  const { db, env } = deps;
  // Invitation mails per inviter: a team's seats bound the open ones, this bounds resends.
  const inviteLimits = (userId: string) => [{ key: `team-invite:user:${userId}`, limit: env.TEAM_INVITES_PER_HOUR, windowSeconds: 3600 }];
  const linkLimits = (ip: string) => [{ key: `invitation:ip:${ip}`, limit: env.RATE_LIMIT_AUTH_PER_MINUTE * 3, windowSeconds: 60 }];
  const signupLimits = (ip: string) => [{ key: `signup:ip:${ip}`, limit: env.RATE_LIMIT_AUTH_PER_MINUTE, windowSeconds: 60 }];

  defineRoute(app, deps, teamApi.get, (_c, { actor }) => getTeam(deps, actor));

  defineRoute(app, deps, teamApi.invite, async (c, { body, actor }) => {
    // Inviting mails strangers: a verified address (or a paid plan) first.
    await assertMayInvite(db, actor.user.id);
    await enforceRateLimits(db, inviteLimits(actor.user.id));
    return c.json(await invite(deps, actor, body), 201);
  });

  defineRoute(app, deps, teamApi.resendInvitation, async (_c, { params, actor }) => {
    await assertMayInvite(db, actor.user.id);
    await enforceRateLimits(db, inviteLimits(actor.user.id));
    return resendInvitation(deps, actor, params.id);
  });

  defineRoute(app, deps, teamApi.revokeInvitation, async (_c, { params, actor }) => {
    await revokeInvitation(deps, actor, params.id);
    return ok;
  });

  defineRoute(app, deps, teamApi.changeRole, (_c, { params, body, actor }) => changeRole(deps, actor, params.userId, body));

  defineRoute(app, deps, teamApi.removeMember, async (_c, { params, actor }) => {
    await removeMember(deps, actor, params.userId);
    return ok;
  });

  defineRoute(app, deps, teamApi.proposeHandover, async (_c, { body, actor }) => {
    await proposeHandover(deps, actor, body);
    return ok;
  });
  defineRoute(app, deps, teamApi.cancelHandover, async (_c, { actor }) => {
    await cancelHandover(deps, actor);
    return ok;
  });
  defineRoute(app, deps, teamApi.acceptHandover, async (_c, { actor }) => {
    await acceptHandover(deps, actor);
    return ok;
  });
  defineRoute(app, deps, teamApi.declineHandover, async (_c, { actor }) => {
    await declineHandover(deps, actor);
    return ok;
  });

  defineRoute(app, deps, teamApi.leave, async (_c, { actor }) => {
    await leaveTeam(deps, actor);
    return ok;
  });

  defineRoute(app, deps, teamApi.previewInvitation, async (_c, { body, actor }) => {
    await enforceRateLimits(db, linkLimits(actor.ip));
    return previewInvitation(deps, body);
  });

  defineRoute(app, deps, teamApi.acceptInvitation, async (_c, { body, actor }) => {
    await enforceRateLimits(db, linkLimits(actor.ip));
    return acceptInvitation(deps, actor, body);
  });

  defineRoute(app, deps, teamApi.signupWithInvitation, async (c, { body, actor }) => {
    await enforceRateLimits(db, signupLimits(actor.ip));
    const created = await signupWithInvitation(deps, { token: body.token, fullName: body.fullName, password: body.password, locale: actor.locale });
    const cookies = await startSession(deps, created.email, body.password, c.req.raw.headers);
    return createdWithCookies({ user: { id: created.userId, email: created.email, name: body.fullName } } satisfies SignupResponse, cookies);
  });

  defineRoute(app, deps, assignmentsApi.create, async (c, { body, actor }) => c.json(await createAssignment(deps, actor, body), 201));
  defineRoute(app, deps, assignmentsApi.list, (_c, { actor }) => listAssignments(deps, actor));
  defineRoute(app, deps, assignmentsApi.remove, async (_c, { params, actor }) => {
    await removeAssignment(deps, actor, params.id);
    return ok;
  });
  defineRoute(app, deps, myAssignmentsApi.mine, (_c, { actor }) => myAssignments(deps, actor));
  defineRoute(app, deps, assignmentsApi.progress, (_c, { actor }) => teamProgress(deps, actor));
  defineRoute(app, deps, assignmentsApi.memberRuns, (_c, { params, query, actor }) => memberRuns(deps, actor, params.userId, query));
}
