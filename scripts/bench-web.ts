// `npm run bench:web`: Lighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown) on the public
// pages and on /dashboard signed in, 3 runs each, medians written to the "Web pages" section of
// docs/benchmarks.md (the other sections belong to `npm run bench`).
//
// Builds dist/web for production (as `npm start` does), starts the
// server on a free port and a temporary data directory, signs a user up through the API for the
// dashboard, and drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// Options: --runs=N (default 3), --only=/login,/tools/tool-4, --dump=DIR (each run's Lighthouse report as JSON,
// to read its long tasks and script times)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { LOCALES } from '../src/shared/i18n/locales.ts';
import { bootModulesIn } from '../src/web/boot/boot-markup.ts';
import { buildForProduction, CHROME_PATH, median, ROOT, signUpThroughApi, startBenchServer, writeBenchmarkSection } from './lib/bench-harness.ts';
import { CHROMIUM_ARGS } from '../tests/fixtures/chromium.ts';

const PUBLIC_PAGES = ['/', '/login', '/signup', '/tools/tool-1', '/tools/tool-2', '/tools/tool-3', '/tools/tool-4', '/no-such-page'];
/** Pages also measured in another language (its prerendered HTML, picked by the language cookie). */
const OTHER_LANGUAGE_PAGES = [
  { page: '/', lang: 'fr' },
  { page: '/', lang: 'sw' },
];
const SIGNED_IN_PAGES = ['/dashboard'];
const SECTION_TITLE = '## Web pages (Lighthouse, `npm run bench:web`)';
const TARGETS = { performance: 98, lcpMs: 1500, tbtMs: 100, cls: 0, accessibility: 100, landingJsKb: 120 };

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(arg('runs') ?? 3);
const only = arg('only')?.split(',');
const dumpDir = arg('dump');

interface Run {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  /** Lighthouse's measure of this machine's CPU speed during the run (its 4× slowdown is relative to it). */
  benchmarkIndex: number;
}

async function lighthouseRun(url: string, port: number, cookie?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (dumpDir) {
    mkdirSync(dumpDir, { recursive: true });
    writeFileSync(path.join(dumpDir, `${new URL(url).pathname.replaceAll('/', '_') || '_'}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = (lhr.categories.accessibility?.auditRefs ?? []).filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id);
  if (failing.length) console.log(`  ${url}: accessibility audits failing: ${failing.join(', ')}`);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP); such a run is measured again. */
async function withRetries<T>(measure: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  ${(error as Error).message}; measuring again`);
    }
  }
}

/**
 * The landing page's JavaScript in one language, gzip: every module its prerendered HTML loads before the
 * app runs (the entry, its imports, the landing route's chunks and the language's catalogs).
 */
function landingJsGzipKb(locale: string) {
  const html = readFileSync(path.join(ROOT, 'dist/web/prerender', locale, 'index.html'), 'utf8');
  const modules = bootModulesIn(html);
  if (modules.length === 0) throw new Error(`no modules in the ${locale} landing page`);
  let bytes = 0;
  for (const file of modules) bytes += gzipSync(readFileSync(path.join(ROOT, 'dist/web', file))).length;
  return bytes / 1024;
}

buildForProduction();
// The server `npm start` runs (same flags), on its own data directory.
const { baseUrl, stop } = await startBenchServer({ dataDirPrefix: 'growth-bench-web-', nodeArgs: ['--max-semi-space-size=4'] });
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_ARGS });
const rows: { page: string; signedIn: boolean; lang?: string; runs: Run[] }[] = [];
try {
  const cookie = (await signUpThroughApi(baseUrl, 'web')).map(({ name, value }) => `${name}=${value}`).join('; ');
  const pages = [
    ...PUBLIC_PAGES.map((page) => ({ page, signedIn: false, lang: undefined as string | undefined })),
    ...OTHER_LANGUAGE_PAGES.map(({ page, lang }) => ({ page, signedIn: false, lang })),
    ...SIGNED_IN_PAGES.map((page) => ({ page, signedIn: true, lang: undefined })),
  ].filter(({ page }) => !only || only.includes(page));
  for (const { page, signedIn, lang } of pages) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await withRetries(() => lighthouseRun(baseUrl + page, chrome.port, signedIn ? cookie : lang ? `gt_lang=${lang}` : undefined));
      console.log(page, signedIn ? '(signed in)' : (lang ?? ''), `run ${i + 1}:`, JSON.stringify(run));
      runs.push(run);
    }
    rows.push({ page, signedIn, lang, runs });
  }
} finally {
  chrome.kill();
  await stop();
}

const landingKbByLocale = Object.fromEntries(LOCALES.map((locale) => [locale, landingJsGzipKb(locale)]));
const landingKb = Math.max(...Object.values(landingKbByLocale));
const fmtS = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const range = (values: number[], fmt: (v: number) => string) => {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? fmt(lo) : `${fmt(lo)}–${fmt(hi)}`;
};
const table = rows.map(({ page, signedIn, lang, runs }) => {
  const m = (key: keyof Run) => median(runs.map((r) => r[key]));
  const label = page === '/no-such-page' ? '404 (`/no-such-page`)' : `\`${page}\`${signedIn ? ' (signed in)' : ''}${lang ? ` (${lang})` : ''}`;
  return `| ${label} | **${m('performance')}** (${range(
    runs.map((r) => r.performance),
    String,
  )}) | ${fmtS(m('fcpMs'))} | **${fmtS(m('lcpMs'))}** | ${Math.round(m('tbtMs'))} ms (${range(
    runs.map((r) => r.tbtMs),
    (v) => String(Math.round(v)),
  )}) | ${m('cls').toFixed(3)} | ${m('accessibility')} | ${(m('bytes') / 1024).toFixed(0)} KiB |`;
});
const medians = rows.map(({ page, signedIn, lang, runs }) => ({
  page: `${page}${signedIn ? ' (signed in)' : ''}${lang ? ` (${lang})` : ''}`,
  performance: median(runs.map((r) => r.performance)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  cls: median(runs.map((r) => r.cls)),
  accessibility: median(runs.map((r) => r.accessibility)),
}));
/** "met", or "not met on" the pages whose median misses it. */
const target = (label: string, ok: (row: (typeof medians)[number]) => boolean) => {
  const missed = medians.filter((row) => !ok(row)).map((row) => `\`${row.page}\``);
  return `${label} ${missed.length ? `**not met** on ${missed.join(', ')}` : 'met'}`;
};
const { default: lighthousePackage } = (await import('lighthouse/package.json', { with: { type: 'json' } })) as { default: { version: string } };
const chromeVersion = spawnSync(CHROME_PATH, ['--version']).stdout.toString().trim();
const benchmarkIndexes = rows.flatMap(({ runs }) => runs.map((r) => r.benchmarkIndex));
const section = [
  SECTION_TITLE,
  '',
  `Run on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, Node ${process.version}, Lighthouse ${lighthousePackage.version} (npm), ${chromeVersion} headless; mobile preset (simulated slow 4G: 150 ms RTT, 1.6 Mbps; 4× CPU slowdown), ${RUNS} runs per page, medians (range of the runs in brackets). Lighthouse's CPU benchmark index of this machine during the runs: median ${Math.round(median(benchmarkIndexes))} (${range(benchmarkIndexes, (v) => String(Math.round(v)))}); the 4× slowdown multiplies the main-thread time measured here, so TBT (and the score) follow the machine's speed. Public pages as a signed-out visitor (prerendered HTML); \`/dashboard\` with the session cookie of a user signed up through the API.`,
  '',
  '| page | performance | FCP | LCP | TBT | CLS | accessibility | bytes |',
  '|---|---|---|---|---|---|---|---|',
  ...table,
  '',
  `Landing page JavaScript (every module the prerendered landing page loads, catalogs included), gzip: ${LOCALES.map((locale) => `${locale} **${landingKbByLocale[locale]!.toFixed(1)} kB**`).join(', ')}.`,
  '',
  `Targets (issue 16, on the medians): ${[
    target(`performance ≥ ${TARGETS.performance}`, (r) => r.performance >= TARGETS.performance),
    target('LCP ≤ 1.5 s', (r) => r.lcpMs <= TARGETS.lcpMs),
    target(`TBT ≤ ${TARGETS.tbtMs} ms`, (r) => r.tbtMs <= TARGETS.tbtMs),
    target('CLS 0', (r) => r.cls <= 0.001),
    target(`accessibility ${TARGETS.accessibility}`, (r) => r.accessibility >= TARGETS.accessibility),
    `landing JS ≤ ${TARGETS.landingJsKb} kB gzip in every language ${landingKb <= TARGETS.landingJsKb ? 'met' : '**not met**'}`,
  ].join('; ')}.`,
  '',
].join('\n');
console.log('\n' + section);
if (!only) writeBenchmarkSection(SECTION_TITLE, section);
else console.log('(--only: docs/benchmarks.md not written)');
process.exit(0);
