import { AsyncLocalStorage } from 'node:async_hooks';
import { describeError, scrubQueryParams } from './error-details.ts';

type Level = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

let threshold: Level = 'info';
export function setLogLevel(level: Level) {
  threshold = level;
}

/** The request being handled (set by the request-id middleware): every line logged while handling it carries its id. */
const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** Errors become their safe description (database cause, no query parameters); copied query texts lose their parameters. */
function safeFields(fields: Record<string, unknown>) {
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    safe[key] = value instanceof Error ? describeError(value) : typeof value === 'string' ? scrubQueryParams(value) : value;
  }
  return safe;
}

function write(level: Exclude<Level, 'silent'>, message: string, fields?: Record<string, unknown>) {
  if (ORDER[level] < ORDER[threshold]) return;
  const requestId = currentRequestId();
  const line = JSON.stringify({
    t: new Date().toISOString(),
    level,
    msg: scrubQueryParams(message),
    ...(requestId ? { requestId } : {}),
    ...(fields ? safeFields(fields) : {}),
  });
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + '\n');
}

export const logger = {
  debug: (m: string, f?: Record<string, unknown>) => write('debug', m, f),
  info: (m: string, f?: Record<string, unknown>) => write('info', m, f),
  warn: (m: string, f?: Record<string, unknown>) => write('warn', m, f),
  error: (m: string, f?: Record<string, unknown>) => write('error', m, f),
};
