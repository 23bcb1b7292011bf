import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { createTestApp, ORIGIN, type TestApp } from '../helpers/test-app.ts';
import { freePort } from '../helpers/loopback.ts';
import { createDeps, closeDeps } from '../../src/server/deps.ts';
import { createApp } from '../../src/server/app.ts';
import { DUMP_END, writeDump } from '../../src/server/db/dump.ts';
import { restoreFromFile } from '../../src/server/db/backup-files.ts';
import { runAdminCommand } from '../../src/server/features/admin-cli/admin-commands.ts';
import { auditLog } from '../../src/server/db/schema/index.ts';
import type { Db } from '../../src/server/db/client.ts';
import type { Env } from '../../src/server/env.ts';

const run = promisify(execFile);
const PITCH =
  'What if every corner shop knew what to restock each morning? StockSense tells shop owners what to order from their own sales data. Forty shops use it and sales grew twelve percent. Book a demo this week.';
/** A value with everything a SQL literal must escape. */
const AWKWARD = 'line one\nline two\r\n\ttab \'single\' "double" back\\slash \\x00 ; -- not a comment; é ✓';

let t: TestApp;
let work: string;
let dumpFile: string;
let accounts: { email: string; password: string }[] = [];

async function dumpToString(db: Db, source: string) {
  const chunks: string[] = [];
  await writeDump(db, async (chunk) => void chunks.push(chunk), { source });
  return chunks.join('');
}

/** Row count of every table of the app (the current schema), by name. */
async function tableCounts(db: Db) {
  const tables = (
    (await db.execute(
      sql`select relname as name from pg_class where relnamespace = current_schema()::regnamespace and relkind = 'r' and relname <> '__drizzle_migrations' order by relname`,
    )) as unknown as { rows: { name: string }[] }
  ).rows;
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const result = (await db.execute(sql.raw(`select count(*)::int as n from "${name}"`))) as unknown as { rows: { n: number }[] };
    counts[name] = Number(result.rows[0]!.n);
  }
  return counts;
}

/** Opens the restored database as the server would (migrations: nothing left to do) and signs in. */
async function signInOnRestored(env: Env, database: { url?: string; dataDir?: string }) {
  const deps = await createDeps(env, { database, mailTransport: { deliver: async () => {} } });
  try {
    const app = createApp(deps);
    const ready = await app.request('/api/health/ready');
    expect(ready.status).toBe(200);
    for (const account of accounts) {
      const res = await app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify(account),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const me = (await (await app.request('/api/me', { headers: { cookie, origin: ORIGIN } })).json()) as { email?: string; user?: { email: string } };
      expect(JSON.stringify(me)).toContain(account.email);
    }
    // Sequences came back: a new audit row gets a fresh id.
    await deps.db.insert(auditLog).values({ action: 'restore.check', targetType: 'test' });
    return await tableCounts(deps.db);
  } finally {
    await closeDeps(deps);
  }
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'growth-backup-'));
  t = await createTestApp();
  // Users, a paid tool run, a purchase, an admin grant (audit log, bigserial) and awkward text.
  const a = await t.signUp();
  const b = await t.signUp({ fullName: "Grace O'Hopper" });
  accounts = [
    { email: a.email, password: a.password },
    { email: b.email, password: b.password },
  ];
  const analyzed = await t.request('/api/pitch-lab/analyze-text', { method: 'POST', cookie: a.cookie, json: { transcript: PITCH, durationSeconds: 30 } });
  expect(analyzed.status).toBe(200);
  const checkout = (await (await t.request('/api/payments/create-checkout', { method: 'POST', cookie: b.cookie, json: { tier: 'credits_20' } })).json()) as {
    sessionId: string;
  };
  expect((await t.request(`/api/checkout/local/${checkout.sessionId}/pay`, { method: 'POST', cookie: b.cookie })).status).toBe(200);
  expect((await runAdminCommand(t.deps.db, { command: 'grant', email: a.email })).exitCode).toBe(0);
  await t.deps.db.insert(auditLog).values({ action: 'test.awkward', targetType: 'test', targetId: AWKWARD, after: { note: AWKWARD, list: [1, 2.5, null] } });
  dumpFile = path.join(work, 'dump.sql');
  writeFileSync(dumpFile, await dumpToString(t.deps.db, 'test source'));
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let sourceCounts: Record<string, number>;
  let pgliteDump: string;

  it('writes one consistent plain-SQL file that ends with its end marker', async () => {
    const text = readFileSync(dumpFile, 'utf8');
    expect(text.startsWith('-- Growth Tools database dump')).toBe(true);
    expect(text.trimEnd().split('\n').at(-1)).toMatch(new RegExp(`^${DUMP_END} \\(\\d+ tables, \\d+ rows\\)$`));
    // Every data statement is one line: the awkward value's newline is escaped.
    expect(text).toContain("E'line one\\nline two\\r\\n\\ttab \\'single\\' \"double\" back\\\\slash");
    sourceCounts = await tableCounts(t.deps.db);
    expect(sourceCounts.user).toBe(2);
    expect(sourceCounts.payments).toBe(1);
    expect(sourceCounts.tool_usage_logs).toBe(1);
  });

  it('restores into a fresh PGlite: same rows, the same dump again, sign-in works', async () => {
    const dataDir = path.join(work, 'pglite-target');
    const result = await restoreFromFile({ DATA_DIR: dataDir, DATABASE_URL: undefined }, dumpFile);
    expect(result.rows).toBe(Object.values(sourceCounts).reduce((a, b) => a + b, 0));

    // Dumped again before anything touches it: every data line identical (only the "Made … from" line differs).
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = new PGlite(path.join(dataDir, 'pglite'));
    pgliteDump = await dumpToString(drizzle(client) as unknown as Db, 'restored PGlite');
    await client.close();
    const withoutOrigin = (text: string) => text.split('\n').filter((_, i) => i !== 1);
    expect(withoutOrigin(pgliteDump)).toEqual(withoutOrigin(readFileSync(dumpFile, 'utf8')));
    expect(pgliteDump).toContain("E'line one\\nline two");

    const counts = await signInOnRestored({ ...t.deps.env, DATA_DIR: dataDir }, { dataDir });
    expect(counts.user).toBe(2);
    expect(counts.payments).toBe(1);
    expect(counts.tool_usage_logs).toBe(1);
    expect(counts.audit_log).toBe(sourceCounts.audit_log! + 1);
  }, 120_000);

  it('refuses a non-empty PGlite target unless --force, which moves the old one aside', async () => {
    const dataDir = path.join(work, 'pglite-target');
    await expect(restoreFromFile({ DATA_DIR: dataDir, DATABASE_URL: undefined }, dumpFile)).rejects.toThrow(/already holds a database/);
    const forced = await restoreFromFile({ DATA_DIR: dataDir, DATABASE_URL: undefined }, dumpFile, { force: true });
    expect(forced.movedAside).toMatch(/pglite\.before-restore-/);
    expect(statSync(forced.movedAside!).isDirectory()).toBe(true);
  }, 120_000);

  it('refuses a cut-off file or another file before touching the target', async () => {
    const cut = path.join(work, 'cut.sql');
    const text = readFileSync(dumpFile, 'utf8');
    writeFileSync(cut, text.slice(0, text.lastIndexOf('COMMIT;')));
    const dataDir = path.join(work, 'pglite-cut');
    await expect(restoreFromFile({ DATA_DIR: dataDir, DATABASE_URL: undefined }, cut)).rejects.toThrow(/cut off/);
    writeFileSync(cut, 'SELECT 1;\n');
    await expect(restoreFromFile({ DATA_DIR: dataDir, DATABASE_URL: undefined }, cut)).rejects.toThrow(/not a Growth Tools dump/);
    expect(existsSync(dataDir)).toBe(false);
  });

  describe.skipIf(!process.env.DATABASE_URL)('into PostgreSQL', () => {
    const baseUrl = process.env.DATABASE_URL!;
    const databases: string[] = [];
    async function freshDatabase() {
      const name = `gt_restore_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
      const pg = (await import('pg')).default;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      databases.push(name);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      return url.toString();
    }
    afterAll(async () => {
      const pg = (await import('pg')).default;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });

    it('the dump of the PGlite copy loads with psql into an empty database; the server signs in there', async () => {
      const hasPsql = await run('psql', ['--version']).then(
        () => true,
        () => false,
      );
      const url = await freshDatabase();
      const file = path.join(work, 'from-pglite.sql');
      writeFileSync(file, pgliteDump);
      if (hasPsql) await run('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-f', file, url]);
      else await restoreFromFile({ DATA_DIR: work, DATABASE_URL: url }, file);
      const counts = await signInOnRestored({ ...t.deps.env, DATABASE_URL: url }, { url });
      expect(counts.user).toBe(2);
      expect(counts.payments).toBe(1);
      expect(counts.audit_log).toBe(sourceCounts.audit_log! + 1);
    }, 120_000);

    it('npm run restore into PostgreSQL: empty target only, --force replaces', async () => {
      const url = await freshDatabase();
      const file = path.join(work, 'from-pglite.sql');
      const first = await restoreFromFile({ DATA_DIR: work, DATABASE_URL: url }, file);
      expect(first.rows).toBe(Object.values(sourceCounts).reduce((a, b) => a + b, 0));
      await expect(restoreFromFile({ DATA_DIR: work, DATABASE_URL: url }, file)).rejects.toThrow(/not empty/);
      const again = await restoreFromFile({ DATA_DIR: work, DATABASE_URL: url }, file, { force: true });
      expect(again.rows).toBe(first.rows);
      const counts = await signInOnRestored({ ...t.deps.env, DATABASE_URL: url }, { url });
      expect(counts.user).toBe(2);
    }, 120_000);
  });
});

describe.skipIf(!!process.env.DATABASE_URL)('npm run backup while the server runs (PGlite)', () => {
  let server: ChildProcess | undefined;
  let dataDir: string;
  // A port the OS says is free (a random pick could land on another test's server).
  let port: number;
  let base: string;
  const childEnv = () => ({
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    APP_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    AI_API_KEY: '',
    AI_BASE_URL: '',
    STRIPE_SECRET_KEY: '',
    SMTP_URL: '',
    AUTH_SECRET: 'x'.repeat(48),
  });
  const cli = (script: string, args: string[]) =>
    run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { env: childEnv() }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'growth-backup-live-'));
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], { env: childEnv(), stdio: 'ignore' });
    const started = Date.now();
    for (;;) {
      if (
        (await fetch(`${base}/api/health/ready`).then(
          (r) => r.status,
          () => 0,
        )) === 200
      )
        break;
      if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
      if (Date.now() - started > 90_000) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 300));
    }
  }, 120_000);
  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('dumps through the running server, refuses to restore under it, restores once it stopped', async () => {
    const email = `live-${randomBytes(3).toString('hex')}@example.com`;
    const signup = await fetch(`${base}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        fullName: 'Live Backup',
        companyName: 'Running Ltd',
        country: 'KE',
        email,
        password: 'correct-horse-battery',
        confirmPassword: 'correct-horse-battery',
        acceptTerms: true,
      }),
    });
    expect(signup.status).toBe(201);
    const file = path.join(dataDir, '..', `${path.basename(dataDir)}-dump.sql.gz`);
    const backup = await cli('backup', [file]);
    expect(backup.out).toContain('from the running server');
    expect(backup.code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // The server kept serving during and after the dump.
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);

    const refused = await cli('restore', [file, '--force']);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/stop it first/);

    server!.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
    const target = mkdtempSync(path.join(tmpdir(), 'growth-restore-live-'));
    try {
      const restored = await run(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', file], { env: { ...childEnv(), DATA_DIR: target } });
      expect(restored.stdout).toMatch(/Restored \d+ rows in \d+ tables into PGlite/);
      const { PGlite } = await import('@electric-sql/pglite');
      const client = new PGlite(path.join(target, 'pglite'));
      const users = await client.query<{ email: string }>('select email from "user"');
      await client.close();
      expect(users.rows.map((r) => r.email)).toEqual([email]);
    } finally {
      rmSync(target, { recursive: true, force: true });
      rmSync(file, { force: true });
    }
  }, 120_000);
});
