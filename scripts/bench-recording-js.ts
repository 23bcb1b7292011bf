// `npm run bench:recording-js`: the JavaScript a signed-in user's browser loads for the Pitch Lab
// (/tools/tool-1) up to a submitted recording, every script, gzip, against issue 30's 150 kB budget;
// written to its section of docs/benchmarks.md. Production build (the e2e build bundles React's
// development code, so it cannot measure this), a server on a free port and a temporary data
// directory, a user signed up through the API, Debian's Chromium with its fake microphone.
// Options: --no-build (measure the dist/web already there, built for production).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BUDGET_KB = 150;
const SECTION_TITLE = '## Recording flow JavaScript (`npm run bench:recording-js`)';

function build() {
  console.log('building the web app for production...');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, dataDir: string) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      AI_API_KEY: '',
      STRIPE_SECRET_KEY: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { baseUrl, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('server did not become healthy');
}

async function signUp(baseUrl: string) {
  const password = 'bench-recording-pass-2026';
  const response = await fetch(`${baseUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      fullName: 'Bench Rec',
      companyName: 'Bench Co',
      country: 'KE',
      email: `bench-rec-${Date.now()}@example.com`,
      password,
      confirmPassword: password,
      acceptTerms: true,
    }),
  });
  if (response.status !== 201) throw new Error(`signup: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';');
    const at = pair!.indexOf('=');
    return { name: pair!.slice(0, at), value: pair!.slice(at + 1), url: baseUrl };
  });
}

/** Every script the page loaded (resource timing lists network and cache hits alike), as dist/web paths. */
async function recordingFlowScripts(baseUrl: string, cookies: Awaited<ReturnType<typeof signUp>>) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    await context.addCookies(cookies);
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

function writeSection(section: string) {
  const file = path.join(root, 'docs/benchmarks.md');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = text.indexOf(SECTION_TITLE);
  if (start === -1) return writeFileSync(file, text.trimEnd() + '\n\n' + section);
  const next = text.indexOf('\n## ', start + SECTION_TITLE.length);
  writeFileSync(file, text.slice(0, start) + section + (next === -1 ? '' : '\n' + text.slice(next + 1)));
}

if (!process.argv.includes('--no-build')) build();
const dataDir = mkdtempSync(path.join(tmpdir(), 'growth-bench-rec-'));
const { baseUrl, child } = await startServer(await freePort(), dataDir);
let scripts: string[];
try {
  scripts = await recordingFlowScripts(baseUrl, await signUp(baseUrl));
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
const sizes = scripts
  .map((pathname) => ({ file: path.basename(pathname), kb: gzipSync(readFileSync(path.join(root, 'dist/web', pathname)), { level: 9 }).length / 1024 }))
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
writeSection(section);
