// Vite plugin: the web loads each catalog as `<namespace>/<locale>.json?compiled` (src/web/lib/language/i18n.ts).
// Those imports get their messages precompiled for @lingui/core, so the browser ships no ICU parser, and
// a catalog that misses one of English's ids, or drops an argument, fails the build (and shows in dev).
// Plain imports of the same files (English texts used as constants in src/shared) stay as they are.
import path from 'node:path';
import type { Plugin } from 'vite';
import { catalogProblems, compileCatalog, overlayProblems, readCatalog, MESSAGES_DIR, type Catalog } from './i18n/catalogs.ts';
import { DEFAULT_LOCALE, isLocale, isOverlayLocale, LOCALE_PATTERN } from '../src/shared/i18n/locales.ts';

const COMPILED = new RegExp(`/src/shared/i18n/messages/([\\w-]+)/(${LOCALE_PATTERN})\\.json\\?compiled$`);

export function i18nPlugin(): Plugin {
  return {
    name: 'growth-tools:i18n',
    enforce: 'pre',
    transform(code, id) {
      const match = COMPILED.exec(id.replaceAll('\\', '/'));
      if (!match) return null;
      const [, namespace, locale] = match as unknown as [string, string, string];
      if (!isLocale(locale)) this.error(`i18n: ${locale} is not one of the languages in src/shared/i18n/locales.ts`);
      const catalog = JSON.parse(code) as Catalog;
      if (locale !== DEFAULT_LOCALE) {
        this.addWatchFile(path.join(MESSAGES_DIR, namespace, `${DEFAULT_LOCALE}.json`));
        // A regional overlay (pt-BR) holds only what differs from its base language; the rest is checked there.
        const check = isOverlayLocale(locale) ? overlayProblems : catalogProblems;
        const problems = check(readCatalog(namespace, DEFAULT_LOCALE), catalog, `${namespace}/${locale}.json`);
        if (problems.length > 0) this.error(`i18n: ${problems.length} problem(s):\n${problems.slice(0, 20).join('\n')}`);
      }
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compileCatalog(catalog)))});`, map: null, moduleType: 'js' };
    },
  };
}
