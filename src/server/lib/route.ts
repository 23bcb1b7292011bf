import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { AppEnv, SessionUser } from '../app-env.ts';
import type { Actor, UserActor } from '../actor.ts';
import type { Operation, OperationSpec, Role } from '../../shared/contract.ts';
import { resolveActor } from './resolve-actor.ts';
import type { Deps } from '../deps.ts';
import { AppError } from './app-error.ts';
import { isServerMessageId } from './i18n.ts';
import { readMessageRef, type ServerMessage } from '../../shared/i18n/server-message.ts';
import { assertSafeText } from './unsafe-text.ts';
import { organizationMembers, userRoles } from '../db/schema/index.ts';
import { TEAM_MESSAGES } from '../../shared/team.ts';
import type { DbOrTx } from '../db/client.ts';

export type { Role } from '../../shared/contract.ts';

type Schema = z.ZodType | undefined;
export type RouteSpec<B extends Schema = Schema, Q extends Schema = Schema, P extends Schema = Schema, R extends Role = Role> = OperationSpec<B, Q, P, R>;

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<B, Q, P, R extends Role> {
  body: Infer<B>;
  query: Infer<Q>;
  params: Infer<P>;
  user: R extends SignedInRole ? SessionUser : SessionUser | null;
  /** The caller as services see it (user or guest, address, guest device). */
  actor: R extends SignedInRole ? UserActor : Actor;
}

type SignedInRole = 'user' | 'manager' | 'owner' | 'admin';
const SIGNED_IN_ROLES: readonly Role[] = ['user', 'manager', 'owner', 'admin'];

const registry: RouteSpec[] = [];

/** The caller's role in their organization, or null (no membership: an account being deleted). */
export async function teamRoleOf(db: DbOrTx, userId: string) {
  const [row] = await db.select({ role: organizationMembers.role }).from(organizationMembers).where(eq(organizationMembers.userId, userId)).limit(1);
  return row?.role ?? null;
}

export function registeredRoutes() {
  return registry;
}

export async function isAdmin(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .limit(1);
  return rows.length > 0;
}

/**
 * A schema's message names a catalog id (src/shared/i18n/server-message.ts); zod's own English for
 * a wrong type (which no form sends) is kept as a value of a generic message.
 */
function issueMessage(issue: z.core.$ZodIssue): ServerMessage {
  const ref = readMessageRef(issue.message);
  return ref && isServerMessageId(ref.id) ? ref : { id: 'common.invalidValue', values: { detail: issue.message } };
}

/** A 400 for the first zod issue, phrased for a person (`field: what is wrong`); every issue's id in details. */
export function validationError(error: z.ZodError) {
  const issues = error.issues.map((issue) => ({ code: issue.code, path: issue.path.map(String), ...issueMessage(issue) }));
  const first = issues[0];
  if (!first) return new AppError('invalid_input', 'common.invalidInput', { details: { issues } });
  return new AppError('invalid_input', first.id, { values: first.values, field: first.path.join('.') || undefined, details: { issues } });
}

/**
 * Validates input with `schema`. Text the database cannot store (U+0000, an unpaired surrogate)
 * anywhere in the value is refused first, whatever the schema says (400 invalid_input).
 */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown, where?: 'query' | 'path'): z.output<T> {
  assertSafeText(value, where);
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * Serves one API operation declared in src/shared/contracts: its OpenAPI entry, role check and
 * input validation come from the same declaration the web calls, so the published contract
 * cannot drift from what the server enforces. The handler returns the operation's response
 * (sent as JSON 200) or, for other statuses, headers or streams, a Response of its own.
 */
export function defineRoute<Res, B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined, R extends Role = Role>(
  app: Hono<AppEnv>,
  deps: Pick<Deps, 'db' | 'env'>,
  spec: Operation<Res, B, Q, P, R>,
  handler: (c: Context<AppEnv>, input: RouteInput<B, Q, P, R>) => Promise<Res | Response> | Res | Response,
) {
  registry.push(spec as RouteSpec);
  const secureCookies = deps.env.APP_URL.startsWith('https://');
  app.on(spec.method.toUpperCase(), spec.path, async (c) => {
    const user = c.get('user');
    if (SIGNED_IN_ROLES.includes(spec.role) && !user) {
      throw new AppError('unauthorized', 'auth.signInRequired');
    }
    // The early gate; services check the role again inside their transaction (it may change meanwhile).
    if (spec.role === 'manager' || spec.role === 'owner') {
      const role = await teamRoleOf(deps.db, user!.id);
      const ownerOnly = spec.role === 'owner';
      if (ownerOnly ? role !== 'owner' : role !== 'owner' && role !== 'manager')
        throw new AppError('forbidden', ownerOnly ? TEAM_MESSAGES.ownerOnly : TEAM_MESSAGES.managersOnly);
    }
    if (spec.role === 'admin') {
      if (!(await isAdmin(deps.db, user!.id))) throw new AppError('forbidden', 'auth.adminRequired');
      // Admin rights need a second factor, in every mode: set up an authenticator app first.
      if (!user!.twoFactorEnabled) throw new AppError('two_factor_required', 'auth.adminTwoFactorRequired');
    }
    const params = spec.params ? parseWith(spec.params, c.req.param(), 'path') : undefined;
    const query = spec.query ? parseWith(spec.query, c.req.query(), 'query') : undefined;
    let body: unknown;
    if (spec.body) {
      let json: unknown;
      try {
        json = await c.req.json();
      } catch {
        throw new AppError('invalid_input', 'common.bodyMustBeJson');
      }
      body = parseWith(spec.body, json);
    }
    const edge = await resolveActor(c, deps.env.AUTH_SECRET, { readDevice: spec.role === 'guest', secureCookies });
    let result: Res | Response;
    try {
      result = await handler(c, { body, query, params, user, actor: edge.actor } as RouteInput<B, Q, P, R>);
    } catch (error) {
      // e.g. a failed guest run gives its trial back: the error answer clears the device's mark.
      for (const cookie of await edge.cookies()) c.header('Set-Cookie', cookie, { append: true });
      throw error;
    }
    const response = result instanceof Response ? result : c.json(result as object);
    for (const cookie of await edge.cookies()) response.headers.append('Set-Cookie', cookie);
    return response;
  });
}
