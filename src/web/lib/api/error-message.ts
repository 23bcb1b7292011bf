import { ApiError } from './api.ts';
import { translate } from '../language/i18n.ts';
import { renderServerMessage } from './server-message.ts';

/**
 * What to tell the user about a failed call, in their language: the server catalog's message for
 * the error's id, else the server's own text (rendered in the language the request asked for),
 * else the text for its code; `fallback` (already translated) when the error says nothing.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'network') return translate('common', 'error.network');
  const text = renderServerMessage(error);
  if (text !== null) return withField(error, text);
  return error.message || (renderServerMessage({ id: `code.${error.code}` }) ?? fallback);
}

/** A validation error names its field first (`fullName: …`), as the server's message does. */
function withField(error: ApiError, text: string) {
  const issues = error.details?.issues;
  const path = Array.isArray(issues) ? (issues[0] as { path?: unknown } | undefined)?.path : undefined;
  const field = Array.isArray(path) ? path.join('.') : '';
  return error.code === 'invalid_input' && field ? `${field}: ${text}` : text;
}
