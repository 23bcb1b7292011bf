// What the browser benchmarks (bench:web, bench:recording-js, bench:voice) share: a production build,
// the server `npm start` runs on a free port and a temporary data directory, a user signed up through
// the API, and their own section of docs/benchmarks.md. (scripts/bench-server.ts is another thing:
// the in-process server `npm run bench` loads over HTTP on PostgreSQL.)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * A fresh production build into dist/web, as `npm start` makes it (a child process with
 * NODE_ENV=production; the build prerenders the public pages). dist/web may come from the e2e set-up,
 * which builds under NODE_ENV=test and bundles React's development code.
 */
export function buildForProduction() {
  console.log('building the web app for production...');
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
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

export interface BenchServer {
  baseUrl: string;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * The server on a free port, embedded database in a new temporary directory, no mail, AI key or Stripe
 * (the offline provider); resolves once /api/health answers.
 */
export async function startBenchServer({ dataDirPrefix, nodeArgs = [] }: { dataDirPrefix: string; nodeArgs?: string[] }): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), dataDirPrefix));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/index.ts'], {
    cwd: ROOT,
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
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited with ${child.exitCode}`);
    }
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseUrl, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('server did not become healthy');
}

/** Signs a new user up through the API (a Kenyan company, so the free credits exist); returns the session cookies. */
export async function signUpThroughApi(baseUrl: string, label: string): Promise<{ name: string; value: string }[]> {
  const password = `bench-${label}-pass-2026`;
  const response = await fetch(`${baseUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      fullName: `Bench ${label}`,
      companyName: 'Bench Co',
      country: 'KE',
      email: `bench-${label}-${Date.now()}@example.com`,
      password,
      confirmPassword: password,
      acceptTerms: true,
    }),
  });
  if (response.status !== 201) throw new Error(`signup: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => {
    const [pair] = cookie.split(';');
    const at = pair!.indexOf('=');
    return { name: pair!.slice(0, at), value: pair!.slice(at + 1) };
  });
}

/** Replaces (or appends) the section that starts with `title` in docs/benchmarks.md, leaving the others as they are. */
export function writeBenchmarkSection(title: string, section: string) {
  const file = path.join(ROOT, 'docs/benchmarks.md');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = text.indexOf(title);
  if (start === -1) {
    writeFileSync(file, text.trimEnd() + '\n\n' + section);
    return;
  }
  const next = text.indexOf('\n## ', start + title.length);
  writeFileSync(file, text.slice(0, start) + section + (next === -1 ? '' : '\n' + text.slice(next + 1)));
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
