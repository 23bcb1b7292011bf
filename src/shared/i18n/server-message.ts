// Every text the server (or a shared schema) puts in front of a person is an id of the `server`
// catalog, never English: the server renders it in the reader's language, the web re-renders it
// from the id when it holds the catalog. A zod issue carries one string, so a schema's message is
// the id itself, with any values after a `?` (`pitch.textTooShort?min=20`).
import type { MessageId, MessageValues } from './namespaces.ts';

export type ServerMessageId = MessageId<'server'>;

/** A message of the `server` catalog and the values of its ICU arguments. */
export interface ServerMessage {
  id: ServerMessageId;
  values?: MessageValues;
}

/** The id of a schema message (`msg('auth.emailRequired')`), typed so an unknown id fails typecheck. */
export function msg(id: ServerMessageId, values?: Record<string, string | number>): string {
  if (!values) return id;
  return `${id}?${new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString()}`;
}

const REFERENCE = /^([A-Za-z]+(?:\.[A-Za-z_]+)+)(?:\?(.*))?$/s;

/**
 * The id and values a schema message names; null for any other text (zod's own English for a wrong
 * type, say). Whether the id is in the catalog is the reader's to check.
 */
export function readMessageRef(text: string): ServerMessage | null {
  const match = REFERENCE.exec(text);
  if (!match) return null;
  const id = match[1] as ServerMessageId;
  return match[2] === undefined ? { id } : { id, values: Object.fromEntries(new URLSearchParams(match[2])) };
}
