import type { z } from 'zod';
import { schemaMessageText } from '../api/server-message.ts';

/** First message per field, for showing beside each input, in the reader's language. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= schemaMessageText(issue.message);
  }
  return errors;
}
