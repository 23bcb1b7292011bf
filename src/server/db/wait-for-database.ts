/**
 * Start-up against a PostgreSQL that is not up yet: app nodes and their database often start
 * together, so connection failures are retried with backoff for a while, each reported in one
 * line naming DATABASE_URL's host and port (never its password), and then end start-up with
 * DatabaseUnreachableError, which the server turns into exit code 1 without a stack trace.
 */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/** Network failures and a server that is starting, stopping or full: worth another try. */
const RETRYABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'EPIPE',
  // cannot_connect_now: "the database system is starting up" (or shutting down, or in recovery)
  '57P03',
  // too_many_connections
  '53300',
]);

/** `host:port` of a postgres:// URL (no user, no password). */
export function databaseTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`;
  } catch {
    return 'DATABASE_URL';
  }
}

export function describeConnectError(error: unknown, url?: string): { retryable: boolean; reason: string } {
  const e = error as { code?: string; message?: string; errors?: unknown[] } | undefined;
  // Node reports "localhost" resolving to ::1 and 127.0.0.1 as an AggregateError of both.
  const code = e?.code ?? (e?.errors?.[0] as { code?: string } | undefined)?.code;
  let message = String(e?.message ?? error).split('\n')[0]!;
  if (url) {
    const password = safePassword(url);
    if (password) message = message.split(password).join('***');
  }
  if (code && RETRYABLE_CODES.has(code)) return { retryable: true, reason: code.startsWith('5') ? message : code };
  if (/timeout|terminated|ECONNREFUSED|ECONNRESET/i.test(message)) return { retryable: true, reason: message };
  return { retryable: false, reason: message || code || 'unknown error' };
}

function safePassword(url: string) {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return '';
  }
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

export interface RetryOptions {
  /** host:port for the messages. */
  target: string;
  /** Give up when this much time has passed since the first attempt (0: one attempt). */
  timeoutMs: number;
  /** The DATABASE_URL, only to scrub its password from driver messages. */
  url?: string;
  log?: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/** Runs `attempt` until it succeeds, retrying connection failures with exponential backoff. */
export async function retryConnect<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { target, timeoutMs, url, log = (line) => console.error(line), sleep = (ms) => new Promise((r) => setTimeout(r, ms)), now = Date.now } = options;
  const maxDelayMs = options.maxDelayMs ?? 10_000;
  let delay = options.firstDelayMs ?? 1000;
  const started = now();
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      const { retryable, reason } = describeConnectError(error, url);
      if (!retryable) throw new DatabaseUnreachableError(`Database at ${target} (DATABASE_URL) refused the connection: ${reason}`);
      const elapsed = now() - started;
      const left = timeoutMs - elapsed;
      if (left <= 0) {
        throw new DatabaseUnreachableError(
          `Database not reachable at ${target} (DATABASE_URL): ${reason} — giving up after ${seconds(elapsed)} (DATABASE_CONNECT_TIMEOUT_MS=${timeoutMs})`,
        );
      }
      const wait = Math.min(delay, left);
      log(`Database not reachable at ${target} (DATABASE_URL): ${reason} — retrying in ${seconds(wait)} (until ${seconds(timeoutMs)})`);
      await sleep(wait);
      delay = Math.min(delay * 2, maxDelayMs);
    }
  }
}
