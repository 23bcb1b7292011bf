import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const ERROR_STATUS = {
  invalid_input: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  /** An admin whose account has no TOTP enrolled: the web sends them to set it up. */
  two_factor_required: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** An upload of the right type whose content cannot be decoded (corrupt or not audio). */
  unprocessable_audio: 422,
  rate_limited: 429,
  /** The service's daily AI budget is used up (AI_DAILY_RUNS_GLOBAL). */
  ai_budget_exhausted: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type deps throw; app.onError maps it to `{"error":{"code","message"}}`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
  get status() {
    return ERROR_STATUS[this.code];
  }
}
