import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Db, DbOrTx } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { logger } from '../lib/logger.ts';
import { maskEmailsInText } from '../lib/mask-email.ts';
import { describeSmtpError, MailDeliveryError, type Mailer, type MailMessage, type MailTransport } from './mailer.ts';

export const MAIL_ENQUEUED_CHANNEL = 'mail_enqueued';
/** The longest wait between two retries of one mail. */
export const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;
const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;
/** Sent rows (bodies already emptied) are kept a week, failed ones a month, for the admin's counts and list. */
const KEEP_SENT_DAYS = 7;
const KEEP_FAILED_DAYS = 30;

export interface MailOutboxOptions {
  /** Attempts per mail before it is marked 'failed' (MAIL_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** Delay before the first retry; each further retry waits 3× longer, up to 6 h (MAIL_RETRY_BASE_MS). */
  retryBaseMs: number;
  /** The transport's own timeouts (MAIL_SMTP_TIMEOUT_MS): bound one delivery and the claim's lease. */
  transportTimeoutMs?: number;
  /** Safety poll (retries scheduled by other nodes, lost notifications). */
  pollMs?: number;
  batchSize?: number;
}

/**
 * Delay before retry number `attempt` (1 = after the first failure): base × 3^(attempt−1), at most
 * 6 h, ±20 % jitter so mails that failed together do not all retry in the same second.
 * With the defaults (10 s, 12 attempts) the retries span about a day.
 */
export function retryDelayMs(attempt: number, baseMs: number, random = Math.random) {
  const plain = Math.min(MAX_RETRY_DELAY_MS, baseMs * 3 ** Math.max(0, attempt - 1));
  return Math.round(plain * (0.8 + 0.4 * random()));
}

type Claimed = Pick<typeof mailOutbox.$inferSelect, 'id' | 'recipient' | 'subject' | 'text' | 'html' | 'attempts'>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailDeliveryError(`Delivery did not finish within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The durable mail outbox. `send` is one INSERT (in the caller's transaction when given); a worker on
 * every app node claims due rows with `FOR UPDATE SKIP LOCKED` (so each mail is sent by one node),
 * hands them to the transport, and marks them sent, or schedules a retry with backoff, or after
 * MAIL_MAX_ATTEMPTS marks them failed (admins see them, /admin/organizations). A claim is a lease:
 * a row left in 'sending' by a node that died is claimed again once `locked_until` passes.
 * The worker wakes on an in-process nudge, on NOTIFY mail_enqueued (any node, at commit), at the
 * next scheduled retry, and on a poll.
 */
export class MailOutbox implements Mailer {
  readonly mailDir: string | undefined;
  private readonly db: Db;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private readonly deliveryDeadlineMs: number;
  private readonly leaseSeconds: number;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly inflight = new Set<Promise<unknown>>();
  private enqueued = 0;
  private settledAt = 0;
  private wanted = false;
  private loop: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private nextDelayMs: number;
  private unlisten: (() => Promise<void>) | undefined;
  private started = false;
  private stopped = false;
  private lastHousekeeping = 0;

  constructor(
    private readonly database: Database,
    private readonly transport: MailTransport,
    options: MailOutboxOptions,
  ) {
    this.db = database.db;
    this.mailDir = transport.mailDir;
    this.maxAttempts = options.maxAttempts;
    this.retryBaseMs = options.retryBaseMs;
    const timeout = options.transportTimeoutMs ?? 10_000;
    // Connection, greeting and a couple of idle socket waits; the lease outlives it comfortably.
    this.deliveryDeadlineMs = 4 * timeout;
    this.leaseSeconds = Math.ceil((6 * timeout) / 1000) + 30;
    this.pollMs = options.pollMs ?? 5_000;
    this.nextDelayMs = this.pollMs;
    this.batchSize = options.batchSize ?? 5;
  }

  /** Enqueues the mail (one INSERT). Delivery happens in the worker; this never waits for SMTP. */
  send(message: MailMessage, options: { tx?: DbOrTx } = {}): Promise<void> {
    const db = options.tx ?? this.db;
    const insert = (async () => {
      await db.insert(mailOutbox).values({ recipient: message.to, subject: message.subject, text: message.text, html: message.html ?? null });
      this.enqueued++;
      // Inside a transaction the row is invisible until commit; the NOTIFY sent at commit wakes us then.
      if (!options.tx) this.nudge();
    })();
    this.inflight.add(insert);
    void insert.catch(() => {}).finally(() => this.inflight.delete(insert));
    return insert;
  }

  /** Subscribes to NOTIFY mail_enqueued and sends whatever is due (mail left from before a restart). */
  async start() {
    if (this.started) return;
    this.started = true;
    this.unlisten = await this.database.listen(MAIL_ENQUEUED_CHANNEL, () => this.nudge());
    this.nudge();
  }

  /** Wakes the worker now (no-op before start and after stop). */
  nudge() {
    if (this.started && !this.stopped) void this.kick();
  }

  /**
   * Waits for enqueues in flight and, when anything was enqueued since the last call, for a worker
   * pass that started after it: afterwards every mail this process enqueued and that could be sent
   * has been. Tests call it after each request so the in-memory transport has the mail.
   */
  async settle() {
    while (this.inflight.size > 0) await Promise.allSettled([...this.inflight]);
    if (this.enqueued === this.settledAt) return;
    this.settledAt = this.enqueued;
    await this.kick();
  }

  /** Stops the worker: no new claims; waits (at most `graceMs`) for the delivery in progress. */
  async stop(graceMs = 10_000) {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.timer);
    await this.unlisten?.().catch(() => {});
    const pending = [...this.inflight, ...(this.loop ? [this.loop] : [])];
    // A row still 'sending' after this is claimed again when its lease runs out.
    if (pending.length > 0) await Promise.race([Promise.allSettled(pending), sleep(graceMs)]);
  }

  /** Runs a pass now, or right after the one in progress; resolves when that pass is done. */
  kick(): Promise<void> {
    if (this.stopped) return this.loop ?? Promise.resolve();
    this.wanted = true;
    if (!this.loop) this.loop = this.runLoop();
    return this.loop;
  }

  private async runLoop() {
    try {
      while (this.wanted && !this.stopped) {
        this.wanted = false;
        clearTimeout(this.timer);
        await this.pass();
      }
    } finally {
      this.loop = null;
      if (!this.stopped) {
        clearTimeout(this.timer);
        this.timer = setTimeout(() => void this.kick(), this.nextDelayMs);
        this.timer.unref();
      }
    }
  }

  private async pass() {
    try {
      await this.housekeeping();
      for (;;) {
        const batch = await this.claim();
        if (batch.length > 0) await Promise.all(batch.map((row) => this.deliver(row)));
        if (batch.length < this.batchSize || this.stopped) break;
      }
      this.nextDelayMs = await this.untilNextDue();
    } catch (error) {
      logger.error('mail outbox pass failed', { error: error instanceof Error ? error.message : String(error) });
      this.nextDelayMs = this.pollMs;
    }
  }

  /** Due pending rows, and rows whose sender's lease ran out, become 'sending' for this node. */
  private async claim(): Promise<Claimed[]> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
          and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, sql`now()`), lt(mailOutbox.attempts, this.maxAttempts)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(this.batchSize)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: sql`now() + make_interval(secs => ${this.leaseSeconds})` })
      .where(inArray(mailOutbox.id, due))
      .returning({
        id: mailOutbox.id,
        recipient: mailOutbox.recipient,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        attempts: mailOutbox.attempts,
      });
  }

  private async deliver(row: Claimed) {
    // Only the holder of this claim may settle the row (a node whose lease ran out may not).
    const ours = and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, row.attempts));
    try {
      await withDeadline(
        this.transport.deliver({ to: row.recipient, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}) }, row.id),
        this.deliveryDeadlineMs,
      );
    } catch (error) {
      const permanent = error instanceof MailDeliveryError && error.permanent;
      const lastError = error instanceof MailDeliveryError ? error.message : describeSmtpError(error);
      const giveUp = permanent || row.attempts >= this.maxAttempts;
      const delayMs = retryDelayMs(row.attempts, this.retryBaseMs);
      await this.db
        .update(mailOutbox)
        .set(
          giveUp
            ? { status: 'failed', lastError, lockedUntil: null }
            : { status: 'pending', lastError, lockedUntil: null, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` },
        )
        .where(ours);
      logger.warn(giveUp ? 'mail failed for good' : 'mail delivery failed, will retry', {
        id: row.id,
        attempt: row.attempts,
        // A relay's refusal often names the recipient ("550 <bob@example.com> unknown").
        error: maskEmailsInText(lastError),
        ...(giveUp ? {} : { retryInMs: delayMs }),
      });
      return;
    }
    // The body (reset links) is not kept once it has left.
    await this.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null, text: '', html: null })
      .where(ours);
  }

  /** Milliseconds until the next retry or lease expiry (at most the poll interval). */
  private async untilNextDue() {
    const [row] = await this.db
      .select({
        ms: sql<string | null>`extract(epoch from least(
          min(${mailOutbox.nextAttemptAt}) filter (where ${mailOutbox.status} = 'pending'),
          min(${mailOutbox.lockedUntil}) filter (where ${mailOutbox.status} = 'sending')
        ) - now()) * 1000`,
      })
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ['pending', 'sending']));
    const ms = row?.ms == null ? NaN : Number(row.ms);
    if (Number.isNaN(ms)) return this.pollMs;
    // A due row we could not claim is held by another node's claim right now: look again shortly.
    return Math.min(this.pollMs, Math.max(25, Math.ceil(ms)));
  }

  private async housekeeping() {
    // A node died while sending the last allowed attempt: nobody may claim it again, so it fails.
    await this.db
      .update(mailOutbox)
      .set({
        status: 'failed',
        lockedUntil: null,
        lastError: sql`coalesce(${mailOutbox.lastError} || ' / ', '') || 'interrupted while sending (it may have been delivered)'`,
      })
      .where(and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, sql`now()`), sql`${mailOutbox.attempts} >= ${this.maxAttempts}`));
    if (Date.now() - this.lastHousekeeping < HOUSEKEEPING_EVERY_MS) return;
    this.lastHousekeeping = Date.now();
    await this.db
      .delete(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, sql`now() - make_interval(days => ${KEEP_SENT_DAYS})`)),
          and(eq(mailOutbox.status, 'failed'), lt(mailOutbox.createdAt, sql`now() - make_interval(days => ${KEEP_FAILED_DAYS})`)),
        ),
      );
  }
}
