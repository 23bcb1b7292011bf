import { z } from 'zod';
import { registeredRoutes, type Role } from './route.ts';
import { AUTH_ENDPOINTS } from '../auth/auth-endpoints.ts';

const errorSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string', description: 'What happened, for programs (src/shared/errors.ts)' },
        id: { type: 'string', description: "The message's id in the server catalog (src/shared/i18n/messages/server)" },
        values: { type: 'object', additionalProperties: true, description: "Values of the message's ICU arguments" },
        message: { type: 'string', description: 'The message in the language of the locale cookie or Accept-Language' },
        details: { type: 'object', additionalProperties: true },
      },
      required: ['code', 'id', 'message'],
    },
  },
  required: ['error'],
};

function toJsonSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

function errorResponses(role: Role) {
  const responses: Record<string, unknown> = {
    400: { description: 'Invalid input', content: { 'application/json': { schema: errorSchema } } },
    429: { description: 'Too many requests', content: { 'application/json': { schema: errorSchema } } },
  };
  if (role === 'user' || role === 'manager' || role === 'owner' || role === 'admin')
    responses[401] = { description: 'Not signed in', content: { 'application/json': { schema: errorSchema } } };
  if (role === 'admin')
    responses[403] = {
      description: 'Not an admin (forbidden), or an admin without two-factor authentication (two_factor_required)',
      content: { 'application/json': { schema: errorSchema } },
    };
  if (role === 'manager' || role === 'owner')
    responses[403] = {
      description: role === 'owner' ? "Not the owner of the caller's organization" : "Neither the owner nor a manager of the caller's organization",
      content: { 'application/json': { schema: errorSchema } },
    };
  return responses;
}

export function buildOpenApiDocument(appUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of registeredRoutes()) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const parameters: unknown[] = [];
    for (const [location, schema] of [
      ['path', route.params],
      ['query', route.query],
    ] as const) {
      if (!schema) continue;
      const json = toJsonSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, property] of Object.entries(json.properties ?? {})) {
        parameters.push({ name, in: location, required: location === 'path' || (json.required ?? []).includes(name), schema: property });
      }
    }
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: [route.tag],
      'x-role': route.role,
      parameters,
      responses: {
        200: { description: 'OK' },
        ...Object.fromEntries(Object.entries(route.responses ?? {}).map(([status, description]) => [status, { description }])),
        ...errorResponses(route.role),
      },
    };
    if (route.body) operation.requestBody = { required: true, content: { 'application/json': { schema: toJsonSchema(route.body) } } };
    if (route.rawBody) {
      operation.requestBody = {
        required: true,
        description: route.rawBody.description,
        content: Object.fromEntries(route.rawBody.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      };
    }
    if (route.role !== 'public' && route.role !== 'guest') operation.security = [{ session: [] }];
    (paths[path] ??= {})[route.method] = operation;
  }
  for (const op of AUTH_ENDPOINTS) {
    (paths[`/api/auth${op.path.replace(/:(\w+)/g, '{$1}')}`] ??= {})[op.method] = {
      summary: op.summary,
      tags: ['auth'],
      'x-role': op.role,
      parameters: [...op.path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...(op.method === 'post' ? { requestBody: { required: false, content: { 'application/json': { schema: { type: 'object' } } } } } : {}),
      responses: { 200: { description: 'OK' }, ...errorResponses(op.role) },
      ...(op.role === 'user' ? { security: [{ session: [] }] } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Growth Tools API',
      version: '1.0.0',
      description:
        'Errors are JSON {"error":{"code","message"}}. x-role: public | guest | user | manager (owner or manager of the caller’s organization) | owner | admin.',
    },
    servers: [{ url: appUrl }],
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } } },
    paths,
  };
}
