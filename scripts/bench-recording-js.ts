// `npm run bench:recording-js`: the JavaScript a signed-in user's browser loads for the Pitch Lab
// (/tools/tool-1) up to a submitted recording, every script, gzip, against issue 30's 150 kB budget;
// written to its section of docs/benchmarks.md. Production build (the e2e build bundles React's
// development code, so it cannot measure this), a server on a free port and a temporary data
// directory, a user signed up through the API, Debian's Chromium with its fake microphone.
// Options: --no-build (measure the dist/web already there, built for production).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildForProduction, CHROME_PATH, ROOT, signUpThroughApi, startBenchServer, writeBenchmarkSection } from './lib/bench-harness.ts';

const BUDGET_KB = 150;
const SECTION_TITLE = '## Recording flow JavaScript (`npm run bench:recording-js`)';

/** Every script the page loaded (resource timing lists network and cache hits alike), as dist/web paths. */
async function recordingFlowScripts(baseUrl: string, cookies: Awaited<ReturnType<typeof signUpThroughApi>>) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseUrl })));
    const page = await context.newPage();
    // The upload is held: what the report needs (its renderer, the rating form) is not the recording flow's.
    let uploaded = false;
    await page.route('**/api/pitch-lab/analyze-audio**', () => {
      uploaded = true;
    });
    await page.goto('/tools/tool-1');
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await page.getByRole('button', { name: 'Submit Recording' }).waitFor();
    await page.waitForTimeout(3_000);
    await page.getByRole('button', { name: 'Submit Recording' }).click();
    await page.getByText('Our analysis will take 30-60 seconds').waitFor();
    await page.waitForTimeout(1_000);
    if (!uploaded) throw new Error('the recording was not uploaded');
    const paths = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js') && pathname !== '/sw.js'),
    );
    return [...new Set(paths)];
  } finally {
    await browser.close();
  }
}

if (!process.argv.includes('--no-build')) buildForProduction();
const { baseUrl, stop } = await startBenchServer({ dataDirPrefix: 'growth-bench-rec-' });
let scripts: string[];
try {
  scripts = await recordingFlowScripts(baseUrl, await signUpThroughApi(baseUrl, 'rec'));
} finally {
  await stop();
}
const sizes = scripts
  .map((pathname) => ({ file: path.basename(pathname), kb: gzipSync(readFileSync(path.join(ROOT, 'dist/web', pathname)), { level: 9 }).length / 1024 }))
  .sort((a, b) => b.kb - a.kb);
const totalKb = sizes.reduce((sum, { kb }) => sum + kb, 0);
const section = [
  SECTION_TITLE,
  '',
  `Run on ${new Date().toISOString().slice(0, 10)}, production build, Node ${process.version}. Every script a signed-in user's browser loads for \`/tools/tool-1\` (Pitch Lab), from the page load through Start Recording to Submit Recording and the upload under way (its answer held back, so the report's own code is not counted), catalogs included, gzip -9 (resource timing of the page: network and cache alike; the service worker's precache not counted).`,
  '',
  `Total: **${totalKb.toFixed(1)} kB** in ${sizes.length} scripts; budget (issue 30) ≤ ${BUDGET_KB} kB ${totalKb <= BUDGET_KB ? 'met' : '**not met**'}. Heaviest: ${sizes
    .slice(0, 6)
    .map(({ file, kb }) => `\`${file.replace(/-[\w-]{8}\.js$/, '')}\` ${kb.toFixed(1)}`)
    .join(', ')} kB.`,
  '',
].join('\n');
console.log(sizes.map(({ file, kb }) => `${kb.toFixed(1).padStart(7)} kB  ${file}`).join('\n'));
console.log('\n' + section);
writeBenchmarkSection(SECTION_TITLE, section);
