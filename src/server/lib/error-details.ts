import { DrizzleQueryError } from 'drizzle-orm';

// What a log line may say about an error. A failed query's own message carries its parameters
// ("Failed query: … params: <session token>,<pitch text>"), and PostgreSQL's detail and context can
// quote values ("Key (email)=(ada@example.com) already exists", "unnamed portal parameter $1 = '…'").
// Logs get the database's error (code, message, constraint…) and the query text with its $n
// placeholders, never the values.

const MAX_QUERY_CHARS = 2000;
const MAX_STACK_FRAMES = 12;
const MAX_CAUSE_DEPTH = 3;

/** Drops the `params: …` part of a drizzle "Failed query" text, wherever it was copied (messages, stacks). */
export function scrubQueryParams(text: string): string {
  if (!text.includes('params: ')) return text;
  // Parameters may span lines (pitch text): up to the first stack frame, or the end.
  return text.replace(/(Failed query: [\s\S]*?)\nparams: [\s\S]*?(?=\n {4}at |$)/g, '$1\nparams: [not logged]');
}

/** A PostgreSQL message without a quoted value (`invalid input syntax for type uuid: "…"`). */
function redactDatabaseMessage(message: string) {
  return message.replace(/: "[\s\S]*"$/, ': "…"').replace(/\bvalue "[^"]*"/g, 'value "…"');
}

/** Only the shapes of PostgreSQL's detail we know, with the values left out; others are dropped. */
function redactDatabaseDetail(detail: string | undefined): string | undefined {
  if (!detail) return undefined;
  const key =
    /^Key \(([^)]*)\)=\([\s\S]*\) (already exists|is not present in table "[^"]*"|is still referenced from table "[^"]*"|conflicts with existing key)/.exec(
      detail,
    );
  if (key) return `Key (${key[1]})=(…) ${key[2]}.`;
  if (detail.startsWith('Failing row contains')) return 'Failing row contains (…).';
  return undefined;
}

function stackFrames(error: Error) {
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  return frames.length
    ? frames
        .slice(0, MAX_STACK_FRAMES)
        .map((line) => line.trim())
        .join('\n')
    : undefined;
}

interface DatabaseErrorFields {
  code: string;
  severity?: string;
  detail?: string;
  hint?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  routine?: string;
}

function isDatabaseError(error: Error): error is Error & DatabaseErrorFields {
  const fields = error as Partial<DatabaseErrorFields>;
  return typeof fields.code === 'string' && typeof fields.severity === 'string';
}

/**
 * A loggable description of an error: for a failed query, the query text (placeholders only) and
 * the database's own error as the cause; never parameter values. Stacks are frames only (the
 * message at their top is where drizzle copies the parameters).
 */
export function describeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrubQueryParams(String(error)) };
  const described: Record<string, unknown> = { name: error.name };
  if (error instanceof DrizzleQueryError) {
    described.name = 'DrizzleQueryError';
    described.message = 'Failed query';
    described.query = error.query.length > MAX_QUERY_CHARS ? `${error.query.slice(0, MAX_QUERY_CHARS)}…` : error.query;
  } else if (isDatabaseError(error)) {
    described.message = redactDatabaseMessage(error.message);
    described.code = error.code;
    for (const field of ['severity', 'hint', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const) {
      if (error[field]) described[field] = error[field];
    }
    const detail = redactDatabaseDetail(error.detail);
    if (detail) described.detail = detail;
  } else {
    described.message = scrubQueryParams(error.message);
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' || typeof code === 'number') described.code = code;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) described.cause = describeError(error.cause, depth + 1);
  if (depth === 0) {
    const stack = stackFrames(error);
    if (stack) described.stack = stack;
  }
  return described;
}
