import { AppError } from './app-error.ts';

// Text PostgreSQL cannot store: U+0000 is refused in text and jsonb ("invalid byte sequence" /
// "unsupported Unicode escape sequence"), and a UTF-16 surrogate without its pair has no UTF-8
// form at all. Refused where input is parsed (route bodies, queries, path parameters and the auth
// endpoints), so no handler, limiter key or query ever sees it.

// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const UNSAFE_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type UnsafeTextReason = 'nul' | 'lone_surrogate';

/** Why a string cannot be stored as text, or null when it can. */
export function unsafeTextReason(text: string): UnsafeTextReason | null {
  const match = UNSAFE_CHARACTER.exec(text);
  if (!match) return null;
  return match[0] === '\u0000' ? 'nul' : 'lone_surrogate';
}

export interface UnsafeTextFound {
  /** Where in the value: `setup.product`, `transcript.2.text`, `(key of) inputs`; empty for the value itself. */
  path: string;
  reason: UnsafeTextReason;
}

/**
 * The first string (object keys included) anywhere in a parsed JSON value, query or parameter set
 * that cannot be stored as text. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findUnsafeText(value: unknown): UnsafeTextFound | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      const reason = unsafeTextReason(current);
      if (reason) return { path, reason };
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) pending.push({ value: current[index], path: join(path, index) });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index]!;
        const reason = unsafeTextReason(key);
        if (reason) return { path: `(key of) ${path || 'body'}`, reason };
        pending.push({ value: item, path: join(path, key) });
      }
    }
  }
  return null;
}

/** The error users (and API clients) get for a refused character, naming where it was. */
function unsafeTextError(found: UnsafeTextFound, where?: string) {
  const field = [where, found.path].filter(Boolean).join(' ') || undefined;
  const id = found.reason === 'nul' ? 'common.textHasNul' : 'common.textHasLoneSurrogate';
  return new AppError('invalid_input', id, { field, details: { field: found.path || where || null, reason: found.reason } });
}

/** Throws 400 invalid_input when `value` holds text that cannot be stored. */
export function assertSafeText(value: unknown, where?: string) {
  const found = findUnsafeText(value);
  if (found) throw unsafeTextError(found, where);
}
