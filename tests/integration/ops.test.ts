import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { CHAT_PATH, chatReply, errorReply, samplePitchModelReport, startOpenAiServer, type FakeOpenAiServer } from '../fixtures/openai-server.ts';
import { createApp } from '../../src/server/app.ts';
import { migrationsTable, readJournal } from '../../src/server/db/migration-status.ts';

const TOKEN = 'metrics-token-0123456789-abcdefghijklmnop';
const PITCH =
  'What if every corner shop knew what to restock each morning? Shop owners lose a fifth of their sales to empty shelves. StockSense is a phone app that tells them what to order from their own sales data. Forty shops already use it and their sales grew twelve percent. We are raising fifty thousand dollars to reach five hundred shops this year.';

let ai: FakeOpenAiServer;
let t: TestApp;

beforeAll(async () => {
  ai = await startOpenAiServer();
  t = await createTestApp({
    METRICS_TOKEN: TOKEN,
    AI_PROVIDER: 'openai',
    AI_BASE_URL: `${ai.url}/v1`,
    AI_API_KEY: 'sk-test-0123456789',
    AI_CHAT_MODEL: 'gpt-4o-mini',
    AI_TIMEOUT_MS: '2000',
  });
});
afterAll(async () => {
  await t.close();
  await ai.close();
});

async function scrape() {
  const res = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of one series (exact name and label set as rendered), 0 when absent. */
function valueOf(text: string, series: string) {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

function rows<T>(result: unknown) {
  return (result as { rows: T[] }).rows;
}

describe('health: liveness and readiness', () => {
  it('keeps GET /api/health exactly as the run contract says', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers liveness without the database and readiness with every migration applied', async () => {
    const live = await t.request('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await t.request('/api/health/ready');
    expect(ready.status).toBe(200);
    const journal = readJournal();
    expect(await ready.json()).toEqual({ status: 'ok', db: 'ok', migrations: { applied: journal.length, expected: journal.length } });
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const db = t.deps.db;
    const table = (await migrationsTable(db))!;
    expect(table).toBeTruthy();
    const [newest] = rows<{ id: number; hash: string; created_at: string }>(
      await db.execute(sql.raw(`select id, hash, created_at from ${table} order by created_at desc limit 1`)),
    );
    await db.execute(sql.raw(`delete from ${table} where id = ${Number(newest!.id)}`));
    try {
      const res = await t.request('/api/health/ready');
      expect(res.status).toBe(503);
      const body = (await res.json()) as { status: string; reason: string; migrations: { pending: string[] } };
      expect(body.status).toBe('not_ready');
      expect(body.reason).toBe('migrations_pending');
      expect(body.migrations.pending).toEqual([readJournal().at(-1)!.tag]);
      // The run contract's check only looks at the connection.
      expect((await t.request('/api/health')).status).toBe(200);
    } finally {
      await db.execute(
        sql`insert into ${sql.raw(table)} (id, hash, created_at) values (${Number(newest!.id)}, ${newest!.hash}, ${Number(newest!.created_at)})`,
      );
    }
    expect((await t.request('/api/health/ready')).status).toBe(200);
  });

  it('is not ready (503, reason) when the database cannot be reached, while liveness stays up', async () => {
    const database = t.deps.database;
    const execute = vi.spyOn(database.db, 'execute').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    const ping = vi.spyOn(database, 'ping').mockResolvedValue(false);
    try {
      const ready = await t.request('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'not_ready', reason: 'database_unreachable' });
      expect((await t.request('/api/health')).status).toBe(503);
      expect((await t.request('/api/health/live')).status).toBe(200);
    } finally {
      execute.mockRestore();
      ping.mockRestore();
    }
  });

  it('documents both in the OpenAPI document', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, { get?: { 'x-role'?: string } }> };
    expect(doc.paths['/api/health/live']?.get?.['x-role']).toBe('public');
    expect(doc.paths['/api/health/ready']?.get?.['x-role']).toBe('public');
    expect(doc.paths['/metrics']).toBeUndefined();
  });
});

describe('/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const plain = createApp({ ...t.deps, env: { ...t.deps.env, METRICS_TOKEN: undefined } });
    const res = await plain.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
  });

  it('needs the bearer token', async () => {
    expect((await t.request('/metrics')).status).toBe(401);
    expect((await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await t.request('/metrics', { headers: { authorization: TOKEN } })).status).toBe(401);
    const res = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await res.text();
    for (const name of ['process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'process_uptime_seconds', 'process_cpu_seconds_total'])
      expect(text).toMatch(new RegExp(`^${name} \\d`, 'm'));
  });

  it('counts a tool run: request by route pattern, credit spend, AI call with tokens and cost', async () => {
    const { cookie } = await t.signUp();
    const before = await scrape();
    ai.enqueue(CHAT_PATH, chatReply(samplePitchModelReport({ overallScore: 77 }), { prompt_tokens: 700, completion_tokens: 300 }));
    const res = await t.request('/api/pitch-lab/analyze-text', { method: 'POST', cookie, json: { transcript: PITCH, durationSeconds: 40 } });
    expect(res.status).toBe(200);
    const after = await scrape();
    const delta = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(delta('http_requests_total{method="POST",route="/api/pitch-lab/analyze-text",status="200"}')).toBe(1);
    expect(delta('http_request_duration_seconds_count{method="POST",route="/api/pitch-lab/analyze-text",status="200"}')).toBe(1);
    expect(delta('credit_spends_total{tool="The Pitch Lab"}')).toBe(1);
    expect(delta('ai_calls_total{provider="openai",operation="analyze_pitch",outcome="ok"}')).toBe(1);
    expect(delta('ai_tokens_total{provider="openai",model="gpt-4o-mini",kind="input"}')).toBe(700);
    expect(delta('ai_tokens_total{provider="openai",model="gpt-4o-mini",kind="output"}')).toBe(300);
    // List price of gpt-4o-mini: $0.15 / $0.60 per million tokens.
    expect(delta('ai_estimated_cost_usd_total{provider="openai",model="gpt-4o-mini"}')).toBeCloseTo((700 * 0.15 + 300 * 0.6) / 1e6, 10);
  });

  it('counts a failed AI call and the refunded credit', async () => {
    const { cookie } = await t.signUp();
    const before = await scrape();
    ai.enqueue(CHAT_PATH, errorReply(500), errorReply(500));
    const res = await t.request('/api/pitch-lab/analyze-text', { method: 'POST', cookie, json: { transcript: PITCH, durationSeconds: 40 } });
    expect(res.status).toBeGreaterThanOrEqual(500);
    const after = await scrape();
    const delta = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(delta('ai_calls_total{provider="openai",operation="analyze_pitch",outcome="upstream"}')).toBe(1);
    expect(delta('credit_spends_total{tool="The Pitch Lab"}')).toBe(1);
    expect(delta('credit_refunds_total{tool="The Pitch Lab"}')).toBe(1);
  });

  it('labels requests with route patterns, never raw paths, and unknown paths as unmatched', async () => {
    const id = '5f0c8a0e-0000-4000-8000-00000000beef';
    expect((await t.request(`/api/admin/users/${id}/usage`)).status).toBe(401);
    expect((await t.request(`/api/no-such-endpoint/${id}`)).status).toBe(404);
    const text = await scrape();
    expect(valueOf(text, 'http_requests_total{method="GET",route="/api/admin/users/:userId/usage",status="401"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-endpoint');
  });

  it('reports the mail outbox depth when the table exists, and leaves it out when it does not', async () => {
    const db = t.deps.db;
    const [present] = rows<{ present: boolean }>(await db.execute(sql`select to_regclass('mail_outbox') is not null as present`));
    if (present!.present) {
      expect(await scrape()).toMatch(/^mail_outbox_depth\{status="pending"\} \d+$/m);
      await db.execute(sql`alter table mail_outbox rename to mail_outbox_hidden`);
      try {
        const text = await scrape();
        expect(text).not.toContain('mail_outbox_depth');
        expect(text).toContain('http_requests_total');
      } finally {
        await db.execute(sql`alter table mail_outbox_hidden rename to mail_outbox`);
      }
    } else {
      expect(await scrape()).not.toContain('mail_outbox_depth');
    }
  });
});
