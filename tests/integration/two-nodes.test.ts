// Two app processes on one PostgreSQL database, started together as a deploy does: they migrate
// once between them, never spend a credit twice, carry live updates and limits across nodes, and
// send each mail exactly once. PostgreSQL only (PGlite serves one process): runs in `npm run test:pg`.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { freePort, startSmtpCapture, type SmtpCapture } from '../helpers/loopback.ts';

const root = path.resolve(import.meta.dirname, '../..');
const baseDatabaseUrl = process.env.DATABASE_URL;
const PITCH =
  'Most small shops lose a third of their leads because nobody calls back within a day. We built a phone assistant that answers every missed call, books the visit and texts the owner. ' +
  'Forty bakeries in Nairobi use it and their bookings went up by a fifth in two months. Can we set up a fifteen minute demo with your team next Tuesday?';

interface Node {
  child: ChildProcess;
  url: string;
  output: () => string;
}

const children: ChildProcess[] = [];
const temporary: string[] = [];
let databaseName: string | undefined;
let smtp: SmtpCapture | undefined;
let nodes: Node[] = [];
/** Both nodes serve one public origin, as behind a proxy. */
let appUrl = '';

function startNode(port: number, databaseUrl: string, smtpPort: number): Node {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('npm_')) env[key] = value;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'growth-node-'));
  temporary.push(dataDir);
  Object.assign(env, {
    NODE_ENV: 'test',
    PORT: String(port),
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // One secret for the cluster: a session made on one node is valid on the other.
    AUTH_SECRET: 'two-nodes-share-this-secret-0123456789abcdef',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    RATE_LIMIT_AUTH_PER_MINUTE: '5',
    LOG_LEVEL: 'warn',
    AI_PROVIDER: 'local',
    AI_API_KEY: '',
    AI_BASE_URL: '',
    STRIPE_SECRET_KEY: '',
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

async function waitForHealth(node: Node, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (node.child.exitCode !== null) throw new Error(`node exited with ${node.child.exitCode}:\n${node.output()}`);
    const response = await fetch(`${node.url}/api/health`).catch(() => null);
    if (response?.status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no health within ${timeoutMs} ms:\n${node.output()}`);
}

const headers = (cookie?: string) => ({ 'content-type': 'application/json', origin: appUrl, ...(cookie ? { cookie } : {}) });
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

async function signUp(node: Node) {
  const email = `two-nodes-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'correct-horse-battery';
  const response = await fetch(`${node.url}/api/signup`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ fullName: 'Two Nodes', companyName: 'Cluster Ltd', country: 'KE', email, password, confirmPassword: password, acceptTerms: true }),
  });
  if (response.status !== 201) throw new Error(`signup ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  return { email, password, id: user.id, cookie: cookieOf(response) };
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const url = new URL(baseDatabaseUrl!);
  url.pathname = `/${databaseName}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The profile events of a live stream, as they arrive. */
function liveProfiles(node: Node, cookie: string) {
  const credits: number[] = [];
  const request = http.get(`${node.url}/api/me/events`, { agent: false, headers: { cookie } }, (response) => {
    let buffer = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /event: profile\ndata: (.*)/.exec(block)?.[1];
        if (data) credits.push((JSON.parse(data) as { credits: number }).credits);
      }
    });
  });
  return { credits, close: () => request.destroy() };
}

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return condition();
}

describe.skipIf(!baseDatabaseUrl)('two app nodes on one PostgreSQL', () => {
  beforeAll(async () => {
    databaseName = `two_nodes_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseDatabaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${databaseName}"`);
    await admin.end();
    const url = new URL(baseDatabaseUrl!);
    url.pathname = `/${databaseName}`;

    const smtpPort = await freePort();
    smtp = await startSmtpCapture(smtpPort);

    const [portA, portB] = [await freePort(), await freePort()];
    appUrl = `http://127.0.0.1:${portA}`;
    // Started at the same moment on an empty database: both try to migrate.
    nodes = [startNode(portA, url.toString(), smtpPort), startNode(portB, url.toString(), smtpPort)];
    await Promise.all(nodes.map((node) => waitForHealth(node)));
  }, 180_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await smtp?.close();
    for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
    if (databaseName) {
      const admin = new pg.Client({ connectionString: baseDatabaseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
      await admin.end();
    }
  });

  it('migrated the empty database once, although both nodes started together', async () => {
    const applied = await query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
    const journal = (await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } })).default as { entries: unknown[] };
    expect(Number(applied[0]!.n)).toBe(journal.entries.length);
  });

  it('spends 10 credits exactly once each when 50 runs arrive spread over both nodes', async () => {
    const user = await signUp(nodes[0]!);
    // The wallet is the user's organization's (docs/decisions/023).
    const walletOfUser = 'select organization_id from organization_members where user_id = $1';
    await query(`update organizations set credits = 10 where id = (${walletOfUser})`, [user.id]);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${nodes[i % 2]!.url}/api/pitch-lab/analyze-text`, {
          method: 'POST',
          headers: headers(user.cookie),
          body: JSON.stringify({ transcript: PITCH, durationSeconds: 30 }),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 200 && s !== 402)).toEqual([]);
    const [profile] = await query<{ credits: number }>(`select credits from organizations where id = (${walletOfUser})`, [user.id]);
    expect(profile!.credits).toBe(0);
    const logs = await query<{ status: string; n: string }>(
      'select status, count(*) as n from tool_usage_logs where user_id = $1 and credits_used > 0 group by status',
      [user.id],
    );
    expect(logs).toEqual([{ status: 'completed', n: '10' }]);
  }, 120_000);

  it('shows a spend made on one node on the other node’s live stream', async () => {
    const user = await signUp(nodes[0]!);
    const live = liveProfiles(nodes[0]!, user.cookie);
    try {
      expect(await until(() => live.credits.length > 0, 10_000)).toBe(true);
      expect(live.credits.at(-1)).toBe(2);
      const spend = await fetch(`${nodes[1]!.url}/api/pitch-lab/analyze-text`, {
        method: 'POST',
        headers: headers(user.cookie),
        body: JSON.stringify({ transcript: PITCH, durationSeconds: 30 }),
      });
      expect(spend.status).toBe(200);
      expect(await until(() => live.credits.at(-1) === 1, 10_000)).toBe(true);
    } finally {
      live.close();
    }
  }, 60_000);

  it('shares rate limits: attempts alternating between the nodes are counted together', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await fetch(`${nodes[i % 2]!.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ email, password: `wrong-${i}-password` }),
      });
      statuses.push(response.status);
    }
    // 5 a minute per address: on separate counters each node would have allowed all 7.
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  }, 60_000);

  it('sends each mail exactly once, whichever node queued it', async () => {
    const user = await signUp(nodes[1]!);
    const reset = await fetch(`${nodes[0]!.url}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ email: user.email, redirectTo: `${appUrl}/reset-password` }),
    });
    expect(reset.status).toBe(200);
    const toUser = () => smtp!.received.filter((m) => m.to.includes(user.email));
    expect(await until(() => toUser().length >= 2, 30_000)).toBe(true);
    // Both workers poll the outbox; give a duplicate every chance to appear.
    await new Promise((r) => setTimeout(r, 6000));
    expect(
      toUser()
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Reset your Growth Tools password', 'Welcome to Growth Tools']);
    const [outbox] = await query<{ n: string }>("select count(*) as n from mail_outbox where status <> 'sent'");
    expect(outbox!.n).toBe('0');
  }, 60_000);
});
