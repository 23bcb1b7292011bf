import { createHash } from 'node:crypto';
import { and, desc, eq, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Actor, UserActor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, organizationMembers, realCalls, toolUsageLogs } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, renderErrorMessage } from '../../lib/app-error.ts';
import { logger } from '../../lib/logger.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { sealedBox, type SealedBox } from '../../lib/sealed-box.ts';
import { creditRefunds } from '../../lib/app-metrics.ts';
import { AudioDecodeError } from '../../ai/local/pocketsphinx.ts';
import { SpeechToTextUnavailableError, UndecodableAudioError } from '../../ai/provider.ts';
import { sniffAudioContainer } from '../../ai/speech/audio-container.ts';
import { CallTooLongError, decodeCallAudio, type DecodedCall } from '../../ai/speech/call-audio.ts';
import { beginToolRun } from '../credits/tool-run.ts';
import { completeRun, completeRunFree, refundRun, type UserRun } from '../credits/credits.service.ts';
import { organizationOf } from '../team/wallet.ts';
import type { AudioUpload } from '../pitch-lab/audio-upload.ts';
import { SALES_TOOL } from '../sales-coach/sales-session.service.ts';
import type { ServerMessageId } from '../../../shared/i18n/server-message.ts';
import type { CallUploadQuery } from '../../../shared/call-schemas.ts';
import {
  CALL_AUDIO_KEEP_DAYS,
  CALL_MAX_BYTES,
  CALL_MAX_SECONDS,
  type CallAccepted,
  type CallListItem,
  type CallResponse,
  type CallSetup,
} from '../../../shared/calls.ts';
import type { CallWorker } from './call-worker.ts';
import { analyzeCall, NoSpeechError } from './call-analysis.ts';

// Real calls (issue 31, decision 030): an upload is checked, paid for and stored sealed, then
// analysed in the background (CallWorker); its report is read by the uploader and by the managers
// of the team the call was made in. The recording is deleted after the analysis unless kept.

export type CallsDeps = Pick<Deps, 'db' | 'env' | 'ai' | 'calls'>;

const CALL_LIMITS = { perUserPerHour: 20 } as const;
/** A node analysing a call renews its lease this often; a lease not renewed runs out after LEASE_SECONDS. */
export const LEASE_SECONDS = 45;
const LEASE_RENEW_MS = 15_000;
/** A call whose analysis was started this often without finishing (the process died each time) is failed. */
const MAX_ATTEMPTS = 3;
const DEFAULT_SETUP: CallSetup = {
  product: 'Your product',
  scenario: 'B2C Consumer',
  goal: 'Close the Sale',
  difficulty: 'Medium (Skeptical Buyer)',
};

const box = (deps: Pick<Deps, 'env'>): SealedBox => sealedBox(deps.env.AUTH_SECRET, 'real-call-audio');

const MESSAGES = {
  tooLarge: 'calls.tooLarge',
  tooLong: 'calls.tooLong',
  empty: 'calls.empty',
  notAudio: 'calls.notAudio',
  undecodable: 'calls.undecodable',
  unavailable: 'calls.unavailable',
  notFound: 'calls.notFound',
  rateLimited: 'calls.rateLimited',
  busy: 'calls.busy',
  failed: 'calls.analysisFailed',
  noSpeech: 'calls.noSpeech',
} as const satisfies Record<string, ServerMessageId>;
const LIMIT_VALUES = { maxMB: CALL_MAX_BYTES / 1024 / 1024, maxMinutes: CALL_MAX_SECONDS / 60 };

async function audit(db: DbOrTx, actorId: string | null, action: string, callId: string, after: Record<string, unknown> = {}) {
  await db.insert(auditLog).values({ actorId, action, targetType: 'real_call', targetId: callId, after });
}

// ---------------------------------------------------------------------------------------------
// Upload

/**
 * Checks an upload completely before anything is spent (consent, size, a container read from the
 * bytes, decodable, at most 15 minutes); the same file again answers its first call. Then one credit
 * is spent and the call is stored sealed and queued.
 */
export async function uploadCall(deps: CallsDeps, actor: UserActor, query: CallUploadQuery, upload: AudioUpload): Promise<CallAccepted> {
  const { db, calls } = deps;
  const ffmpeg = calls.ffmpeg;
  if (!ffmpeg || !deps.ai.transcribeTimed) throw new AppError('unavailable', MESSAGES.unavailable);
  await enforceRateLimits(db, [{ key: `calls:user:${actor.user.id}`, limit: CALL_LIMITS.perUserPerHour, windowSeconds: 3600 }], MESSAGES.rateLimited);
  const data = await upload.read(CALL_MAX_BYTES, { id: MESSAGES.tooLarge, values: LIMIT_VALUES });
  if (data.length === 0) throw new AppError('invalid_input', MESSAGES.empty);
  const container = sniffAudioContainer(data);
  if (!container) throw new AppError('unsupported_media_type', MESSAGES.notAudio);
  const fileHash = createHash('sha256').update(data).digest('hex');
  const existing = await liveCallOfFile(db, actor.user.id, fileHash);
  if (existing) return { id: existing.id, status: existing.status, duplicate: true };
  if (calls.full) throw new AppError('unavailable', MESSAGES.busy);
  await decodeChecked(ffmpeg, data, container);

  const run = (await beginToolRun(deps, actor, 'sales-coach')) as UserRun;
  const keep = query.keep === '1';
  const setup: CallSetup = {
    product: query.product ?? DEFAULT_SETUP.product,
    scenario: query.scenario ?? DEFAULT_SETUP.scenario,
    goal: query.goal ?? DEFAULT_SETUP.goal,
    difficulty: query.difficulty ?? DEFAULT_SETUP.difficulty,
  };
  let id: string;
  try {
    const [row] = await db
      .insert(realCalls)
      .values({
        userId: actor.user.id,
        organizationId: organizationOf(actor.user.id),
        usageLogId: run.logId,
        creditsCharged: run.charged,
        fileHash,
        fileName: query.fileName ?? null,
        container: container.kind,
        sellerChannel: query.sellerChannel ?? 'left',
        setup,
        locale: actor.locale,
        keepAudio: keep,
        audio: box(deps).seal(data),
      })
      .returning({ id: realCalls.id });
    id = row!.id;
  } catch (error) {
    await refundRun(db, run);
    // The same file sent twice at once: the first one is the call.
    if (isUniqueViolation(error)) {
      const first = await liveCallOfFile(db, actor.user.id, fileHash);
      if (first) return { id: first.id, status: first.status, duplicate: true };
    }
    throw error;
  }
  await audit(db, actor.user.id, 'call.upload', id, { consent: true, keep, container: container.kind, bytes: data.length });
  calls.enqueue(id);
  return { id, status: 'processing', duplicate: false };
}

async function liveCallOfFile(db: DbOrTx, userId: string, fileHash: string) {
  const [row] = await db
    .select({ id: realCalls.id, status: realCalls.status })
    .from(realCalls)
    .where(and(eq(realCalls.userId, userId), eq(realCalls.fileHash, fileHash), ne(realCalls.status, 'failed')))
    .limit(1);
  return row;
}

async function decodeChecked(ffmpeg: string, data: Buffer, container: NonNullable<ReturnType<typeof sniffAudioContainer>>): Promise<DecodedCall> {
  try {
    return await decodeCallAudio(ffmpeg, data, container, { maxSeconds: CALL_MAX_SECONDS });
  } catch (error) {
    if (error instanceof AudioDecodeError) throw new AppError('unprocessable_audio', MESSAGES.undecodable);
    if (error instanceof CallTooLongError) throw new AppError('payload_too_large', MESSAGES.tooLong, { values: LIMIT_VALUES });
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Analysis (in the background)

type CallRow = typeof realCalls.$inferSelect;

/** Takes the call for this node until its lease runs out, or null when it is not due (done, or another node has it). */
async function claimCall(db: DbOrTx, id: string): Promise<CallRow | null> {
  const [row] = await db
    .update(realCalls)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`, attempts: sql`${realCalls.attempts} + 1` })
    .where(and(eq(realCalls.id, id), eq(realCalls.status, 'processing'), or(sql`${realCalls.leaseUntil} is null`, lt(realCalls.leaseUntil, sql`now()`))))
    .returning();
  return row ?? null;
}

const runOf = (row: CallRow): UserRun | null =>
  row.usageLogId ? { kind: 'user', userId: row.userId, logId: row.usageLogId, toolName: SALES_TOOL.name, charged: row.creditsCharged } : null;

/** Analyses one call (CallWorker's processor): its report, or its failure, with the credit given back. */
export async function processCall(deps: CallsDeps, id: string): Promise<void> {
  const { db } = deps;
  const row = await claimCall(db, id);
  if (!row) return;
  if (row.attempts > MAX_ATTEMPTS) return failCall(deps, row, 'internal', MESSAGES.failed);
  const run = runOf(row);
  // The stuck-run sweep may have given the credit back already (a call left unfinished too long).
  if (run) {
    const [log] = await db.select({ status: toolUsageLogs.status }).from(toolUsageLogs).where(eq(toolUsageLogs.id, run.logId));
    if (log?.status !== 'pending') return failCall(deps, row, 'internal', MESSAGES.failed);
  }
  const renew = setInterval(() => {
    void db
      .update(realCalls)
      .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(and(eq(realCalls.id, id), eq(realCalls.status, 'processing')))
      .catch(() => undefined);
  }, LEASE_RENEW_MS);
  renew.unref();
  try {
    const started = performance.now();
    const audio = box(deps).open(row.audio!);
    const container = sniffAudioContainer(audio)!;
    const decoded = await decodeCallAudio(deps.calls.ffmpeg!, audio, container, { maxSeconds: CALL_MAX_SECONDS });
    const { report } = await analyzeCall(deps.ai, {
      decoded,
      sellerChannel: row.sellerChannel,
      setup: row.setup,
      language: (row.locale as Parameters<typeof analyzeCall>[1]['language']) ?? 'en',
    });
    const free = report.unjudged !== null;
    const expires = row.keepAudio ? new Date(Date.now() + CALL_AUDIO_KEEP_DAYS * 86_400_000) : null;
    const [saved] = await db
      .update(realCalls)
      .set({
        status: 'done',
        report,
        refunded: free,
        finishedAt: new Date(),
        leaseUntil: null,
        ...(row.keepAudio ? { audioExpiresAt: expires } : { audio: null }),
      })
      .where(and(eq(realCalls.id, id), eq(realCalls.status, 'processing')))
      .returning({ id: realCalls.id });
    if (run) {
      // Deleted while it was analysed: nothing of it is stored anywhere, and it costs nothing.
      if (!saved) {
        if (await refundRun(db, run)) creditRefunds.inc({ tool: run.toolName }, run.charged);
        return;
      }
      const stored = { markdown: report.markdown, data: { realCall: { id: row.id, overallScore: report.coaching?.overallScore ?? null } } };
      if (!free) await completeRun(db, run, stored);
      else if (await completeRunFree(db, run, stored)) creditRefunds.inc({ tool: run.toolName }, run.charged);
    }
    if (!saved) return;
    await audit(db, null, row.keepAudio ? 'call.analysed_audio_kept' : 'call.analysed_audio_deleted', id, {
      seconds: report.metrics.durationSeconds,
      ms: Math.round(performance.now() - started),
      ...(expires ? { audioExpiresAt: expires.toISOString() } : {}),
    });
  } catch (error) {
    if (error instanceof NoSpeechError) return failCall(deps, row, 'no_transcript', MESSAGES.noSpeech);
    if (error instanceof AudioDecodeError || error instanceof UndecodableAudioError) return failCall(deps, row, 'unprocessable_audio', MESSAGES.undecodable);
    if (error instanceof SpeechToTextUnavailableError) return failCall(deps, row, 'unavailable', MESSAGES.unavailable);
    logger.error('calls: analysis failed, refunded', { callId: id, error: error instanceof Error ? error.message : String(error) });
    return failCall(deps, row, 'internal', MESSAGES.failed);
  } finally {
    clearInterval(renew);
  }
}

/** A call that could not be analysed: failed, its credit given back, its recording deleted. */
async function failCall(deps: CallsDeps, row: CallRow, code: string, errorId: ServerMessageId) {
  const run = runOf(row);
  const refunded = run ? await refundRun(deps.db, run) : false;
  if (refunded && run) creditRefunds.inc({ tool: run.toolName }, run.charged);
  await deps.db
    .update(realCalls)
    .set({ status: 'failed', errorCode: code, errorId, refunded: refunded || row.creditsCharged === 0, audio: null, leaseUntil: null, finishedAt: new Date() })
    .where(eq(realCalls.id, row.id));
  await audit(deps.db, null, 'call.failed_audio_deleted', row.id, { code });
}

/** The calls due on this node: queued here and not finished, or left by a node whose lease ran out. */
export async function enqueueDueCalls(deps: CallsDeps, worker: CallWorker) {
  const due = await deps.db
    .select({ id: realCalls.id })
    .from(realCalls)
    .where(and(eq(realCalls.status, 'processing'), or(sql`${realCalls.leaseUntil} is null`, lt(realCalls.leaseUntil, sql`now()`))))
    .orderBy(realCalls.createdAt)
    .limit(50);
  for (const { id } of due) worker.enqueue(id);
}

/** Kept recordings past their expiry are deleted (the reports stay). */
export async function deleteExpiredCallAudio(db: DbOrTx, now = new Date()) {
  const expired = await db
    .update(realCalls)
    .set({ audio: null, audioExpiresAt: null })
    .where(and(isNotNull(realCalls.audio), lt(realCalls.audioExpiresAt, now)))
    .returning({ id: realCalls.id });
  for (const { id } of expired) await audit(db, null, 'call.audio_expired', id);
  return expired.length;
}

// ---------------------------------------------------------------------------------------------
// Reading and deleting

/**
 * A call the caller may read: their own, or one made in the team they manage (then the read is
 * audited). Anything else is a 404, indistinguishable from a missing call.
 */
async function readableCall(deps: Pick<Deps, 'db'>, actor: UserActor, id: string): Promise<{ row: CallRow; own: boolean }> {
  const [row] = await deps.db.select().from(realCalls).where(eq(realCalls.id, id));
  if (!row) throw new AppError('not_found', MESSAGES.notFound);
  if (row.userId === actor.user.id) return { row, own: true };
  if (row.organizationId) {
    const [membership] = await deps.db
      .select({ role: organizationMembers.role })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.userId, actor.user.id), eq(organizationMembers.organizationId, row.organizationId)));
    if (membership && (membership.role === 'owner' || membership.role === 'manager')) {
      await audit(deps.db, actor.user.id, 'call.read_by_manager', row.id, { uploader: row.userId });
      return { row, own: false };
    }
  }
  throw new AppError('not_found', MESSAGES.notFound);
}

function toResponse(row: CallRow, own: boolean, locale: Actor['locale']): CallResponse {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    fileName: own ? row.fileName : null,
    setup: row.setup,
    report: row.status === 'done' ? (row.report ?? null) : null,
    error:
      row.status === 'failed' && row.errorId
        ? { code: row.errorCode ?? 'internal', message: renderErrorMessage(locale, row.errorId as ServerMessageId) }
        : null,
    refunded: row.refunded,
    audioKept: row.audio !== null && row.status === 'done',
    audioExpiresAt: row.audio !== null && row.audioExpiresAt ? row.audioExpiresAt.toISOString() : null,
    own,
  };
}

export async function getCall(deps: Pick<Deps, 'db'>, actor: UserActor, id: string): Promise<CallResponse> {
  const { row, own } = await readableCall(deps, actor, id);
  return toResponse(row, own, actor.locale);
}

export async function listCalls(deps: Pick<Deps, 'db'>, actor: UserActor): Promise<{ calls: CallListItem[] }> {
  const rows = await deps.db
    .select({
      id: realCalls.id,
      status: realCalls.status,
      createdAt: realCalls.createdAt,
      fileName: realCalls.fileName,
      product: sql<string>`${realCalls.setup} ->> 'product'`,
      overallScore: sql<number | null>`(${realCalls.report} -> 'coaching' ->> 'overallScore')::int`,
      durationSeconds: sql<number | null>`(${realCalls.report} -> 'metrics' ->> 'durationSeconds')::float8`,
    })
    .from(realCalls)
    .where(eq(realCalls.userId, actor.user.id))
    .orderBy(desc(realCalls.createdAt))
    .limit(50);
  return {
    calls: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      overallScore: r.overallScore === null ? null : Number(r.overallScore),
      durationSeconds: r.durationSeconds === null ? null : Number(r.durationSeconds),
    })),
  };
}

/** The uploader's own call, or 404 (a manager cannot delete a member's call). */
async function ownCall(deps: Pick<Deps, 'db'>, actor: UserActor, id: string): Promise<CallRow> {
  const [row] = await deps.db
    .select()
    .from(realCalls)
    .where(and(eq(realCalls.id, id), eq(realCalls.userId, actor.user.id)));
  if (!row) throw new AppError('not_found', MESSAGES.notFound);
  return row;
}

/** Deletes the call, its recording and its report, and the copy of the report in the history. */
export async function deleteCall(deps: Pick<Deps, 'db'>, actor: UserActor, id: string): Promise<{ deleted: true }> {
  const row = await ownCall(deps, actor, id);
  await deps.db.transaction(async (tx) => {
    await tx.delete(realCalls).where(eq(realCalls.id, row.id));
    // A call still being analysed keeps its log pending: the sweep refunds it; a finished one loses its words.
    if (row.usageLogId)
      await tx
        .update(toolUsageLogs)
        .set({ result: null, data: null })
        .where(and(eq(toolUsageLogs.id, row.usageLogId), ne(toolUsageLogs.status, 'pending')));
    await audit(tx, actor.user.id, 'call.deleted', row.id);
  });
  return { deleted: true };
}

export async function deleteCallAudio(deps: Pick<Deps, 'db'>, actor: UserActor, id: string): Promise<CallResponse> {
  const row = await ownCall(deps, actor, id);
  if (row.status === 'processing') throw new AppError('conflict', 'calls.stillAnalysing');
  const [updated] = await deps.db.update(realCalls).set({ audio: null, audioExpiresAt: null, keepAudio: false }).where(eq(realCalls.id, row.id)).returning();
  await audit(deps.db, actor.user.id, 'call.audio_deleted', row.id);
  return toResponse(updated!, true, actor.locale);
}
