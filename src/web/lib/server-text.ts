// The server answers in English (spec.md's texts: validation messages, error messages). The `server`
// catalog holds each of those texts under an id; here an English text is found by its exact words and
// shown in the reader's language. A text the catalog does not hold (one with a number inside, say) falls
// back to the catalog's wording for its error code, then to the English text itself.
import serverEnglish from '@shared/i18n/messages/server/en.json';
import { currentLocale, i18n } from './i18n.ts';

const idByEnglish = new Map<string, string>(Object.entries(serverEnglish as Record<string, string>).map(([id, text]) => [text, id]));

const has = (id: string) => i18n.messages[`server.${id}`] !== undefined;

/** `text` (a message from the server or a shared schema) in the active language; `code` helps when it has no entry of its own. */
export function localizeServerText(text: string, code?: string): string {
  if (currentLocale() === 'en') return text;
  // The server names the field of a validation message first ("fullName: Please enter your full name").
  const field = /^([\w.]+): (.+)$/s.exec(text.trim());
  const id = idByEnglish.get(text.trim()) ?? (field ? idByEnglish.get(field[2]!) : undefined);
  if (id && has(id)) return i18n._(`server.${id}`);
  if (code && has(`code.${code}`)) return i18n._(`server.code.${code}`);
  return text;
}
