import { z } from 'zod';
import { registeredRoutes, type Role } from './route.ts';

const errorSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' } },
      required: ['code', 'message'],
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
  if (role === 'user' || role === 'admin') responses[401] = { description: 'Not signed in', content: { 'application/json': { schema: errorSchema } } };
  if (role === 'admin') responses[403] = { description: 'Not an admin', content: { 'application/json': { schema: errorSchema } } };
  return responses;
}

/** better-auth's endpoints we rely on, documented by hand since they are not defined through defineRoute. */
const AUTH_OPERATIONS: { method: string; path: string; role: Role; summary: string }[] = [
  { method: 'post', path: '/api/auth/sign-in/email', role: 'public', summary: 'Sign in with e-mail and password' },
  { method: 'post', path: '/api/auth/sign-out', role: 'user', summary: 'Sign out' },
  { method: 'get', path: '/api/auth/get-session', role: 'public', summary: 'Current session (null when signed out)' },
  { method: 'post', path: '/api/auth/request-password-reset', role: 'public', summary: 'Mail a password reset link' },
  { method: 'post', path: '/api/auth/reset-password', role: 'public', summary: 'Set a new password with a reset token' },
  { method: 'post', path: '/api/auth/change-password', role: 'user', summary: 'Change password (other sessions revoked)' },
  { method: 'post', path: '/api/auth/change-email', role: 'user', summary: 'Start an e-mail change (confirmation mailed to the new address)' },
  { method: 'post', path: '/api/auth/update-user', role: 'user', summary: 'Update the auth user (name only)' },
];

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
  for (const op of AUTH_OPERATIONS) {
    (paths[op.path] ??= {})[op.method] = {
      summary: op.summary,
      tags: ['auth'],
      'x-role': op.role,
      responses: { 200: { description: 'OK' }, ...errorResponses(op.role) },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Growth Tools API', version: '1.0.0', description: 'Errors are JSON {"error":{"code","message"}}. x-role: public | guest | user | admin.' },
    servers: [{ url: appUrl }],
    components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } } },
    paths,
  };
}
