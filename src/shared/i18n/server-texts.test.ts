// The `server` catalog holds every English text the server (or a shared schema) can put in front of
// a user, so the web can show it in the reader's language (src/web/lib/server-text.ts finds a text by
// its exact words). These checks fail when a new message has no entry: add it to
// messages/server/en.json (and its translations), or, if no user can ever see it, to NEVER_SHOWN.
/* eslint-disable no-restricted-imports -- a test, run by Node: it reads the server's source files (src/shared itself stays isomorphic) */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import serverEnglish from './messages/server/en.json';
/* eslint-enable no-restricted-imports */
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../errors.ts';
import { signupSchema, newsletterCompleteSchema, deleteAccountSchema, updateNameSchema } from '../auth-schemas.ts';
import { creditAmountSchema, roleGrantSchema, tierChangeSchema } from '../admin.ts';
import { adminPaymentsQuery, localSessionParams } from '../billing.ts';
import { commissionInputSchema } from '../commission.ts';
import { pitchTextInputSchema } from '../pitch-lab.ts';
import { ratingInputSchema } from '../ratings.ts';
import { salesSetupSchema } from '../reports.ts';
import { salesTurnInputSchema } from '../sales-coach.ts';

const SERVER_DIR = fileURLToPath(new URL('../../server/', import.meta.url));
const catalog = serverEnglish as Record<string, string>;
const texts = new Set(Object.values(catalog));

/**
 * Messages no person using the app can meet; kept out of the catalog on purpose (keep this short).
 */
const NEVER_SHOWN = new Set([
  // The CSRF guard: only a forged request from another site gets it, never the app's own pages.
  'Cross-site request refused.',
  // Answers to Stripe's webhook deliveries (read by Stripe, retried by Stripe).
  'Stripe webhooks are not configured.',
  'Missing Stripe-Signature header.',
  'Invalid webhook signature.',
  'Payment lookup failed; retry later.',
  'Refund arrived before its payment was fulfilled; retry later.',
  'Payload too large',
  // The Sales Coach's SDP offer endpoint: the browser's WebRTC stack sends the offer, and the page
  // shows its own "Connection Error" when the call cannot start.
  'The body is not an SDP offer.',
  'Send the WebRTC offer as application/sdp.',
  'The connection offer is too large.',
  // The admin CLI bridge (loopback only; its client is the command line, which prints them as they are).
  'Forbidden',
  'Bad command',
]);

// ---------------------------------------------------------------------------------------------
// (a) Shared message constants

const sharedModules = import.meta.glob<Record<string, unknown>>(['../*.ts', '../contracts/*.ts', '!../**/*.test.ts'], { eager: true });

/** Every string inside a constant (nested objects flattened). Functions build texts with a number in them: the code fallback covers those. */
function stringsOf(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${where}.${key}`));
  return [];
}

/** `MESSAGES`, `PITCH_MESSAGES`, `CHECKOUT_FAILED_MESSAGE`, `COMMISSION_MISSING_TITLE`, `RATING_REQUIRED`…: what the web and the server show as they are. */
const MESSAGE_CONSTANT = /(?:^|_)(?:MESSAGES?|TITLE)$|^RATING_REQUIRED$/;

function sharedMessageConstants() {
  return Object.entries(sharedModules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([name]) => MESSAGE_CONSTANT.test(name))
      .flatMap(([name, value]) => stringsOf(value, `${path.basename(file)} ${name}`)),
  );
}

// ---------------------------------------------------------------------------------------------
// (b) Literal messages in the server's source

function serverFiles(dir = SERVER_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const OPENERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** The index just past the string literal starting at `start` (a quote or backtick). */
function skipString(source: string, start: number): number {
  const quote = source[start];
  let i = start + 1;
  while (i < source.length && source[i] !== quote) i += source[i] === '\\' ? 2 : 1;
  return i + 1;
}

/**
 * From `start`, the text of one expression: up to the first `,` `;` or closing bracket that is not
 * nested (strings and brackets skipped). Returns the expression and where it stopped.
 */
function expressionAt(source: string, start: number): { text: string; end: number } {
  const closers: string[] = [];
  let i = start;
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === "'" || ch === '"' || ch === '`') {
      i = skipString(source, i);
      continue;
    }
    if (OPENERS[ch]) closers.push(OPENERS[ch]);
    else if (closers.length && ch === closers[closers.length - 1]) closers.pop();
    else if (!closers.length && (ch === ',' || ch === ';' || ch === ')' || ch === ']' || ch === '}')) break;
    i++;
  }
  return { text: source.slice(start, i).trim(), end: i };
}

/** The arguments of the call whose `(` is at `open`. */
function callArguments(source: string, open: number): string[] {
  const args: string[] = [];
  let i = open + 1;
  for (;;) {
    const { text, end } = expressionAt(source, i);
    if (text) args.push(text);
    if (source[end] !== ',') return args;
    i = end + 1;
  }
}

function unquote(literal: string): string {
  return literal.slice(1, -1).replace(/\\(.)/g, (_, ch: string) => (ch === 'n' ? '\n' : ch));
}

const LITERAL = /'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`/g;

/** Shared numeric constants (MIN_PASSWORD_LENGTH…), for templates such as `at least ${MIN_PASSWORD_LENGTH} characters`. */
const sharedNumbers = new Map(
  Object.values(sharedModules).flatMap((exports) => Object.entries(exports).filter((entry): entry is [string, number] => typeof entry[1] === 'number')),
);

/** A template literal's text when each `${…}` is a shared numeric constant; null when it varies (a field name, a computed size). */
function templateText(literal: string): string | null {
  let constant = true;
  const text = unquote(literal).replace(/\$\{\s*([^}]*?)\s*\}/g, (_, name: string) => {
    const value = sharedNumbers.get(name);
    if (value === undefined) constant = false;
    return String(value);
  });
  return constant ? text : null;
}

/**
 * The constant texts an expression can evaluate to: its string literals and the server constants it
 * names (`expired ? CREDITS_EXPIRED_MESSAGE : OUT_OF_CREDITS_MESSAGE`). A template whose `${…}` varies
 * (a number from the environment, a field name) is skipped: the code fallback covers it. Shared
 * constants (ADMIN_MESSAGES.x…) are checked by (a).
 */
function textsOf(expression: string, constants: Map<string, string>): string[] {
  const found: string[] = [];
  for (const match of expression.matchAll(LITERAL)) {
    const text = match[0].startsWith('`') ? templateText(match[0]) : unquote(match[0]);
    if (text !== null) found.push(text);
  }
  const withoutStrings = expression.replace(LITERAL, '""');
  for (const match of withoutStrings.matchAll(/(?<![.\w])[A-Z][A-Z0-9_]+\b/g)) {
    const text = constants.get(match[0]);
    if (text !== undefined) found.push(text);
  }
  return found;
}

/** Where a message is given, in the server's source: each pattern ends where the message expression begins, or at a call's `(`. */
const CALLS: { pattern: RegExp; argument: number }[] = [
  { pattern: /new AppError\(/g, argument: 1 },
  { pattern: /new AiProviderError\(/g, argument: 0 },
  // The message of a rate limit (the default one is in the function's own declaration).
  { pattern: /enforceRateLimits\(/g, argument: 2 },
];
const MESSAGE_FIELDS = [
  // Capped counters' refusals: `refusal: { code, message }` or `const refusal = { code, message }`.
  /refusal\s*[:=]\s*\{[^{}]*?\bmessage:\s*/g,
  // Audio uploads: `emptyMessage: …`, `tooLargeMessage: …`.
  /\b(?:empty|tooLarge)Message:\s*/g,
  // Error envelopes written by hand: `{ error: { code: 'not_found', message: 'Not found' } }`.
  /\berror:\s*\{\s*code:\s*[^,{}]+,\s*message:\s*/g,
];

function serverMessages() {
  const files = serverFiles().map((file) => ({ file: path.relative(SERVER_DIR, file), source: readFileSync(file, 'utf8') }));
  const constants = new Map<string, string>();
  for (const { source } of files) {
    for (const match of source.matchAll(/\bconst\s+([A-Z][A-Z0-9_]*)\s*=\s*('(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*")\s*;/g))
      constants.set(match[1]!, unquote(match[2]!));
  }
  const found: { where: string; text: string }[] = [];
  const add = (file: string, expression: string) => textsOf(expression, constants).forEach((text) => found.push({ where: file, text }));
  for (const { file, source } of files) {
    for (const { pattern, argument } of CALLS) {
      for (const match of source.matchAll(pattern)) {
        const args = callArguments(source, match.index + match[0].length - 1);
        if (args[argument] !== undefined) add(file, args[argument]!);
      }
    }
    for (const pattern of MESSAGE_FIELDS) for (const match of source.matchAll(pattern)) add(file, expressionAt(source, match.index + match[0].length).text);
    // Server-side message tables, e.g. the OpenAI provider's AI_MESSAGES.
    for (const match of source.matchAll(/\bconst\s+[A-Z][A-Z0-9_]*MESSAGES\s*=\s*\{/g)) {
      const open = match.index + match[0].length - 1;
      const body = source.slice(open, expressionAt(source, open).end);
      for (const value of body.matchAll(/:\s*('(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*")/g)) found.push({ where: file, text: unquote(value[1]!) });
    }
  }
  // What the password policy returns is the refusal the auth routes and the signup answer with.
  const policy = files.find((f) => f.file === path.join('auth', 'password-policy.ts'))!;
  for (const match of policy.source.matchAll(/\breturn\s+/g)) add(policy.file, expressionAt(policy.source, match.index + match[0].length).text);
  // The errors of the AI layer users read as they are (speech-to-text missing, undecodable audio).
  const provider = files.find((f) => f.file === path.join('ai', 'provider.ts'))!;
  for (const match of provider.source.matchAll(/\bsuper\(/g)) add(provider.file, callArguments(provider.source, match.index + match[0].length - 1)[0] ?? '');
  return found;
}

const missing = (entries: { where: string; text: string }[]) =>
  entries.filter(({ text }) => !texts.has(text) && !NEVER_SHOWN.has(text)).map(({ where, text }) => `${where}: ${JSON.stringify(text)}`);

describe('the server catalog', () => {
  it('holds every text of the shared message constants', () => {
    const constants = sharedMessageConstants();
    // The scan itself works: MESSAGES, PITCH_MESSAGES, SALES_COACH_MESSAGES, ADMIN_MESSAGES… were found.
    expect(constants.length).toBeGreaterThan(60);
    expect(constants.map((c) => c.where)).toEqual(
      expect.arrayContaining(['auth-schemas.ts MESSAGES.termsRequired', 'sales-coach.ts SALES_COACH_MESSAGES.incompleteSetup.title']),
    );
    expect(missing(constants)).toEqual([]);
  });

  it('holds every constant message the server gives (AppError, rate limits, refusals, AI failures)', () => {
    const messages = serverMessages();
    expect(messages.length).toBeGreaterThan(80);
    expect(messages.map((m) => m.text)).toEqual(
      expect.arrayContaining([
        'Please sign in to continue.',
        'Too many attempts. Please wait a minute and try again.',
        "You've used all your available credits. Purchase more credits to continue using fixer tools.",
        'Too many pitch analyses in a short time. Please try again later.',
        'That recording is too long. Keep each turn under a minute.',
        'Failed to connect to AI coach. Please try again.',
        'Speech-to-text is not set up on this server. You can type or paste your pitch instead.',
        'This password is too common. Please choose a less predictable one.',
        'Password must be at most 128 characters',
      ]),
    );
    expect(missing(messages)).toEqual([]);
  });

  it('holds the messages the shared schemas give for what people type', () => {
    const cases: [string, { safeParse(value: unknown): { error?: { issues: { message: string }[] } } }, unknown[]][] = [
      [
        'signupSchema',
        signupSchema,
        [
          { fullName: '', companyName: '', country: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
          {},
          { fullName: 'A', companyName: 'B', country: 'SN', email: 'not-an-email', password: 'x'.repeat(200), confirmPassword: 'y', acceptTerms: true },
        ],
      ],
      ['newsletterCompleteSchema', newsletterCompleteSchema, [{ email: 'a@b.co', password: 'abc', confirmPassword: 'abd' }]],
      ['deleteAccountSchema', deleteAccountSchema, [{}, { currentPassword: '' }]],
      ['updateNameSchema', updateNameSchema, [{ fullName: ' ' }]],
      ['creditAmountSchema', creditAmountSchema, [0, 1.5, 10_000_000, -10_000_000, 'x']],
      ['tierChangeSchema', tierChangeSchema, [{ tier: 'gold' }]],
      ['roleGrantSchema', roleGrantSchema, [{ role: 'owner' }]],
      ['localSessionParams', localSessionParams, [{ id: 'a b' }]],
      ['adminPaymentsQuery', adminPaymentsQuery, [{ userId: 'a b' }]],
      [
        'commissionInputSchema',
        commissionInputSchema,
        [{}, { arpu: 'ten' }, { arpu: 0 }, { arpu: 1e9 }, { grossMargin: 1.5 }, { commissionCap: 101 }, { behavior: '', role: null }],
      ],
      [
        'pitchTextInputSchema',
        pitchTextInputSchema,
        [{ transcript: 'short' }, { transcript: 'x'.repeat(6000) }, { transcript: 'x'.repeat(30), durationSeconds: 1000 }],
      ],
      [
        'ratingInputSchema',
        ratingInputSchema,
        [{ toolId: 'tool-9', rating: 0 }, { toolId: 'tool-1', rating: 6, comment: 'x'.repeat(600) }, { toolId: 'tool-1' }],
      ],
      [
        'salesSetupSchema',
        salesSetupSchema,
        [{ product: ' ', scenario: 'B2C Consumer', objection: 'Price / Budget', goal: 'Close the Sale', difficulty: 'Easy (Warm Lead)' }],
      ],
      ['salesTurnInputSchema', salesTurnInputSchema, [{ text: ' ' }]],
    ];
    const found = cases.flatMap(([name, schema, inputs]) =>
      inputs.flatMap((input) => (schema.safeParse(input).error?.issues ?? []).map((issue) => ({ where: name, text: issue.message }))),
    );
    // Messages that name what was typed (`"gold" is not a role option…`, `Unknown field "x".`) vary: the code fallback covers them.
    const varying = /^".*" is not a .* option\.|^Unknown field /;
    // zod's own English for a wrong type (a form never sends one) is not ours to translate.
    const zodDefault = /^Invalid input|^Too (?:big|small)|^Invalid (?:string|number)/;
    const ours = found.filter(({ text }) => !varying.test(text) && !zodDefault.test(text));
    expect(ours.length).toBeGreaterThan(25);
    expect(missing(ours)).toEqual([]);
  });

  it('has a fallback for every error code', () => {
    const codes = Object.keys(ERROR_STATUS).filter((code) => !catalog[`code.${code}`]);
    expect(codes).toEqual([]);
  });

  it('holds each English text once (the web finds an entry by its words)', () => {
    const seen = new Map<string, string>();
    const duplicates = Object.entries(catalog).flatMap(([id, text]) => {
      const first = seen.get(text);
      seen.set(text, id);
      return first ? [`${first} / ${id}: ${JSON.stringify(text)}`] : [];
    });
    expect(duplicates).toEqual([]);
  });
});
