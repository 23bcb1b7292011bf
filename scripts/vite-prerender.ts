// Vite plugin: after `vite build` (npm run build, the build `npm start` runs, the e2e set-up), renders
// the public pages and the signed-in shells to HTML with src/web/prerender.tsx and writes them to
// dist/web/prerender/ with their manifest; src/server/lib/prerendered-pages.ts serves the public pages to
// signed-out visitors and the shells to requests with a session cookie.
//
// What makes the first paint fast on a slow phone:
// - the built CSS goes inline (~8 kB gzip), so nothing render-blocking is left to fetch;
// - the app's JavaScript starts loading only once the first frame is painted (a tiny deferred boot
//   script, src/web/boot/boot-script.ts built here, adds the entry and its module preloads, the page's
//   own chunk included), so on a slow link the HTML does not share the bandwidth with ~120 kB of
//   scripts; main.tsx then hydrates.
// The names the page, the boot script and the app agree on are in src/web/boot/protocol.ts.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { catalogLayers, type Locale } from '../src/shared/i18n/locales.ts';
import { bootScriptTag, prerenderedMark } from '../src/web/boot/boot-markup.ts';
import { PRERENDER_MANIFEST_FILE, type PrerenderManifest } from '../src/web/boot/prerender-manifest.ts';
import { compileBootScript } from './compile-boot-script.ts';

/** Loaded through Vite's SSR loader (it needs the app's plugins), typed from the module itself. */
type PrerenderModule = typeof import('../src/web/prerender.tsx');

const FORMATTERS = ['NumberFormat', 'DateTimeFormat', 'DisplayNames'] as const;

/**
 * Runs `render` and says whether it created an Intl formatter (the ones whose first use loads ICU's
 * data; plural rules do not), or formatted a number or date with toLocaleString.
 */
async function watchIntl<T>(render: () => Promise<T>): Promise<{ result: T; used: boolean }> {
  let used = false;
  const originals = FORMATTERS.map((name) => [name, Intl[name]] as const);
  const { toLocaleString: numberToLocale } = Number.prototype;
  const { toLocaleString: dateToLocale } = Date.prototype;
  for (const [name, original] of originals) {
    Reflect.set(Intl, name, new Proxy(original, { construct: (target, args) => ((used = true), Reflect.construct(target, args)) }));
  }
  Number.prototype.toLocaleString = function (this: number, ...args: Parameters<typeof numberToLocale>) {
    used = true;
    return numberToLocale.apply(this, args);
  };
  Date.prototype.toLocaleString = function (this: Date, ...args: Parameters<typeof dateToLocale>) {
    used = true;
    return dateToLocale.apply(this, args);
  };
  try {
    const result = await render();
    return { result, used };
  } finally {
    for (const [name, original] of originals) Reflect.set(Intl, name, original);
    Number.prototype.toLocaleString = numberToLocale;
    Date.prototype.toLocaleString = dateToLocale;
  }
}

type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  let failed = false;
  return {
    name: 'growth-tools:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // A failed build has nothing to prerender; its own error is the one to show.
    buildEnd(error) {
      if (error) failed = true;
    },
    renderError() {
      failed = true;
    },
    async closeBundle() {
      if (failed || config.build.ssr) return;
      const outDir = config.build.outDir;
      let template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      if (!template.includes('<div id="root"></div>')) throw new Error('prerender: no <div id="root"></div> in index.html');
      // The stylesheet goes inline: the first paint needs no second request.
      template = template.replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (_tag, href: string) => {
        const css = readFileSync(path.join(outDir, href), 'utf8');
        return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
      });
      // The entry script and its preloads leave the HTML: the boot script adds them after the first paint.
      const entryScript = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/.exec(template);
      if (!entryScript) throw new Error('prerender: no module script in index.html');
      const entryPreloads: string[] = [];
      template = template.replace(entryScript[0], '').replace(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g, (_tag, href: string) => {
        entryPreloads.push(href);
        return '';
      });
      // A file of its own, not inline: the server's Content-Security-Policy allows scripts from 'self' only.
      const bootScript = await compileBootScript(path.join(config.root, 'boot/boot-script.ts'), config.build.target);
      const bootFile = `assets/prerender-boot-${createHash('sha256').update(bootScript).digest('hex').slice(0, 8)}.js`;
      writeFileSync(path.join(outDir, bootFile), bootScript);

      const buildManifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
      const inEntry = new Set<string>();
      /**
       * `key` and its static imports, dependencies first: main.tsx evaluates the page's modules one task
       * each in this order, so each one's imports are already evaluated and it runs alone.
       */
      const collect = (key: string, into: Set<string>, visiting = new Set<string>()) => {
        if (into.has(key) || visiting.has(key) || !buildManifest[key]) return;
        visiting.add(key);
        for (const dep of buildManifest[key]!.imports ?? []) collect(dep, into, visiting);
        into.add(key);
      };
      collect('index.html', inEntry);
      /** The files of these manifest keys and their static imports, minus what the entry already loads. */
      const chunkFiles = (keys: string[]) => {
        const wanted = new Set<string>();
        for (const key of keys) collect(key, wanted);
        return [...wanted].filter((key) => !inEntry.has(key)).map((key) => `/${buildManifest[key]!.file}`);
      };

      const server = await createServer({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const mod = (await server.ssrLoadModule('/prerender.tsx')) as PrerenderModule;
        const dir = path.join(outDir, 'prerender');
        mkdirSync(dir, { recursive: true });
        // Modules loaded so far (a dynamic import's target is in the graph before it is loaded).
        const loadedModules = () =>
          new Set([...server.environments.ssr.moduleGraph.idToModuleMap].filter(([, node]) => node.transformResult).map(([id]) => id));
        /** The page's own chunk (its lazy route module), which hydration waits for: found on its first render. */
        const pageChunks = new Map<string, string[]>();
        const write = async (pathname: string, locale: Locale, file: string, signedIn = false) => {
          const before = loadedModules();
          const {
            result: { html },
            used: formatsAsItRenders,
          } = await watchIntl(() => mod.prerender(pathname, locale, { signedIn }));
          if (!pageChunks.has(pathname)) {
            const pageModules = [...loadedModules()].filter((id) => !before.has(id) && /-page\.tsx$/.test(id));
            pageChunks.set(
              pathname,
              pageModules.map((id) => path.relative(config.root, id)),
            );
          }
          // Its catalogs in this language, which hydration waits for too.
          const catalogs = mod
            .namespacesFor(pathname)
            .flatMap((namespace) => catalogLayers(locale).map((layer) => `../shared/i18n/messages/${namespace}/${layer}.json?compiled`));
          const modules = [...entryPreloads, ...chunkFiles([...pageChunks.get(pathname)!, ...catalogs]), entryScript[1]];
          const page = template
            .replace(/<html lang="[^"]*"/, `<html lang="${locale}" ${prerenderedMark(signedIn)}`)
            .replace('</head>', `  ${bootScriptTag({ src: `/${bootFile}`, modules, warmIntl: formatsAsItRenders || signedIn })}\n  </head>`)
            .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
          mkdirSync(path.join(dir, locale), { recursive: true });
          writeFileSync(path.join(dir, locale, file), page);
          return `prerender/${locale}/${file}`;
        };
        const pages: PrerenderManifest['pages'] = {};
        const signedIn: PrerenderManifest['signedIn'] = {};
        const notFound: PrerenderManifest['notFound'] = {};
        const fileFor = (pathname: string) => (pathname === '/' ? 'index.html' : `${pathname.slice(1).replaceAll('/', '_')}.html`);
        for (const locale of mod.LOCALES) {
          pages[locale] = {};
          signedIn[locale] = {};
          for (const pathname of mod.PRERENDERED_PATHS) pages[locale][pathname] = await write(pathname, locale, fileFor(pathname));
          for (const pathname of mod.SIGNED_IN_SHELL_PATHS) signedIn[locale][pathname] = await write(pathname, locale, `signed-in_${fileFor(pathname)}`, true);
          notFound[locale] = await write(mod.NOT_FOUND_SAMPLE_PATH, locale, '404.html');
        }
        const manifest: PrerenderManifest = { pages, signedIn, notFound, clientRoutes: mod.clientRoutePatterns() };
        writeFileSync(path.join(outDir, PRERENDER_MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
      } finally {
        await server.close();
      }
    },
  };
}
