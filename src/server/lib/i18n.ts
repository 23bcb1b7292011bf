// The server's translations (mails, and whatever else the server writes in a user's language): the same
// catalogs as the web (src/shared/i18n/messages), read once per language, compiled on first use.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, PLURAL_TAGS, catalogLayers, isLocale, type Locale } from '../../shared/i18n/locales.ts';
import type { MessageId, MessageValues, Namespace } from '../../shared/i18n/namespaces.ts';

const MESSAGES_DIR = fileURLToPath(new URL('../../shared/i18n/messages/', import.meta.url));
const instances = new Map<Locale, I18n>();

function instanceFor(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (instance) return instance;
  const messages: Messages = {};
  for (const namespace of readdirSync(MESSAGES_DIR)) {
    // pt-BR is pt with its overlay's texts over it; a namespace where nothing differs has no overlay.
    for (const [index, layer] of catalogLayers(locale).entries()) {
      const file = path.join(MESSAGES_DIR, namespace, `${layer}.json`);
      if (index > 0 && !existsSync(file)) continue;
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      for (const [id, message] of Object.entries(catalog)) messages[`${namespace}.${id}`] = message;
    }
  }
  instance = setupI18n();
  // Production builds of @lingui/core expect precompiled catalogs; the server compiles as it reads.
  instance.setMessagesCompiler(compileMessage);
  instance.load(locale, messages);
  // The plural rules the catalog is written for: European Portuguese's, not Intl's bare "pt" (Brazil's).
  instance.activate(locale, [PLURAL_TAGS[locale]]);
  instances.set(locale, instance);
  return instance;
}

/** Whether `id` is a message of the server catalog (the English catalog is the reference). */
export function isServerMessageId(id: string): id is MessageId<'server'> {
  return instanceFor(DEFAULT_LOCALE).messages[`server.${id}`] !== undefined;
}

export type ServerTranslate<N extends Namespace> = (id: MessageId<N>, values?: MessageValues) => string;

/** `t` for one namespace in `locale` (anything not a supported language is English). */
export function serverT<N extends Namespace>(locale: string | null | undefined, namespace: N): ServerTranslate<N> {
  const instance = instanceFor(isLocale(locale) ? locale : DEFAULT_LOCALE);
  return (id, values) => instance._(`${namespace}.${id}`, values);
}
