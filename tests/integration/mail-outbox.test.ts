import { afterEach, describe, expect, it } from 'vitest';
import net from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, uniqueEmail, type TestApp } from '../helpers/test-app.ts';
import { freePort, startSmtpCapture as startSmtp } from '../helpers/loopback.ts';
import { auditLog, mailOutbox, userRoles } from '../../src/server/db/schema/index.ts';
import { createDeps, closeDeps } from '../../src/server/deps.ts';
import { createMailTransport, type MailTransport } from '../../src/server/integrations/mailer.ts';
import { MailOutbox } from '../../src/server/integrations/mail-outbox.ts';
import type { AdminMailDelivery } from '../../src/shared/mail.ts';

// Real SMTP on loopback (smtp-server), stopped and started under the app; the outbox must not lose mail.

/** Accepts TCP connections and never says a word (a hung relay). */
async function startMuteServer(port: number) {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    accepted: () => accepted,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const rowsTo = (t: TestApp, email: string) => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
const RESET_SUBJECT = 'Reset your Growth Tools password';
const requestReset = (t: TestApp, email: string) =>
  t.request('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: 'http://127.0.0.1:3999/reset-password' } });

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => {});
});

async function appWithSmtpAt(port: number, env: Record<string, string> = {}) {
  const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, MAIL_RETRY_BASE_MS: '200', MAIL_SMTP_TIMEOUT_MS: '1000', ...env });
  cleanups.push(() => t.close());
  return t;
}

describe('mail outbox with the SMTP server down', () => {
  it('keeps a reset mail while the port is closed and delivers it once the server starts', async () => {
    const port = await freePort();
    const t = await appWithSmtpAt(port);
    const { email } = await t.signUp();
    expect((await requestReset(t, email)).status).toBe(200);

    // Tried, refused, kept for a retry: nothing is lost and the error is recorded.
    const failing = await waitFor('a failed attempt', async () =>
      (await rowsTo(t, email)).find((r) => r.subject === RESET_SUBJECT && r.attempts >= 1 && r.status === 'pending'),
    );
    expect(failing.lastError).toMatch(/ECONNREFUSED/);
    expect(failing.text).toContain('/api/auth/reset-password/');

    const smtp = await startSmtp(port);
    cleanups.push(() => smtp.close());
    const reset = await waitFor('the reset mail at the SMTP server', () => smtp.received.find((m) => m.to === email && m.subject === RESET_SUBJECT));
    expect(reset.text).toMatch(/http:\/\/127\.0\.0\.1:3999\/api\/auth\/reset-password\/\S+/);
    // The welcome mail from sign-up was waiting too.
    await waitFor('the welcome mail', () => smtp.received.find((m) => m.to === email && m.subject === 'Welcome to Growth Tools'));

    const row = await waitFor('the row marked sent', async () => (await rowsTo(t, email)).find((r) => r.subject === RESET_SUBJECT && r.status === 'sent'));
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.lastError).toBeNull();
    // The body (the reset link) does not stay in the database once delivered.
    expect(row.text).toBe('');
    expect(smtp.received.filter((m) => m.to === email && m.subject === RESET_SUBJECT)).toHaveLength(1);
  });

  it('gives up on a server that never greets within the timeout, retries, and delivers once a real server answers', async () => {
    const port = await freePort();
    const mute = await startMuteServer(port);
    cleanups.push(() => mute.close());
    const t = await appWithSmtpAt(port, { MAIL_SMTP_TIMEOUT_MS: '500' });
    const email = uniqueEmail('mute');
    const enqueued = Date.now();
    await t.deps.mailer.send({ to: email, subject: 'Hello through a hung relay', text: 'body' });

    const failing = await waitFor('a timed-out attempt', async () =>
      (await rowsTo(t, email)).find((r) => r.attempts >= 1 && r.status === 'pending' && r.lastError),
    );
    // The attempt ended after the 500 ms greeting timeout, not the 30 s default that lost mail before.
    expect(Date.now() - enqueued).toBeLessThan(5_000);
    expect(failing.lastError).toMatch(/greeting|timeout/i);
    expect(mute.accepted()).toBeGreaterThanOrEqual(1);

    await mute.close();
    const smtp = await startSmtp(port);
    cleanups.push(() => smtp.close());
    await waitFor('delivery after the relay recovered', () => smtp.received.find((m) => m.to === email));
    await waitFor('the row marked sent', async () => (await rowsTo(t, email)).find((r) => r.status === 'sent'));
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.filter((m) => m.to === email)).toHaveLength(1);
  });
});

describe('mail outbox with two app nodes', () => {
  it('sends each mail exactly once when two workers share the database', async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    cleanups.push(() => smtp.close());
    const t = await appWithSmtpAt(port);
    let deliveredByB = 0;
    const real = createMailTransport(t.deps.env);
    const transportB: MailTransport = {
      async deliver(message, id) {
        await real.deliver(message, id);
        deliveredByB++;
      },
    };
    // A second node: its own deps on the same PostgreSQL schema, or a second worker on the same PGlite.
    let nodeB: MailOutbox;
    if (t.schemaName) {
      const depsB = await createDeps(t.deps.env, { database: { url: process.env.DATABASE_URL!, schemaName: t.schemaName }, mailTransport: transportB });
      cleanups.push(() => closeDeps(depsB));
      nodeB = depsB.mailOutbox;
    } else {
      const outbox = new MailOutbox(t.deps.database, transportB, { maxAttempts: 12, retryBaseMs: 200, transportTimeoutMs: 1000 });
      await outbox.start();
      cleanups.push(() => outbox.stop());
      nodeB = outbox;
    }

    const tag = `twin${Date.now().toString(36)}`;
    const count = 40;
    await t.deps.db
      .insert(mailOutbox)
      .values(Array.from({ length: count }, (_, i) => ({ recipient: `${tag}-${i}@example.com`, subject: `Twin ${i}`, text: `mail ${i}` })));
    // NOTIFY already woke both; kick both as well so they certainly compete for the same rows.
    await Promise.all([t.deps.mailOutbox.kick(), nodeB.kick()]);
    const ours = () => smtp.received.filter((m) => m.to.startsWith(tag));
    await waitFor('every mail at the SMTP server', () => ours().length >= count);
    await waitFor('every row sent', async () => {
      const [row] = await t.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(and(sql`${mailOutbox.recipient} like ${tag + '%'}`, eq(mailOutbox.status, 'sent')));
      return Number(row!.n) === count;
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(ours()).toHaveLength(count);
    expect(new Set(ours().map((m) => m.to)).size).toBe(count);
    expect(new Set(ours().map((m) => m.messageId)).size).toBe(count);
    // Both nodes took part.
    expect(deliveredByB).toBeGreaterThan(0);
    expect(deliveredByB).toBeLessThan(count);
  });

  it('never hands one mail to two of many claim loops racing for the same rows (SKIP LOCKED claim)', async () => {
    // Five loops (the app's own and four more) on one database, an instant transport, small batches:
    // on PostgreSQL the claims overlap constantly (a claim without row locks skipped sends duplicates here).
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const tag = `race${Date.now().toString(36)}`;
    const deliveries: string[] = [];
    const loops = Array.from(
      { length: 4 },
      () =>
        new MailOutbox(t.deps.database, { deliver: async (message) => void deliveries.push(message.to) }, { maxAttempts: 3, retryBaseMs: 200, batchSize: 2 }),
    );
    for (const loop of loops) {
      await loop.start();
      cleanups.push(() => loop.stop());
    }
    const count = 200;
    await t.deps.db.insert(mailOutbox).values(Array.from({ length: count }, (_, i) => ({ recipient: `${tag}-${i}@example.com`, subject: 'Race', text: 'x' })));
    await Promise.all(loops.map((loop) => loop.kick()));
    const all = () => [...deliveries, ...t.mail.map((m) => m.to)].filter((to) => to.startsWith(tag));
    await waitFor('every mail delivered', () => all().length >= count);
    await new Promise((r) => setTimeout(r, 300));
    expect(all()).toHaveLength(count);
    expect(new Set(all()).size).toBe(count);
    const [sent] = await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(and(sql`${mailOutbox.recipient} like ${tag + '%'}`, eq(mailOutbox.status, 'sent')));
    expect(Number(sent!.n)).toBe(count);
  });

  it('claims again a mail left "sending" by a node that died, once its lease ran out, and not one still leased', async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    cleanups.push(() => smtp.close());
    const t = await appWithSmtpAt(port);
    const dead = uniqueEmail('dead-node');
    const alive = uniqueEmail('live-node');
    await t.deps.db.insert(mailOutbox).values([
      { recipient: dead, subject: 'Left behind', text: 'x', status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 second'` },
      { recipient: alive, subject: 'Being sent elsewhere', text: 'x', status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '5 minutes'` },
    ]);
    await t.deps.mailOutbox.kick();
    await waitFor('the abandoned mail delivered', () => smtp.received.find((m) => m.to === dead));
    const [row] = await rowsTo(t, dead);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await rowsTo(t, alive))[0]).toMatchObject({ status: 'sending', attempts: 1 });
    expect(smtp.received.find((m) => m.to === alive)).toBeUndefined();
  });
});

describe('mail delivery for admins', () => {
  it('lists failing and failed mail (recipient masked) with counts, retries a failed one, and refuses non-admins', async () => {
    const port = await freePort();
    const t = await appWithSmtpAt(port, { MAIL_MAX_ATTEMPTS: '2' });
    const admin = await t.signUp({ fullName: 'Mail Admin' });
    await t.deps.db.insert(userRoles).values({ userId: admin.userId, role: 'admin' });
    const { cookie } = await t.enrolTwoFactor(admin);
    const normal = await t.signUp();
    expect((await requestReset(t, normal.email)).status).toBe(200);
    const failed = await waitFor('the reset mail failed for good', async () =>
      (await rowsTo(t, normal.email)).find((r) => r.subject === RESET_SUBJECT && r.status === 'failed'),
    );
    expect(failed.attempts).toBe(2);

    const res = await t.request('/api/admin/mail', { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AdminMailDelivery;
    expect(body.maxAttempts).toBe(2);
    expect(body.counts.failed).toBeGreaterThanOrEqual(1);
    const item = body.problems.find((p) => p.id === failed.id)!;
    expect(item).toMatchObject({ subject: RESET_SUBJECT, status: 'failed', attempts: 2, nextAttemptAt: null });
    expect(item.lastError).toMatch(/ECONNREFUSED/);
    expect(item.to).toMatch(/^us\*+@e\*+\.com$/);
    expect(JSON.stringify(body)).not.toContain(normal.email);
    // No mail body (reset links) in the admin view.
    expect(JSON.stringify(body)).not.toContain('reset-password');

    // Non-admins and anonymous callers see nothing and retry nothing.
    expect((await t.request('/api/admin/mail', { cookie: normal.cookie })).status).toBe(403);
    expect((await t.request('/api/admin/mail')).status).toBe(401);
    expect((await t.request(`/api/admin/mail/${failed.id}/retry`, { method: 'POST', cookie: normal.cookie })).status).toBe(403);

    const smtp = await startSmtp(port);
    cleanups.push(() => smtp.close());
    const retry = await t.request(`/api/admin/mail/${failed.id}/retry`, { method: 'POST', cookie });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ id: failed.id, status: 'pending' });
    await waitFor('the retried mail at the SMTP server', () => smtp.received.find((m) => m.to === normal.email && m.subject === RESET_SUBJECT));
    await waitFor('the row marked sent', async () => (await rowsTo(t, normal.email)).find((r) => r.id === failed.id && r.status === 'sent'));
    expect(
      await t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'mail.retry'), eq(auditLog.targetId, failed.id))),
    ).toHaveLength(1);
    expect((await t.request(`/api/admin/mail/${failed.id}/retry`, { method: 'POST', cookie })).status).toBe(409);
    expect((await t.request('/api/admin/mail/00000000-0000-4000-8000-000000000000/retry', { method: 'POST', cookie })).status).toBe(404);
    expect((await t.request('/api/admin/mail/not-a-uuid/retry', { method: 'POST', cookie })).status).toBe(400);
    const after = (await (await t.request('/api/admin/mail', { cookie })).json()) as AdminMailDelivery;
    expect(after.problems.find((p) => p.id === failed.id)).toBeUndefined();
  });
});

describe('mail outbox and the change that causes the mail', () => {
  it('enqueues the welcome mail in the sign-up transaction: one for the account, none for a refused duplicate', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const { email } = await t.signUp();
    const again = await t.request('/api/signup', {
      method: 'POST',
      json: { fullName: 'X', companyName: 'Y', country: 'GH', email, password: 'another-pass-9', confirmPassword: 'another-pass-9', acceptTerms: true },
    });
    expect(again.status).toBe(409);
    const rows = await rowsTo(t, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: 'Welcome to Growth Tools', status: 'sent', attempts: 1 });
    expect(t.mail.filter((m) => m.to === email)).toHaveLength(1);
  });
});
