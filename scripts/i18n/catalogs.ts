// Reads and checks the message catalogs (src/shared/i18n/messages/<namespace>/<locale>.json) for the
// build (scripts/vite-i18n.ts), the server (src/server/lib/i18n.ts) and the catalog test: every language
// has exactly English's ids, and each translation uses the same ICU arguments and the same rich-text tags.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/shared/i18n/locales.ts';

export const MESSAGES_DIR = fileURLToPath(new URL('../../src/shared/i18n/messages/', import.meta.url));

export type Catalog = Record<string, string>;
export type CompiledCatalog = Record<string, ReturnType<typeof compileMessage>>;

export function namespaces(dir = MESSAGES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function readCatalog(namespace: string, locale: Locale, dir = MESSAGES_DIR): Catalog {
  return JSON.parse(readFileSync(path.join(dir, namespace, `${locale}.json`), 'utf8')) as Catalog;
}

export function compileCatalog(catalog: Catalog): CompiledCatalog {
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, compileMessage(message)]));
}

/** The ICU argument names and rich-text tags a message uses, sorted: what a translation must keep. */
export function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walkParts = (parts: unknown[]) => parts.forEach(walkPart);
  // A compiled part is text, or an argument: ["name"], ["amount", "number"], ["count", "plural", { one: [...] }].
  const walkPart = (part: unknown): void => {
    if (typeof part === 'string') {
      for (const match of part.matchAll(/<\/?(\w+)\s*\/?>/g)) found.add(`<${match[1]}>`);
      return;
    }
    if (!Array.isArray(part) || typeof part[0] !== 'string') return;
    found.add(`{${part[0]}}`);
    const options: unknown = part[2];
    if (options && typeof options === 'object' && !Array.isArray(options)) {
      for (const branch of Object.values(options)) walkParts(Array.isArray(branch) ? branch : [branch]);
    }
  };
  walkParts(compileMessage(message));
  return [...found].sort();
}

/** What is wrong with `catalog` against English's `reference`; empty when it is complete and consistent. */
export function catalogProblems(reference: Catalog, catalog: Catalog, label: string): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(reference)) {
    const message = catalog[id];
    if (typeof message !== 'string' || message.trim() === '') {
      problems.push(`${label}: missing translation "${id}"`);
      continue;
    }
    let expected: string[];
    let actual: string[];
    try {
      expected = placeholders(reference[id]!);
      actual = placeholders(message);
    } catch (error) {
      problems.push(`${label}: "${id}" is not valid ICU: ${(error as Error).message}`);
      continue;
    }
    if (expected.join() !== actual.join())
      problems.push(`${label}: "${id}" uses ${actual.join(' ') || 'nothing'}, English uses ${expected.join(' ') || 'nothing'}`);
  }
  for (const id of Object.keys(catalog)) if (!(id in reference)) problems.push(`${label}: "${id}" is not in English's catalog`);
  return problems;
}

/** Every problem in every catalog. */
export function allCatalogProblems(dir = MESSAGES_DIR): string[] {
  return namespaces(dir).flatMap((namespace) => {
    const reference = readCatalog(namespace, DEFAULT_LOCALE, dir);
    return LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) => {
      try {
        return catalogProblems(reference, readCatalog(namespace, locale, dir), `${namespace}/${locale}.json`);
      } catch (error) {
        return [`${namespace}/${locale}.json: ${(error as Error).message}`];
      }
    });
  });
}
