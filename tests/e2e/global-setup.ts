import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

let server: ChildProcess | undefined;
let dataDir: string | undefined;

async function waitForHealth(url: string, timeoutMs: number) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

/** Builds the web app, then starts the real server on a fresh embedded database for the run. */
export default async function setup(project: TestProject) {
  const { build } = await import('vite');
  await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'warn' });
  const port = 3100 + Math.floor(Math.random() * 500);
  dataDir = mkdtempSync(path.join(tmpdir(), 'growth-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      GUEST_DAILY_RUNS_PER_IP: '1000',
      // Every browser of the suite shares 127.0.0.1: the per-address free AI allowance would run out.
      FREE_DAILY_AI_RUNS_PER_IP: '1000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      AI_API_KEY: '',
      AI_BASE_URL: '',
      STRIPE_SECRET_KEY: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A first start builds nothing but migrates PGlite; on a busy 2-core machine that has taken over a minute.
  await waitForHealth(baseUrl, 180_000);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    // The server drains and closes its database on SIGTERM: wait for that before removing the data.
    if (server && server.exitCode === null && server.signalCode === null) {
      let timer: NodeJS.Timeout | undefined;
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 30_000)))]);
      clearTimeout(timer);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
