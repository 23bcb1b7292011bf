// Reads and checks the message catalogs (src/shared/i18n/messages/<namespace>/<locale>.json) for the
// build (scripts/vite-i18n.ts), the server (src/server/lib/i18n.ts) and the catalog test: every language
// has exactly English's ids, and each translation uses the same ICU arguments and the same rich-text tags.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { BASE_LOCALES, DEFAULT_LOCALE, OVERLAYS, catalogLayers, type Locale, type OverlayLocale } from '../../src/shared/i18n/locales.ts';

export const MESSAGES_DIR = fileURLToPath(new URL('../../src/shared/i18n/messages/', import.meta.url));

export type Catalog = Record<string, string>;
export type CompiledCatalog = Record<string, ReturnType<typeof compileMessage>>;

export function namespaces(dir = MESSAGES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** A language's whole catalog for `namespace`: a regional variant's overlay merged over its base language. */
export function readCatalog(namespace: string, locale: Locale, dir = MESSAGES_DIR): Catalog {
  const [base, ...overlays] = catalogLayers(locale);
  return Object.assign(readFile(namespace, base!, dir), ...overlays.map((overlay) => readOverlay(namespace, overlay as OverlayLocale, dir)));
}

function readFile(namespace: string, locale: Locale, dir: string): Catalog {
  return JSON.parse(readFileSync(path.join(dir, namespace, `${locale}.json`), 'utf8')) as Catalog;
}

/** Only the texts a regional variant words differently (`pt-BR.json`); none when the file is absent. */
export function readOverlay(namespace: string, locale: OverlayLocale, dir = MESSAGES_DIR): Catalog {
  return existsSync(path.join(dir, namespace, `${locale}.json`)) ? readFile(namespace, locale, dir) : {};
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

/**
 * What is wrong with a regional overlay (`pt-BR.json`) against English: it may leave ids out (its base
 * language's text then shows), but each id it has must be English's, with English's arguments and tags.
 */
export function overlayProblems(reference: Catalog, overlay: Catalog, label: string): string[] {
  const present = Object.fromEntries(
    Object.keys(overlay)
      .filter((id) => id in reference)
      .map((id) => [id, reference[id]!]),
  );
  return catalogProblems(present, overlay, label);
}

/** Every problem in every catalog. */
export function allCatalogProblems(dir = MESSAGES_DIR): string[] {
  return namespaces(dir).flatMap((namespace) => {
    const reference = readCatalog(namespace, DEFAULT_LOCALE, dir);
    const attempt = (label: string, check: () => string[]) => {
      try {
        return check();
      } catch (error) {
        return [`${label}: ${(error as Error).message}`];
      }
    };
    return [
      ...BASE_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) => {
        const label = `${namespace}/${locale}.json`;
        return attempt(label, () => catalogProblems(reference, readFile(namespace, locale, dir), label));
      }),
      ...(Object.keys(OVERLAYS) as OverlayLocale[]).flatMap((locale) => {
        const label = `${namespace}/${locale}.json`;
        return attempt(label, () => overlayProblems(reference, readOverlay(namespace, locale, dir), label));
      }),
    ];
  });
}
