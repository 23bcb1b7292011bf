// better-auth answers in English; the catalog holds each of its messages people can meet under a
// betterAuth.* id. Only this vendor's words are matched: our own errors are ids from the start.
import { readFileSync } from 'node:fs';
import type { ServerMessage, ServerMessageId } from '../../shared/i18n/server-message.ts';

const english = JSON.parse(readFileSync(new URL('../../shared/i18n/messages/server/en.json', import.meta.url), 'utf8')) as Record<ServerMessageId, string>;
const idByText = new Map(
  Object.entries(english)
    .filter(([id]) => id.startsWith('betterAuth.'))
    .map(([id, text]) => [text, id as ServerMessageId]),
);

/** The catalog message for a better-auth error text; one it does not know keeps its words (English) for English readers. */
export function betterAuthMessage(text: string | undefined): ServerMessage {
  if (!text) return { id: 'common.requestFailed' };
  return { id: idByText.get(text) ?? 'betterAuth.other', ...(idByText.has(text) ? {} : { values: { detail: text } }) };
}
