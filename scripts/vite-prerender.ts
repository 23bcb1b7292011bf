// Vite plugin: after `vite build` (npm run build, the build `npm start` runs, the e2e set-up), renders
// the public pages and the signed-in shells to HTML with src/web/prerender.tsx and writes them to
// dist/web/prerender/ with their manifest; src/server/lib/prerendered-pages.ts serves the public pages to
// signed-out visitors and the shells to requests with a session cookie.
//
// What makes the first paint fast on a slow phone:
// - the built CSS goes inline (~8 kB gzip), so nothing render-blocking is left to fetch;
// - the app's JavaScript starts loading only once the first frame is painted (a tiny deferred boot
//   script adds the entry and its module preloads, the page's own chunk included), so on a slow link
//   the HTML does not share the bandwidth with ~120 kB of scripts; main.tsx then hydrates.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

/** Written next to the pages; read by the server (src/server/lib/prerendered-pages.ts). */
export interface PrerenderManifest {
  /** Language → request path → file under dist/web. */
  pages: Record<string, Record<string, string>>;
  /** Language → request path → file under dist/web: signed-in shells (the profile still loading). */
  signedIn: Record<string, Record<string, string>>;
  /** Language → the 404 page, for paths no client route matches. */
  notFound: Record<string, string>;
  /** Every path pattern of the client router (`:param` segments). */
  clientRoutes: string[];
}

interface PrerenderModule {
  PRERENDERED_PATHS: string[];
  SIGNED_IN_SHELL_PATHS: string[];
  NOT_FOUND_SAMPLE_PATH: string;
  LOCALES: readonly string[];
  prerender(pathname: string, locale: string, options?: { signedIn?: boolean }): Promise<{ html: string }>;
  namespacesFor(pathname: string): string[];
  clientRoutePatterns(): string[];
}

/**
 * Runs once the prerendered page is parsed: after the first frame, loads the app (data-modules: preloads,
 * entry last). Until the app has hydrated (`app:hydrated`, sent by App), the page is visible but React is
 * not there yet: a form submitted then is held (not sent natively, which would reload the page) and
 * submitted again once hydrated, after the values typed meanwhile have been handed to React.
 */
const BOOT_SCRIPT = `(function () {
  var modules = document.currentScript.getAttribute('data-modules').split(' ');
  var warm = document.currentScript.hasAttribute('data-warm-intl');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var next = 0;
    // In batches, a task each: a module preload costs the main thread about half a millisecond to
    // request (four times that on a slow phone), and thirty in one go made one long task.
    (function batch() {
      modules.slice(next, next + 8).forEach(function (href, i) {
        var entry = next + i === modules.length - 1;
        var el = document.createElement(entry ? 'script' : 'link');
        if (entry) { el.type = 'module'; el.src = href; } else { el.rel = 'modulepreload'; el.href = href; }
        el.crossOrigin = 'anonymous';
        document.head.appendChild(el);
      });
      next += 8;
      if (next < modules.length) setTimeout(batch, 0);
      else if (warm) setTimeout(warmIntl, 0);
    })();
  }
  // The first Intl.NumberFormat of a page loads ICU's locale and number data: 12-20 ms on a fast machine
  // (up to 80 when the data is not in memory), four times that on a slow phone. On a page that formats
  // numbers, dates or names as it renders (data-warm-intl: seen while prerendering it, and on a signed-in
  // shell, which formats the user's credits once the profile is there), it is done here
  // while the scripts download, in two tasks of their own (the locale's data first), instead of inside
  // the app's module evaluation or first render, where it made their tasks long.
  var lang = document.documentElement.lang || 'en';
  function warmIntl() {
    try {
      new Intl.Locale(lang).maximize();
      setTimeout(function () {
        new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(1);
        new Intl.PluralRules(lang).select(1);
      }, 0);
    } catch (error) {
      // A browser without Intl.Locale: the app has nothing to warm either.
    }
  }
  // Once the first frame is on screen: a paint entry comes when it has been presented, an animation
  // frame only when it is about to be drawn (a script requested then can still be counted as holding
  // up the first paint). Hidden tabs paint nothing, and a browser may not report paints: a timer.
  if (document.visibilityState === 'hidden') setTimeout(start, 0);
  else if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1) {
    new PerformanceObserver(function (list, observer) {
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 2000);
  } else {
    requestAnimationFrame(function () { setTimeout(start, 0); });
    setTimeout(start, 300);
  }

  var typed = new Map();
  var held = null;
  function record(event) {
    var el = event.target;
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) typed.set(el, { value: el.value, checked: el.checked });
  }
  var clicks = [];
  function hold(event) {
    event.preventDefault();
    event.stopPropagation();
    held = { form: event.target, submitter: event.submitter };
  }
  // A button does nothing without React: its click is kept and clicked again once hydrated.
  function holdClick(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    clicks.push({ button: button, text: button.textContent });
  }
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener('click', holdClick, true);
  document.addEventListener('app:hydrated', function () {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('input', record, true);
    document.removeEventListener('change', record, true);
    document.removeEventListener('submit', hold, true);
    // React took the typed values as the server's during hydration: its value tracker is first moved
    // off them, so putting them back (with the prototype's setter) reads as a change and calls onChange.
    typed.forEach(function (state, el) {
      if (!el.isConnected) return;
      if (el.type === 'checkbox' || el.type === 'radio') {
        if (el.type === 'radio' && !state.checked) return;
        el.checked = !state.checked;
        el.click();
        return;
      }
      el.value = state.value + ' ';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set.call(el, state.value);
      el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    });
    var queue = clicks.slice();
    // After React has rendered the values just handed to it.
    setTimeout(function next() {
      var click = queue.shift();
      if (click) {
        // React may have re-rendered the button since: then the one with the same text.
        var button = click.button.isConnected
          ? click.button
          : Array.prototype.find.call(document.querySelectorAll('button'), function (b) { return b.textContent === click.text; });
        if (button) button.click();
        setTimeout(next, 0);
      } else if (held && held.form.isConnected) {
        held.form.requestSubmit(held.submitter && held.submitter.isConnected ? held.submitter : undefined);
      }
    }, 0);
  }, { once: true });
})();
`;

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
      const bootFile = `assets/prerender-boot-${createHash('sha256').update(BOOT_SCRIPT).digest('hex').slice(0, 8)}.js`;
      writeFileSync(path.join(outDir, bootFile), BOOT_SCRIPT);

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
        const write = async (pathname: string, locale: string, file: string, signedIn = false) => {
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
          const catalogs = mod.namespacesFor(pathname).map((namespace) => `../shared/i18n/messages/${namespace}/${locale}.json?compiled`);
          const modules = [...entryPreloads, ...chunkFiles([...pageChunks.get(pathname)!, ...catalogs]), entryScript[1]];
          const page = template
            .replace(/<html lang="[^"]*"/, `<html lang="${locale}" ${signedIn ? 'data-prerendered="signed-in"' : 'data-prerendered'}`)
            .replace(
              '</head>',
              `  <script defer src="/${bootFile}" data-modules="${modules.join(' ')}"${formatsAsItRenders || signedIn ? ' data-warm-intl' : ''}></script>\n  </head>`,
            )
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
        writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
      } finally {
        await server.close();
      }
    },
  };
}
