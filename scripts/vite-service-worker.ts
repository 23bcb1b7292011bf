// Vite plugin: after `vite build` (npm run build, and the build `npm start` runs), writes dist/web/sw.js:
// the precache list read from the build's manifest (dist/web/.vite/manifest.json) and a version hash,
// followed by the worker itself (src/web/service-worker.js). See that file for what the worker does.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Manifest } from 'vite';
import type { Plugin, ResolvedConfig } from 'vite';

const WORKER_SOURCE = fileURLToPath(new URL('../src/web/service-worker.js', import.meta.url));

/**
 * Pages that must open offline once the app has been loaded, with the chunks they load lazily: the landing
 * page, the 404 page and Pipeline Math (browser-only maths). Other pages' chunks are cached when first used.
 */
const OFFLINE_PAGES = [
  /^features\/home\//,
  /^features\/pipeline\//,
  // Their texts, in every language (a few kB each): the reader may switch language offline.
  /^\.\.\/shared\/i18n\/messages\/(common|home|tools|pipeline)\//,
];

/** Pages (and the Pitch Lab's uploader) are precached only when offline pages; catalogs by namespace. */
const isPageOrCatalog = (key: string) => key.startsWith('features/') || key.includes('/i18n/messages/');

/** The files (URL paths) the shell needs: the entry, the offline pages, and everything they import. */
export function precacheList(manifest: Manifest): string[] {
  const files = new Set<string>(['/index.html']);
  const seen = new Set<string>();
  const visit = (key: string, withDynamic: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported, withDynamic);
    if (withDynamic) for (const lazy of chunk.dynamicImports ?? []) visit(lazy, withDynamic);
  };
  visit('index.html', false);
  // The entry's lazy chunks that are neither pages nor catalogs: the toaster (sonner, keyed by its
  // node_modules path), loaded with the first toast, which may well come offline ("your recording
  // is kept"); not cached, its failed import took a guest's Pitch Lab page down (issue 30).
  for (const lazy of manifest['index.html']?.dynamicImports ?? []) if (!isPageOrCatalog(lazy)) visit(lazy, true);
  for (const key of Object.keys(manifest)) if (OFFLINE_PAGES.some((pattern) => pattern.test(key))) visit(key, true);
  return [...files].sort();
}

export function serviceWorkerPlugin(): Plugin {
  let config: ResolvedConfig;
  let failed = false;
  return {
    name: 'growth-tools:service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // A failed build writes no worker; its own error is the one to show.
    buildEnd(error) {
      if (error) failed = true;
    },
    renderError() {
      failed = true;
    },
    closeBundle() {
      if (failed || config.build.ssr) return;
      const outDir = config.build.outDir;
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const precache = precacheList(manifest);
      const source = readFileSync(WORKER_SOURCE, 'utf8');
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      // A new build (new hashed files, a changed shell or worker) is a new version: new cache, old ones deleted.
      const version = createHash('sha256').update(JSON.stringify(precache)).update(index).update(source).digest('hex').slice(0, 12);
      const header = `const VERSION = ${JSON.stringify(version)};\nconst PRECACHE = ${JSON.stringify(precache)};\n`;
      writeFileSync(path.join(outDir, 'sw.js'), header + source);
    },
  };
}
