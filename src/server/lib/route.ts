import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { AppEnv, SessionUser } from '../app-env.ts';
import type { Deps } from '../deps.ts';
import { AppError } from './app-error.ts';
import { assertSafeText } from './unsafe-text.ts';
import { userRoles } from '../db/schema/index.ts';
import type { DbOrTx } from '../db/client.ts';

export type Role = 'public' | 'guest' | 'user' | 'admin';
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteSpec<B extends z.ZodType | undefined, Q extends z.ZodType | undefined, P extends z.ZodType | undefined> {
  method: Method;
  /** Hono path, e.g. /api/admin/organizations/:id */
  path: string;
  role: Role;
  summary: string;
  tag: string;
  body?: B;
  query?: Q;
  params?: P;
  /** Documented non-JSON request body (e.g. audio upload). */
  rawBody?: { contentTypes: string[]; description: string };
  /** Documented success responses besides 200. */
  responses?: Record<number, string>;
}

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<B, Q, P, R extends Role> {
  body: Infer<B>;
  query: Infer<Q>;
  params: Infer<P>;
  user: R extends 'user' | 'admin' ? SessionUser : SessionUser | null;
}

const registry: RouteSpec<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>[] = [];

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

/** The first zod issue, phrased for a person: the field and what is wrong with it. */
export function describeZodError(error: z.ZodError) {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * Validates input with `schema`. Text the database cannot store (U+0000, an unpaired surrogate)
 * anywhere in the value is refused first, whatever the schema says (400 invalid_input).
 */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown, where?: 'query' | 'path'): z.output<T> {
  assertSafeText(value, where);
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('invalid_input', describeZodError(result.error), { issues: result.error.issues });
  return result.data;
}

/**
 * Defines one API operation: its OpenAPI entry, role check and input validation come from the
 * same declaration, so the published contract cannot drift from what the server enforces.
 */
export function defineRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends Role = Role,
>(
  app: Hono<AppEnv>,
  deps: Pick<Deps, 'db'>,
  spec: RouteSpec<B, Q, P> & { role: R },
  handler: (c: Context<AppEnv>, input: RouteInput<B, Q, P, R>) => Promise<Response> | Response,
) {
  registry.push(spec as never);
  app.on(spec.method.toUpperCase(), spec.path, async (c) => {
    const user = c.get('user');
    if ((spec.role === 'user' || spec.role === 'admin') && !user) {
      throw new AppError('unauthorized', 'Please sign in to continue.');
    }
    if (spec.role === 'admin') {
      if (!(await isAdmin(deps.db, user!.id))) throw new AppError('forbidden', 'Admin access required.');
      // Admin rights need a second factor, in every mode: set up an authenticator app first.
      if (!user!.twoFactorEnabled) throw new AppError('two_factor_required', 'Admin access requires two-factor authentication. Set it up on your account page first.');
    }
    const params = spec.params ? parseWith(spec.params, c.req.param(), 'path') : undefined;
    const query = spec.query ? parseWith(spec.query, c.req.query(), 'query') : undefined;
    let body: unknown;
    if (spec.body) {
      let json: unknown;
      try {
        json = await c.req.json();
      } catch {
        throw new AppError('invalid_input', 'The request body must be JSON.');
      }
      body = parseWith(spec.body, json);
    }
    return handler(c, { body, query, params, user } as RouteInput<B, Q, P, R>);
  });
}
