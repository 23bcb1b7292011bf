import { ERROR_STATUS, type ErrorCode } from '../../shared/errors.ts';

export { ERROR_STATUS, type ErrorCode } from '../../shared/errors.ts';

/** The one error type services throw; app.onError maps it to `{"error":{"code","message"}}`. */
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
