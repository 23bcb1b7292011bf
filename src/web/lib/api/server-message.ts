// The server's messages are ids of the `server` catalog (src/shared/i18n/server-message.ts): shown
// here in the active language, from the catalog the page loaded with its chunk.
import { readMessageRef, type ServerMessage } from '@shared/i18n/server-message.ts';
import { i18n, translate } from '../language/i18n.ts';

/** `message` in the active language; null when the server catalog (loaded per page) does not hold it. */
export function renderServerMessage(message: { id?: string; values?: ServerMessage['values'] }): string | null {
  if (!message.id || i18n.messages[`server.${message.id}`] === undefined) return null;
  return i18n._(`server.${message.id}`, message.values);
}

/**
 * A shared schema's message (`auth.emailRequired`, `pitch.textTooShort?min=20`) in the active
 * language. zod's own text (a wrong type, which no form sends) is shown as it is; a page that did
 * not load the server catalog (every form page does, app/router.tsx) says something generic, never an id.
 */
export function schemaMessageText(text: string): string {
  const ref = readMessageRef(text);
  if (!ref) return text;
  return renderServerMessage(ref) ?? translate('common', 'error.unexpected');
}
