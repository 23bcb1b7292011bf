// `npm run bench`: measures what the README and docs/benchmarks.md report.
//  1. credit spends per second over HTTP on PostgreSQL (autocannon, many users in parallel)
//  2. the landing page's JavaScript (gzip) from the production build
//  3. server start-up time on a fresh and on an existing embedded database
//  4. admin list/detail queries at 100,000 organizations (scripts/bench-admin.ts)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { parseEnv } from '../src/server/env.ts';
import { createServices, closeServices } from '../src/server/services.ts';
import { createApp } from '../src/server/app.ts';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SPEND_PATH = '/api/commission/recommend';
const SPEND_BODY = JSON.stringify({ inputs: { behavior: 'Sales', role: 'Agent', salesModel: 'B2B', revenueCollection: 'Upfront', employment: 'Base + Commission', arpu: 1200, grossMargin: 60, commissionCap: 0 } });

async function benchSpends(users = 200, seconds = 15) {
  const schemaName = `bench_${randomBytes(4).toString('hex')}`;
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'http://127.0.0.1:3990', RATE_LIMIT_AUTH_PER_MINUTE: '100000' } as NodeJS.ProcessEnv);
  const services = await createServices(env, { database: { url: PG_URL, schemaName } });
  const app = createApp(services);
  const server = serve({ fetch: app.fetch, port: 3990, hostname: '127.0.0.1' });
  try {
    const cookies: string[] = [];
    for (let i = 0; i < users; i++) {
      const email = `bench-${i}@example.com`;
      const response = await app.request('/api/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: env.APP_URL },
        body: JSON.stringify({ fullName: `Bench ${i}`, companyName: 'Bench Co', country: 'KE', email, password: 'bench-pass-123', confirmPassword: 'bench-pass-123', acceptTerms: true }),
      });
      cookies.push(response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '));
    }
    await services.db.execute(sql`update profiles set credits = 1000000`);
    let next = 0;
    const result = await autocannon({
      url: `http://127.0.0.1:3990${SPEND_PATH}`,
      method: 'POST',
      connections: 50,
      duration: seconds,
      headers: { 'content-type': 'application/json', origin: env.APP_URL },
      body: SPEND_BODY,
      setupClient: (client) => {
        client.setHeaders({ 'content-type': 'application/json', origin: env.APP_URL, cookie: cookies[next++ % cookies.length]! });
      },
    });
    // Session lookup alone (better-auth reads the session and user rows): the floor under every signed-in call.
    const me = await autocannon({
      url: 'http://127.0.0.1:3990/api/me',
      connections: 50,
      duration: 5,
      setupClient: (client) => {
        client.setHeaders({ cookie: cookies[next++ % cookies.length]! });
      },
    });
    const spent = await services.db.execute<{ spent: string; logs: string }>(sql`select sum(1000000 - credits)::text as spent, (select count(*) from tool_usage_logs)::text as logs from profiles`);
    return {
      requestsPerSecond: result.requests.average,
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      creditsSpent: Number(spent.rows[0]!.spent),
      logs: Number(spent.rows[0]!.logs),
      users,
      seconds,
      meRequestsPerSecond: me.requests.average,
    };
  } finally {
    // Let in-flight requests finish before the pool closes.
    await new Promise((resolve) => server.close(() => resolve(undefined)));
    await closeServices(services);
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schemaName}" cascade`);
    await client.end();
  }
}

function landingBundle() {
  const manifestPath = path.resolve('dist/web/.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('run `npm run build` first');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; imports?: string[]; isEntry?: boolean; src?: string; css?: string[] }>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key]!.imports ?? []) visit(dep);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  visit(entry);
  visit(Object.keys(manifest).find((k) => k.endsWith('routes/landing.tsx'))!);
  let js = 0;
  let css = 0;
  const files: string[] = [];
  for (const key of seen) {
    const chunk = manifest[key]!;
    files.push(chunk.file);
    js += gzipSync(readFileSync(path.resolve('dist/web', chunk.file))).length;
    for (const c of chunk.css ?? []) css += gzipSync(readFileSync(path.resolve('dist/web', c))).length;
  }
  return { jsGzipKb: js / 1024, cssGzipKb: css / 1024, chunks: files.length };
}

async function startupTime(dataDir: string) {
  const started = Date.now();
  const port = 3991;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' }, stdio: 'ignore' });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return Date.now() - started;
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
  }
}

const lines: string[] = [`# Benchmarks`, '', `Run with \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), Node ${process.version}.`, ''];

const spends = await benchSpends();
console.log('spends', spends);
lines.push(
  '## Credit spends over HTTP (PostgreSQL)',
  '',
  `autocannon, 50 connections, ${spends.seconds} s, ${spends.users} signed-in users in rotation, \`POST ${SPEND_PATH}\` (session lookup, atomic spend + usage log, rules engine, report stored).`,
  '',
  '| requests/s | p50 latency | p99 latency | non-2xx | credits spent | usage logs |',
  '|---|---|---|---|---|---|',
  `| ${spends.requestsPerSecond.toFixed(0)} | ${spends.latencyP50} ms | ${spends.latencyP99} ms | ${spends.non2xx} | ${spends.creditsSpent} | ${spends.logs} |`,
  '',
  `Credits spent equals usage logs: ${spends.creditsSpent === spends.logs ? 'yes' : 'NO'}.`,
  '',
  `For scale: \`GET /api/me\` (session lookup + profile read, no writes) serves ${spends.meRequestsPerSecond.toFixed(0)} requests/s on the same setup.`,
  '',
);

const bundle = landingBundle();
console.log('bundle', bundle);
lines.push('## Landing page bundle', '', `Entry + landing route chunks: ${bundle.chunks} files, **${bundle.jsGzipKb.toFixed(1)} kB JS gzip**, ${bundle.cssGzipKb.toFixed(1)} kB CSS gzip (budget: 120 kB JS).`, '');

const dir = mkdtempSync(path.join(tmpdir(), 'growth-bench-'));
const fresh = await startupTime(dir);
const reopen = await startupTime(dir);
rmSync(dir, { recursive: true, force: true });
console.log('startup', { fresh, reopen });
lines.push('## Start-up (embedded PGlite)', '', `Until \`/api/health\` answers 200: fresh data directory (migrations) **${fresh} ms**, existing directory **${reopen} ms**.`, '');

try {
  const { benchAdmin } = await import('./bench-admin.ts');
  lines.push(await benchAdmin());
} catch (error) {
  lines.push('## Admin queries', '', `Not measured: ${(error as Error).message}`, '');
}

writeFileSync('docs/benchmarks.md', lines.join('\n') + '\n');
console.log('wrote docs/benchmarks.md');
process.exit(0);
