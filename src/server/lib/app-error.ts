import { ERROR_STATUS, type ErrorCode } from '../../shared/errors.ts';
import type { MessageValues } from '../../shared/i18n/namespaces.ts';
import type { ServerMessageId } from '../../shared/i18n/server-message.ts';
import { serverT } from './i18n.ts';

export { type ErrorCode } from '../../shared/errors.ts';

interface AppErrorOptions {
  /** Values of the message's ICU arguments (`{ maxKiB: 64 }`). */
  values?: MessageValues;
  /** Machine-readable facts the web acts on (`reason`, `retryAfterSeconds`, validation `issues`). */
  details?: Record<string, unknown>;
  /** The input field at fault: the message reads `field: text` (validation errors). */
  field?: string;
}

/**
 * The one error type services throw; app.onError renders it in the caller's language as
 * `{"error":{"code","id","values","message","details"}}`. The message is an id of the server
 * catalog, never a sentence: a string that is not an id (English prose) fails typecheck.
 */
export class AppError extends Error {
  readonly values?: MessageValues;
  readonly details?: Record<string, unknown>;
  readonly field?: string;

  constructor(
    readonly code: ErrorCode,
    readonly id: ServerMessageId,
    options: AppErrorOptions = {},
  ) {
    // English, for logs and tests; the caller reads renderMessage(their locale).
    super(renderErrorMessage('en', id, options.values, options.field));
    this.values = options.values;
    this.details = options.details;
    this.field = options.field;
  }

  get status() {
    return ERROR_STATUS[this.code];
  }

  /** The message in `locale` (anything not a supported language is English). */
  renderMessage(locale: string | null | undefined) {
    return renderErrorMessage(locale, this.id, this.values, this.field);
  }
}

export function renderErrorMessage(locale: string | null | undefined, id: ServerMessageId, values?: MessageValues, field?: string) {
  const text = serverT(locale, 'server')(id, values);
  return field ? `${field}: ${text}` : text;
}
