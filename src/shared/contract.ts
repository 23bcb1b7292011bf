import type { z } from 'zod';

// One declaration per API operation, shared by both ends (decision 018): the server registers
// its route, role check, validation and OpenAPI entry from it (`defineRoute`), and the web calls
// it through `callApi`, which takes the same input types and returns the declared response type.

/**
 * Who may call: anyone; anyone, with guests allowed one trial run; a signed-in user; the owner or a
 * manager of the caller's organization; its owner; an admin.
 */
export type Role = 'public' | 'guest' | 'user' | 'manager' | 'owner' | 'admin';
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Schema = z.ZodType | undefined;

export interface OperationSpec<B extends Schema = Schema, Q extends Schema = Schema, P extends Schema = Schema, R extends Role = Role> {
  method: HttpMethod;
  /** Hono path, e.g. /api/admin/organizations/:id */
  path: string;
  role: R;
  summary: string;
  tag: string;
  body?: B;
  query?: Q;
  params?: P;
  /** Documented non-JSON request body (e.g. audio upload). */
  rawBody?: { contentTypes: string[]; description: string };
  /** Documented answers besides 200 (status → description). */
  responses?: Record<number, string>;
}

declare const responseType: unique symbol;

/** An operation and the JSON its success answer carries (a type only: nothing at run time). */
export type Operation<Res = unknown, B extends Schema = Schema, Q extends Schema = Schema, P extends Schema = Schema, R extends Role = Role> = OperationSpec<
  B,
  Q,
  P,
  R
> & {
  readonly [responseType]?: Res;
};

/**
 * Declares an operation whose success answer is `Res`:
 * `operation<MeResponse>()({ method: 'get', path: '/api/me', role: 'user', ... })`.
 * (Two calls, so the response type is named while the schemas' types are inferred.)
 */
export function operation<Res>() {
  return <B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined, R extends Role = Role>(spec: OperationSpec<B, Q, P, R>) =>
    spec as Operation<Res, B, Q, P, R>;
}

export type ResponseOf<O> = O extends Operation<infer Res, Schema, Schema, Schema, Role> ? Res : never;

type InputPart<K extends string, S> = S extends z.ZodType ? { [key in K]: z.input<S> } : { [key in K]?: never };

/** What a caller passes: the inputs of the operation's schemas (before defaults and coercion). */
export type CallInput<O> =
  O extends Operation<unknown, infer B, infer Q, infer P, Role> ? InputPart<'body', B> & InputPart<'query', Q> & InputPart<'params', P> : never;

/** Fills `:name` segments of an operation's path (each value URL-encoded). */
export function operationPath(path: string, params: Record<string, unknown> | undefined, query?: Record<string, unknown>) {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}
