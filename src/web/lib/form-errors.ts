import type { z } from 'zod';
import { localizeServerText } from './server-text.ts';

/** First message per field, for showing beside each input, in the reader's language. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= localizeServerText(issue.message);
  }
  return errors;
}
