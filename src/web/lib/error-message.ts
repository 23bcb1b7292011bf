import { ApiError } from './api.ts';
import { translate } from './i18n.ts';
import { localizeServerText } from './server-text.ts';

/** What to tell the user about a failed call, in their language; `fallback` (already translated) when the error says nothing. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.message) return fallback;
  if (error.code === 'network') return translate('common', 'error.network');
  return localizeServerText(error.message, error.code);
}
