import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../shared/api-types.ts';
import type { ErrorCode } from '../../shared/errors.ts';
import type { ServerMessage } from '../../shared/i18n/server-message.ts';
import { AppError, renderErrorMessage } from './app-error.ts';
import { requestLocale } from './resolve-actor.ts';

/** The language the caller reads: the app's locale cookie, else Accept-Language. */
export function callerLocale(c: Context) {
  return requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
}

/**
 * The one shape of every error answer: `{ error: { code, id, values?, message, details? } }`, the
 * message rendered in `locale`. `code` is ours (src/shared/errors.ts), or better-auth's own code on
 * its endpoints.
 */
export function errorBody(
  code: string,
  message: ServerMessage & { field?: string },
  locale: string | null | undefined,
  details?: Record<string, unknown>,
): ApiErrorBody {
  return {
    error: {
      code,
      id: message.id,
      ...(message.values ? { values: message.values } : {}),
      message: renderErrorMessage(locale, message.id, message.values, message.field),
      ...(details ? { details } : {}),
    },
  };
}

/** `error` as the JSON answer to this request, with its code's status. */
export function errorResponse(c: Context, error: AppError) {
  return c.json(errorBody(error.code, error, callerLocale(c), error.details), error.status as ContentfulStatusCode);
}

/** A refusal written at the edge (not found, body limits, the CLI bridge): the same envelope as a thrown AppError. */
export function refuse(c: Context, code: ErrorCode, id: AppError['id']) {
  return errorResponse(c, new AppError(code, id));
}
