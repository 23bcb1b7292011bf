// Bad input never becomes a 500 (issue 14 item 1). Every operation of the live /api/openapi.json
// gets NUL bytes, lone UTF-16 surrogates, a 1 MB string, numbers, arrays and objects where strings
// go, huge and negative numbers, empty and invalid bodies, and bad path parameters: as each body
// field (nested ones too, the others valid), as each query parameter and as each path parameter.
// Signed in as a normal user (a fresh one for operations that can sign out, delete or change the
// account), as an admin with TOTP for admin operations, anonymously for public ones; each request
// from its own client address, so per-address limits do not hide the deeper code paths. No answer
// may be 5xx except a 503 the operation documents, and every API error is the JSON envelope.
// On the code before issue 14 it failed with 36 answers of 500/502.

import { setWallet } from '../helpers/wallet.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { userRoles } from '../../src/server/db/schema/index.ts';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
  format?: string;
}
interface Operation {
  method: string;
  path: string;
  role: string;
  parameters: { name: string; in: 'path' | 'query'; schema: JsonSchema }[];
  body?: JsonSchema;
  contentTypes: string[];
  responses: Record<string, unknown>;
}

const MEGABYTE = 'x'.repeat(1024 * 1024);
/** Long, but inside the 64 KiB body limit: reaches validation, limiter keys and indexes. */
const NEARLY_BODY_LIMIT = 'y'.repeat(60 * 1024);
/** Values for JSON body fields (and whole bodies). NUL and surrogates first: they used to reach the database. */
const BAD_JSON_VALUES: unknown[] = [
  '\u0000',
  'Hello\u0000world, this is long enough to pass any minimum length check of a field',
  '\uD800',
  'A lone surrogate \uDC00 in otherwise long enough text to pass minimum lengths',
  MEGABYTE,
  NEARLY_BODY_LIMIT,
  '',
  '../../../etc/passwd',
  12345,
  -1,
  1e308,
  2 ** 64,
  -(2 ** 53) - 2,
  0.5,
  true,
  null,
  [],
  ['\u0000'],
  {},
  { nested: '\u0000' },
];
/** Values for path parameters, already URL-encoded. */
const BAD_PATH_VALUES = ['%00', 'abc%00def', '..', '%2e%2e', 'x'.repeat(5000), '%ED%A0%80', '%', '%ZZ', '-1', '99999999999999999999'];
/** Values for query parameters, already URL-encoded. */
const BAD_QUERY_VALUES = ['%00', 'abc%00', '%ED%A0%80', '%', 'x'.repeat(100_000), '', '-1', '1e308', '99999999999999999999', 'NaN', '%5B%5D', '..%2F..%2Fetc'];
/** Raw bodies for every JSON operation. */
const BAD_RAW_BODIES: { body: string | undefined; type?: string }[] = [
  { body: undefined },
  { body: '', type: 'application/json' },
  { body: '{"a":', type: 'application/json' },
  { body: '\u0000', type: 'application/json' },
  { body: '"\\u0000"', type: 'application/json' },
  { body: '{"x":"\\ud800"}', type: 'application/json' },
  {
    body: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
    type: 'application/json',
  },
  { body: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { body: 'not json', type: 'text/plain' },
];
/** WebM's magic followed by junk: a decoder failure (422), never a 5xx. */
const WEBM_JUNK = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(5000, 0x42)]);

const PASSWORD = 'correct-horse-battery';
const PITCH =
  'Do you lose sales because stock runs out? ShiftPal predicts demand for small shops. Ten stores grew sales by a fifth. Will you try it for a month?';

/** Query parameters better-auth reads that its OpenAPI entries do not list. */
const EXTRA_QUERY: Record<string, string[]> = {
  'GET /api/auth/verify-email': ['token', 'callbackURL'],
  'GET /api/auth/reset-password/{token}': ['callbackURL'],
  'GET /api/auth/get-session': ['disableCookieCache'],
};

/** Operations that sign the caller out, delete the account or change its password, e-mail or 2FA. */
const SPOILS_ACCOUNT = /^(POST \/api\/auth\/|DELETE \/api\/account$)/;

let t: TestApp;
let admin: { cookie: string; userId: string };
/** Whom admin operations act on (never a caller of the other operations: ending its sessions would sign it out). */
let target: { userId: string } | undefined;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp({
    AI_PROVIDER: 'local',
    AI_DAILY_RUNS_PER_USER: '100000',
    AI_DAILY_RUNS_GLOBAL: '100000',
    FREE_DAILY_AI_RUNS_PER_IP: '100000',
    GUEST_DAILY_RUNS_PER_IP: '100000',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    TRUST_PROXY: '1',
  });
  const account = await t.signUp();
  await t.deps.db.insert(userRoles).values({ userId: account.userId, role: 'admin' });
  admin = { cookie: (await t.enrolTwoFactor(account)).cookie, userId: account.userId };
  const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, Record<string, unknown>>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        role: op['x-role'] as string,
        parameters: (op.parameters as Operation['parameters']) ?? [],
        body: content['application/json']?.schema,
        contentTypes: Object.keys(content),
        responses: op.responses as Record<string, unknown>,
      };
    }),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** A value the schema accepts, shaped like what the web sends (good enough to get past validation). */
function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'sample';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((option) => option.type !== 'null') ?? options[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, key)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => sample(schema.items));
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(low, 3), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    default: {
      if (/email/i.test(name)) return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
      if (/password/i.test(name)) return PASSWORD;
      if (/country/i.test(name)) return 'KE';
      if (/url|website/i.test(name)) return 'https://example.com';
      const text = (schema.minLength ?? 0) > 10 ? PITCH : 'Sample text';
      return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, schema.minLength ?? 1)) : text;
    }
  }
}

/** Valid bodies where the generated one would not pass (better-auth's bodies are undocumented objects). */
function baseBody(op: Operation, account: { email: string }): unknown {
  switch (`${op.method} ${op.path}`) {
    case 'POST /api/signup':
      return {
        fullName: 'Fuzz Tester',
        companyName: 'Fuzz Ltd',
        country: 'KE',
        email: `fuzz-${randomUUID().slice(0, 8)}@example.com`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
      };
    case 'POST /api/newsletter/complete':
      return {
        email: `fuzz-${randomUUID().slice(0, 8)}@example.com`,
        name: 'Fuzz',
        companyName: 'Fuzz Ltd',
        country: 'KE',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      };
    case 'POST /api/pitch-lab/analyze-text':
      return { transcript: PITCH, durationSeconds: 30 };
    case 'POST /api/sales-coach/sessions/{id}/turns':
      return { text: 'Hello, do you have a minute to talk about scheduling?' };
    case 'POST /api/sales-coach/sessions/{id}/analyze':
      return {
        transcript: [
          { role: 'user', text: 'Hello, do you have a minute?' },
          { role: 'prospect', text: 'Maybe.' },
        ],
      };
    case 'POST /api/auth/sign-in/email':
      return { email: account.email, password: 'wrong-password' };
    case 'POST /api/auth/request-password-reset':
      return { email: account.email, redirectTo: '/reset-password' };
    case 'POST /api/auth/reset-password':
      return { token: 'not-a-real-token', newPassword: 'another-horse-battery' };
    case 'POST /api/auth/change-password':
      return { currentPassword: PASSWORD, newPassword: 'another-horse-battery', revokeOtherSessions: false };
    case 'POST /api/auth/change-email':
      return { newEmail: `fuzz-${randomUUID().slice(0, 8)}@example.com`, currentPassword: PASSWORD, callbackURL: '/account' };
    case 'POST /api/auth/two-factor/enable':
    case 'POST /api/auth/two-factor/disable':
    case 'POST /api/auth/two-factor/get-totp-uri':
    case 'POST /api/auth/two-factor/generate-backup-codes':
      return { password: PASSWORD };
    case 'POST /api/auth/two-factor/verify-totp':
      return { code: '123456' };
    case 'POST /api/auth/two-factor/verify-backup-code':
      return { code: 'abcde-fghij' };
    default:
      return op.body ? sample(op.body) : {};
  }
}

/** Every leaf of a JSON value, as a path of keys and indexes. */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? value.flatMap((item, index) => leafPaths(item, [...prefix, index])) : [prefix];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key])) : [prefix];
  }
  return [prefix];
}

function withValueAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<string | number, unknown>;
  copy[path[0]!] = withValueAt(copy[path[0]!], path.slice(1), value);
  return copy;
}

interface Probe {
  what: string;
  path: string;
  query?: string;
  body?: BodyInit;
  type?: string;
}

/** Path parameters that lead somewhere real, so a bad body or query gets past the lookups. */
async function pathValues(op: Operation, account: { cookie: string; userId: string }): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const parameter of op.parameters.filter((p) => p.in === 'path')) {
    let value: string = randomUUID();
    if (parameter.name === 'toolId') value = 'pitch-lab';
    else if (parameter.name === 'userId') value = op.method === 'DELETE' ? (await t.signUp()).userId : (target ??= await t.signUp()).userId;
    else if (parameter.name === 'token') value = 'not-a-real-token';
    else if (op.path.startsWith('/api/sales-coach/sessions/')) {
      const setup = {
        product: 'ShiftPal, a staff scheduling app',
        scenario: 'B2B Customer',
        objection: 'Price / Budget',
        goal: 'Book a Demo/Meeting',
        difficulty: 'Medium (Skeptical Buyer)',
      };
      const started = await t.request('/api/sales-coach/sessions', {
        method: 'POST',
        cookie: account.cookie,
        json: { setup, ...(op.path.endsWith('/realtime/call') ? { mode: 'realtime' } : {}) },
      });
      value = ((await started.json()) as { sessionId: string }).sessionId;
    } else if (op.path.startsWith('/api/checkout/local/')) {
      const created = await t.request('/api/payments/create-checkout', { method: 'POST', cookie: account.cookie, json: { tier: 'credits_20' } });
      value = ((await created.json()) as { sessionId: string }).sessionId;
    }
    values[parameter.name] = value;
  }
  return values;
}

function probesFor(op: Operation, pathParams: Record<string, string>, account: { email: string }): Probe[] {
  const fill = (overrides: Record<string, string> = {}) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? encodeURIComponent(pathParams[name]!));
  const probes: Probe[] = [];
  const sendsJson = op.body !== undefined || op.path.startsWith('/api/auth/') || op.contentTypes.length === 0;
  const base = baseBody(op, account);
  const jsonProbe = (what: string, body: unknown): Probe => ({ what, path: fill(), body: JSON.stringify(body), type: 'application/json' });
  if (op.method !== 'GET') {
    if (sendsJson) {
      for (const leaf of leafPaths(base)) {
        for (const value of BAD_JSON_VALUES)
          probes.push(jsonProbe(`body ${leaf.join('.') || '(whole)'} = ${JSON.stringify(value).slice(0, 40)}`, withValueAt(base, leaf, value)));
      }
      for (const value of BAD_JSON_VALUES) probes.push(jsonProbe(`whole body = ${JSON.stringify(value).slice(0, 40)}`, value));
    }
    for (const raw of BAD_RAW_BODIES)
      probes.push({
        what: `raw body ${JSON.stringify(raw.body ?? null).slice(0, 40)} as ${raw.type ?? 'nothing'}`,
        path: fill(),
        body: raw.body,
        type: raw.type,
      });
    if (op.contentTypes.some((type) => type.startsWith('audio/')))
      probes.push({ what: 'webm magic followed by junk', path: fill(), body: new Uint8Array(WEBM_JUNK), type: 'audio/webm' });
  }
  const queryNames = [...op.parameters.filter((p) => p.in === 'query').map((p) => p.name), ...(EXTRA_QUERY[`${op.method} ${op.path}`] ?? [])];
  for (const name of queryNames) {
    for (const value of BAD_QUERY_VALUES)
      probes.push({
        what: `query ${name}=${value.slice(0, 30)}`,
        path: fill(),
        query: `${name}=${value}`,
        ...(op.method !== 'GET' && sendsJson ? { body: JSON.stringify(base), type: 'application/json' } : {}),
      });
    probes.push({
      what: `query ${name} repeated`,
      path: fill(),
      query: `${name}=1&${name}=2`,
      ...(op.method !== 'GET' && sendsJson ? { body: JSON.stringify(base), type: 'application/json' } : {}),
    });
  }
  for (const parameter of op.parameters.filter((p) => p.in === 'path')) {
    for (const value of BAD_PATH_VALUES) {
      probes.push({
        what: `path ${parameter.name}=${value.slice(0, 30)}`,
        path: fill({ [parameter.name]: value }),
        ...(op.method !== 'GET' && sendsJson ? { body: JSON.stringify(base), type: 'application/json' } : {}),
      });
    }
  }
  return probes;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

interface Failure {
  operation: string;
  probe: string;
  status: number;
  body: string;
}

describe('fuzzing every operation with bad input', () => {
  it('never answers 5xx (except documented 503s), always with the JSON error envelope and an X-Request-Id', async () => {
    const failures: Failure[] = [];
    let sent = 0;
    expect(operations.length).toBeGreaterThan(50);
    const shared = await t.signUp();
    for (const op of operations) {
      // Operations that can end or change the account (sign-out, deletion, passwords, 2FA) get a fresh one.
      const user = SPOILS_ACCOUNT.test(`${op.method} ${op.path}`) ? await t.signUp() : shared;
      await setWallet(t.deps.db, user.userId, { credits: 100_000 });
      const cookie = op.role === 'admin' ? admin.cookie : op.role === 'public' ? undefined : user.cookie;
      const pathParams = await pathValues(op, user);
      for (const probe of probesFor(op, pathParams, user)) {
        // A new client address per request: per-address limits and sign-in delays do not slow the run down.
        const headers: Record<string, string> = { 'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}` };
        if (probe.type) headers['content-type'] = probe.type;
        const response = await t.request(probe.query ? `${probe.path}?${probe.query}` : probe.path, { method: op.method, cookie, headers, body: probe.body });
        sent++;
        const type = response.headers.get('content-type') ?? '';
        // Streams (the live-updates channel) are not read to their end.
        const text = type.includes('event-stream') ? (await response.body?.cancel(), '') : await response.text();
        const documented503 = response.status === 503 && '503' in op.responses;
        const record = (why: string) =>
          failures.push({ operation: `${op.method} ${op.path}`, probe: probe.what, status: response.status, body: `${why}: ${text.slice(0, 200)}` });
        if (!response.headers.get('x-request-id')) record('no X-Request-Id');
        if (response.status >= 500 && !documented503) record('server error');
        else if (response.status >= 400 && new URL(probe.path, 'http://x').pathname.startsWith('/api/')) {
          const envelope = parseJson(text) as { error?: { code?: unknown; message?: unknown } } | null;
          if (typeof envelope?.error?.code !== 'string' || typeof envelope.error.message !== 'string') record('no JSON error envelope');
        }
      }
    }
    // Every failure at once, one line each: what was sent where, and what came back.
    expect(failures.map((f) => `${f.status} ${f.operation} | ${f.probe} | ${f.body}`)).toEqual([]);
    expect(sent).toBeGreaterThan(1500);
  }, 180_000);
});
