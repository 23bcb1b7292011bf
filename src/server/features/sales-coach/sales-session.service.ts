import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { assignmentForRun } from '../team/assignments.service.ts';
import { organizationOf } from '../team/wallet.ts';
import type { Actor } from '../../actor.ts';
import type { Deps } from '../../deps.ts';
import { guestRuns, organizations, salesSessions, toolUsageLogs } from '../../db/schema/index.ts';
import { newestFirst } from '../../db/order.ts';
import { AppError } from '../../lib/app-error.ts';
import { logger } from '../../lib/logger.ts';
import { serverT } from '../../lib/i18n.ts';
import { enforceRateLimits, hitRateLimit } from '../../lib/rate-limit.ts';
import { SpeechToTextUnavailableError, UndecodableAudioError, type AiProvider, type ProspectContext, type RealtimeCallAnswer } from '../../ai/provider.ts';
import { addressBucket } from '../../lib/address-bucket.ts';
import { giveBackCounters, takeCounters } from '../../lib/counters.ts';
import { AI_GLOBAL_KEY, aiUserKey } from '../credits/ai-budget.ts';
import { SALES_CALL_SECONDS } from '../../../shared/limits.ts';
import { getTool } from '../../../shared/tools.ts';
import {
  renderSalesCallReportMarkdown,
  scoreTierLabel,
  TRANSCRIPT_TURN_MAX_CHARS,
  type SalesCallReport,
  type SalesSetup,
  type TranscriptTurn,
} from '../../../shared/reports.ts';
import {
  hasUserSpeech,
  SALES_COACH_MESSAGES as MESSAGES,
  SALES_MAX_USER_TURNS,
  SALES_TRANSCRIPT_MAX_CHARS,
  SALES_TURN_AUDIO_MAX_BYTES,
  SALES_TURN_AUDIO_MAX_SECONDS,
  transcriptChars,
  type AnalyzeSessionResponse,
  type CancelSessionResponse,
  type RealtimeCallResponse,
  type SalesSessionResponse,
  type StartSalesSessionResponse,
  type SalesTurnResponse,
  type TranscribeTurnResponse,
} from '../../../shared/sales-coach.ts';
import { abandonToolRun, beginToolRun, finishToolRun, finishToolRunFree, walletAfterRun, type ToolRun } from '../credits/tool-run.ts';
import { realtimeHangups } from './realtime-hangup.ts';
import { declaredContainer, readCheckedAudio, type AudioUpload } from '../pitch-lab/audio-upload.ts';
import type { TakenSpeech } from '../speech-streams/speech-stream-registry.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { loadPractisedCall, practisedCallDate, practisedObjections } from './practised-call.ts';

export const SALES_TOOL = getTool('sales-coach')!;
/** A turn that left the browser at 0:01 may arrive a moment after the limit. */
const TURN_GRACE_MS = 5_000;
/** Refunds of connected realtime calls cannot be verified (the server never hears them): capped. */
const REALTIME_REFUNDS_PER_DAY = 3;
const CALL_ALREADY_STARTED = 'salesCoach.alreadyConnected';

type SessionRow = typeof salesSessions.$inferSelect;

export type SalesCoachDeps = Pick<Deps, 'db' | 'env' | 'ai'>;

const remainingSeconds = (row: Pick<SessionRow, 'endsAt'>) => Math.max(0, Math.round((row.endsAt.getTime() - Date.now()) / 1000));

/**
 * The seller's market for the prospect: their organization's country and currency (the one they
 * belongs to, as for commission plans). Guests and users without one meet a prospect in US dollars.
 */
async function prospectContext(db: SalesCoachDeps['db'], actor: Actor, fromCallId: string | null = null): Promise<ProspectContext> {
  if (!actor.user) return {};
  const [[organization], realObjections] = await Promise.all([
    db
      .select({ country: organizations.country, currency: organizations.currency })
      .from(organizations)
      .where(eq(organizations.id, organizationOf(actor.user.id)))
      .limit(1),
    practisedObjections(db, fromCallId),
  ]);
  return { ...organization, ...(realObjections.length ? { realObjections } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Start

/** Starts a practice call for valid answers; missing or invalid ones (`undefined`) get the spec's one message. */
export async function startSession(
  deps: SalesCoachDeps,
  actor: Actor,
  chosen: SalesSetup | undefined,
  assignmentId?: string,
  fromCall?: string,
): Promise<StartSalesSessionResponse> {
  // A call for a team assignment plays the assignment's scenario, whatever the browser sent; a
  // practice of a real call plays that call's setup, with a prospect who raises its objections.
  const assignment = assignmentId && actor.user ? await assignmentForRun(deps.db, actor.user.id, assignmentId, 'sales-coach') : null;
  const practised = fromCall && !assignment ? await loadPractisedCall(deps.db, actor, fromCall) : null;
  const setup = assignment?.setup ?? practised?.setup ?? chosen;
  if (!setup) throw new AppError('invalid_input', MESSAGES.incompleteSetup.description);
  const { db, ai } = deps;
  const hangups = realtimeHangups(deps);
  const user = actor.user;
  await enforceRateLimits(
    db,
    [
      { key: `sales-session:ip:${addressBucket(actor.ip)}`, limit: 60, windowSeconds: 3600 },
      ...(user ? [{ key: `sales-session:user:${user.id}`, limit: 20, windowSeconds: 3600 }] : []),
    ],
    'salesCoach.rateLimited',
  );

  const run = await beginToolRun(deps, actor, 'sales-coach', [], { assignmentId: assignment?.id ?? null });
  try {
    // One live call per user: a new call ends the previous one (and its realtime audio).
    if (user) {
      const superseded = await db
        .update(salesSessions)
        .set({ status: 'abandoned', endedAt: new Date() })
        .where(and(eq(salesSessions.userId, user.id), eq(salesSessions.status, 'active')))
        .returning({ id: salesSessions.id, callId: salesSessions.realtimeCallId });
      await Promise.all(superseded.filter((s) => s.callId).map((s) => hangups.hangUp(s.id)));
    }

    // Realtime calls are connected through the server afterwards (startRealtimeCall).
    const realtime = ai.capabilities.realtimeVoice;
    // Chosen before the insert so the opening line is already worded for this call (the session id seeds the prospect's wording).
    const sessionId = randomUUID();
    let openingLine: string | undefined;
    if (!realtime) {
      try {
        openingLine = clip((await ai.prospectReply([], setup, actor.locale, { ...(await prospectContext(db, actor, practised?.id)), seed: sessionId })).text);
      } catch (error) {
        logger.warn('sales coach: the prospect could not open the call', { error: String(error) });
        throw new AppError('bad_gateway', MESSAGES.connectionError.description);
      }
    }

    const endsAt = new Date(Date.now() + SALES_CALL_SECONDS * 1000);
    let row: SessionRow | undefined;
    try {
      [row] = await db
        .insert(salesSessions)
        .values({
          id: sessionId,
          userId: user?.id ?? null,
          guestRunId: run.kind === 'guest' ? run.guestRunId : null,
          usageLogId: run.kind === 'user' ? run.logId : null,
          creditsCharged: run.kind === 'user' ? run.charged : 0,
          setup,
          mode: realtime ? 'realtime' : 'turns',
          transcript: openingLine ? [{ role: 'prospect', text: openingLine }] : [],
          endsAt,
          fromCallId: practised?.id ?? null,
        })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict', 'salesCoach.callStarting');
      throw error;
    }
    return {
      sessionId: row!.id,
      mode: row!.mode,
      endsAt: endsAt.toISOString(),
      remainingSeconds: SALES_CALL_SECONDS,
      ...(openingLine ? { openingLine } : {}),
      wallet: await walletAfterRun(deps, actor),
    };
  } catch (error) {
    await abandonToolRun(deps, actor, run);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Access

/**
 * The caller's own session, or 404 (another person's session is indistinguishable from a
 * missing one). Guests are recognised by the signed device cookie of their trial.
 */
export async function loadOwnSession(deps: SalesCoachDeps, actor: Actor, id: string): Promise<SessionRow> {
  const { db } = deps;
  const [row] = await db.select().from(salesSessions).where(eq(salesSessions.id, id));
  if (!row) throw new AppError('not_found', MESSAGES.sessionNotFound);
  const user = actor.user;
  let owned = false;
  if (row.userId) {
    owned = user?.id === row.userId;
  } else if (row.guestRunId) {
    const deviceId = actor.device.id;
    if (deviceId) {
      const [run] = await db
        .select({ id: guestRuns.id })
        .from(guestRuns)
        .where(and(eq(guestRuns.id, row.guestRunId), eq(guestRuns.deviceId, deviceId)));
      owned = Boolean(run);
    }
  }
  if (!owned) throw new AppError('not_found', MESSAGES.sessionNotFound);
  // A call whose timer was lost (restart, other node) is hung up by whoever reads it next.
  if (await realtimeHangups(deps).hangUpIfDue(row)) row.hungUpAt = new Date();
  return row;
}

function assertLive(row: SessionRow) {
  if (row.status !== 'active') throw new AppError('conflict', 'salesCoach.callOver');
  if (Date.now() > row.endsAt.getTime() + TURN_GRACE_MS) throw new AppError('conflict', MESSAGES.sessionEnded, { details: { reason: 'session_ended' } });
}

function toolRunOf(row: SessionRow): ToolRun | null {
  if (row.userId && row.usageLogId) return { kind: 'user', userId: row.userId, logId: row.usageLogId, toolName: SALES_TOOL.name, charged: row.creditsCharged };
  if (row.guestRunId) return { kind: 'guest', guestRunId: row.guestRunId, toolName: SALES_TOOL.name };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Resume (a reload, a closed tab or a dropped line)

/** One of the caller's calls as the resume offer needs it; another person's is 404 (loadOwnSession). */
export async function getSessionForResume(deps: SalesCoachDeps, actor: Actor, input: { sessionId: string }): Promise<SalesSessionResponse> {
  const row = await loadOwnSession(deps, actor, input.sessionId);
  const [log] = row.usageLogId
    ? await deps.db
        .select({ status: toolUsageLogs.status, creditsUsed: toolUsageLogs.creditsUsed, assignmentId: toolUsageLogs.assignmentId })
        .from(toolUsageLogs)
        .where(eq(toolUsageLogs.id, row.usageLogId))
    : [];
  const state = row.status !== 'active' ? 'ended' : Date.now() > row.endsAt.getTime() + TURN_GRACE_MS ? 'expired' : 'live';
  return {
    sessionId: row.id,
    mode: row.mode,
    state,
    setup: row.setup,
    transcript: row.mode === 'turns' ? row.transcript : [],
    endsAt: row.endsAt.toISOString(),
    remainingSeconds: remainingSeconds(row),
    assignmentId: log?.assignmentId ?? null,
    fromCallId: row.fromCallId,
    // A guest's refunded trial deletes the run, and with it the session's owner: only users get here refunded.
    refunded: Boolean(log && log.status !== 'pending' && log.creditsUsed === 0 && row.creditsCharged > 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Turn-based voice

export async function takeTurn(deps: SalesCoachDeps, actor: Actor, input: { sessionId: string; text: string }): Promise<SalesTurnResponse> {
  const { db, ai } = deps;
  const { sessionId: id, text } = input;
  const row = await loadOwnSession(deps, actor, id);
  if (row.mode !== 'turns') throw new AppError('invalid_input', 'salesCoach.realtimeNoTurns');
  assertLive(row);
  if (row.transcript.filter((t) => t.role === 'user').length >= SALES_MAX_USER_TURNS) {
    throw new AppError('conflict', 'salesCoach.maxTurns');
  }
  const history: TranscriptTurn[] = [...row.transcript, { role: 'user', text: clip(text) }];
  if (transcriptChars(history) > SALES_TRANSCRIPT_MAX_CHARS) {
    throw new AppError('conflict', 'salesCoach.maxLength');
  }
  let reply: Awaited<ReturnType<AiProvider['prospectReply']>>;
  try {
    reply = await ai.prospectReply(history, row.setup, actor.locale, { ...(await prospectContext(db, actor, row.fromCallId)), seed: row.id });
  } catch (error) {
    logger.warn('sales coach: prospect reply failed', { sessionId: id, error: String(error) });
    throw new AppError('bad_gateway', 'salesCoach.prospectNoAnswer');
  }
  const transcript: TranscriptTurn[] = [...history, { role: 'prospect', text: clip(reply.text) }];
  // Compare-and-set on the transcript length: two turns sent at once cannot overwrite each other.
  const updated = await db
    .update(salesSessions)
    .set({ transcript })
    .where(and(eq(salesSessions.id, id), eq(salesSessions.status, 'active'), sql`jsonb_array_length(${salesSessions.transcript}) = ${row.transcript.length}`))
    .returning({ id: salesSessions.id });
  if (updated.length === 0) throw new AppError('conflict', 'salesCoach.waitForProspect');
  return { reply: clip(reply.text), yielded: reply.yielded, remainingSeconds: remainingSeconds(row) };
}

const TURN_TOO_LONG = 'salesCoach.turnTooLong';

/**
 * One push-to-talk clip of a turn-based call, transcribed. The upload gets the Pitch Lab's checks
 * (type, size, content); the declared duration and a per-caller hourly cap come before reading it.
 * `streamed`: the clip went up while it was recorded and was recognised as it came (decision 029).
 */
export async function transcribeTurn(
  deps: SalesCoachDeps,
  actor: Actor,
  input: { sessionId: string; upload: AudioUpload; streamed?: () => TakenSpeech; durationSeconds?: number },
): Promise<TranscribeTurnResponse> {
  const { sessionId: id, upload, durationSeconds } = input;
  // A streamed clip's type was checked with its first bytes.
  const declared = input.streamed ? null : declaredContainer(upload.contentType);
  if (durationSeconds !== undefined && durationSeconds > SALES_TURN_AUDIO_MAX_SECONDS) throw new AppError('payload_too_large', TURN_TOO_LONG);
  const user = actor.user;
  await enforceRateLimits(
    deps.db,
    [{ key: user ? `sales-stt:user:${user.id}` : `sales-stt:ip:${addressBucket(actor.ip)}`, limit: 120, windowSeconds: 3600 }],
    'salesCoach.recordingsRateLimited',
  );
  const data = declared
    ? await readCheckedAudio(upload, declared.container, {
        maxBytes: SALES_TURN_AUDIO_MAX_BYTES,
        tooLarge: { id: TURN_TOO_LONG },
        empty: 'salesCoach.turnEmpty',
      })
    : null;
  const row = await loadOwnSession(deps, actor, id);
  if (row.mode !== 'turns') throw new AppError('invalid_input', 'salesCoach.realtimeOnly');
  assertLive(row);
  const transcription =
    declared && data
      ? deps.ai.transcribe({
          data,
          mimeType: declared.mimeType,
          durationSeconds: durationSeconds !== undefined && durationSeconds > 0 ? durationSeconds : undefined,
          language: actor.locale,
        })
      : input.streamed!().transcription;
  let result;
  try {
    result = await transcription;
  } catch (error) {
    if (error instanceof SpeechToTextUnavailableError) throw new AppError('stt_unavailable', error.id);
    logger.warn('sales coach: transcription failed', { sessionId: id, error: String(error) });
    if (error instanceof UndecodableAudioError) throw new AppError('unprocessable_audio', 'salesCoach.turnUndecodable');
    throw new AppError('bad_gateway', 'salesCoach.turnTranscribeFailed');
  }
  // A streamed clip is measured only now; a little over the limit is container padding.
  if ((result.durationSeconds ?? 0) > SALES_TURN_AUDIO_MAX_SECONDS + 3) throw new AppError('payload_too_large', TURN_TOO_LONG);
  return { text: result.text.trim() };
}

// ---------------------------------------------------------------------------------------------
// Realtime voice

/**
 * Connects a realtime call: the browser's SDP offer goes to the provider from here, so the server
 * learns the call id itself (the 5-minute hang-up never depends on the browser) and no client
 * secret ever reaches the browser. One exchange per session, claimed before the provider is asked,
 * so parallel requests cannot start a second call.
 */
export async function startRealtimeCall(deps: SalesCoachDeps, actor: Actor, input: { sessionId: string; offerSdp: string }): Promise<RealtimeCallResponse> {
  const { db, ai } = deps;
  const { sessionId: id, offerSdp } = input;
  if (!offerSdp.startsWith('v=0')) throw new AppError('invalid_input', 'salesCoach.notSdpOffer');
  const row = await loadOwnSession(deps, actor, id);
  if (row.mode !== 'realtime') throw new AppError('invalid_input', 'salesCoach.turnBased');
  if (row.status !== 'active' || Date.now() >= row.endsAt.getTime())
    throw new AppError('conflict', MESSAGES.sessionEnded, { details: { reason: 'session_ended' } });
  const claim = await takeCounters(db, [
    { key: `sales-rtc:${id}`, limit: 1, window: 2 * SALES_CALL_SECONDS, refusal: { code: 'rate_limited', id: CALL_ALREADY_STARTED } },
  ]);
  if (!claim.ok || row.realtimeCallId) throw new AppError('conflict', CALL_ALREADY_STARTED, { details: { reason: 'call_already_started' } });

  let answer: RealtimeCallAnswer;
  try {
    answer = await ai.startRealtimeCall(row.setup, offerSdp, actor.locale, await prospectContext(db, actor, row.fromCallId));
  } catch (error) {
    logger.warn('sales coach: the realtime call could not be connected', { sessionId: id, error: String(error) });
    throw new AppError('bad_gateway', MESSAGES.connectionError.description);
  }
  const [stored] = await db
    .update(salesSessions)
    .set({ realtimeCallId: answer.callId, realtimeCallsUrl: answer.callsUrl })
    .where(and(eq(salesSessions.id, id), isNull(salesSessions.realtimeCallId)))
    .returning({ status: salesSessions.status, endsAt: salesSessions.endsAt });
  // Ended while connecting (a newer call, cancelled, analyzed, out of time): hang up at once.
  if (!stored || stored.status !== 'active' || Date.now() >= stored.endsAt.getTime()) {
    if (stored) await realtimeHangups(deps).hangUp(id);
    throw new AppError('conflict', MESSAGES.sessionEnded, { details: { reason: 'session_ended' } });
  }
  realtimeHangups(deps).schedule(id, stored.endsAt);
  return { answerSdp: answer.answerSdp, endsAt: stored.endsAt.toISOString(), remainingSeconds: remainingSeconds(stored) };
}

// ---------------------------------------------------------------------------------------------
// Ending: cancel (connection failure) or analyze

/**
 * Gives the credit or guest trial back for a call that produced nothing. Turn-based calls are
 * verifiable (the server holds the transcript), and so is a realtime call that never connected
 * (the server connects every call and would hold its id); a connected realtime call is not (the
 * server never hears it), so those refunds are capped per person per day.
 */
async function refundUnusedSession(deps: SalesCoachDeps, actor: Actor, row: SessionRow, interrupted = false): Promise<boolean> {
  const { db } = deps;
  const run = toolRunOf(row);
  if (!run) return false;
  const spoke = row.mode === 'turns' && hasUserSpeech(row.transcript);
  // A call cut off by a reload or a dropped line did use the AI, so like a connected realtime call it
  // is refunded within the daily cap: enough for real accidents, not a way to practise for free.
  if (spoke && !interrupted) return false;
  if (spoke || (row.mode === 'realtime' && row.realtimeCallId)) {
    const key = row.userId ? `sales-refund:user:${row.userId}` : `sales-refund:ip:${addressBucket(actor.ip)}`;
    const { allowed } = await hitRateLimit(db, { key, limit: REALTIME_REFUNDS_PER_DAY, windowSeconds: 86_400 });
    if (!allowed) return false;
  }
  await abandonToolRun(deps, actor, run);
  // A realtime call that never connected cost no AI at all: the account's and the service's
  // daily budgets get the run back (so start-and-cancel cannot drain the service-wide budget).
  if (row.mode === 'realtime' && !row.realtimeCallId) {
    await giveBackCounters(db, [{ key: AI_GLOBAL_KEY }, ...(row.userId ? [{ key: aiUserKey(row.userId) }] : [])]);
  }
  return true;
}

export async function cancelSession(
  deps: SalesCoachDeps,
  actor: Actor,
  input: { sessionId: string; reason?: 'connection_failed' | 'user_cancelled' | 'interrupted' },
): Promise<CancelSessionResponse> {
  const { db } = deps;
  const id = input.sessionId;
  const row = await loadOwnSession(deps, actor, id);
  const [claimed] = await db
    .update(salesSessions)
    .set({ status: 'cancelled', endedAt: new Date() })
    .where(and(eq(salesSessions.id, id), eq(salesSessions.status, 'active')))
    .returning({ id: salesSessions.id });
  if (!claimed) return { refunded: false, wallet: await walletAfterRun(deps, actor) };
  if (row.realtimeCallId) await realtimeHangups(deps).hangUp(id);
  const refunded = await refundUnusedSession(deps, actor, row, input.reason === 'interrupted');
  return { refunded, wallet: await walletAfterRun(deps, actor) };
}

export async function analyzeSession(
  deps: SalesCoachDeps,
  actor: Actor,
  input: { sessionId: string; transcript?: TranscriptTurn[] },
): Promise<AnalyzeSessionResponse> {
  const { db, ai } = deps;
  const { sessionId: id, transcript: clientTranscript } = input;
  const row = await loadOwnSession(deps, actor, id);
  if (row.status === 'completed' || row.status === 'analyzing') throw new AppError('conflict', 'salesCoach.alreadyAnalyzed');
  if (row.status !== 'active') throw new AppError('conflict', 'salesCoach.callOver');
  // The server hears turn-based calls itself; for realtime calls only the browser saw the events.
  const turns = (row.mode === 'turns' ? row.transcript : (clientTranscript ?? [])).map((t) => ({ role: t.role, text: clip(t.text) }));
  // The call is over from the learner's side: stop paying for realtime audio now.
  if (row.realtimeCallId) await realtimeHangups(deps).hangUp(id);
  if (transcriptChars(turns) > SALES_TRANSCRIPT_MAX_CHARS) {
    throw new AppError('invalid_input', 'salesCoach.transcriptTooLong');
  }

  if (!hasUserSpeech(turns)) {
    const [claimed] = await db
      .update(salesSessions)
      .set({ status: 'cancelled', endedAt: new Date(), transcript: turns })
      .where(and(eq(salesSessions.id, id), eq(salesSessions.status, 'active')))
      .returning({ id: salesSessions.id });
    const refunded = claimed ? await refundUnusedSession(deps, actor, row) : false;
    throw new AppError('invalid_input', MESSAGES.noConversation.description, { details: { reason: 'no_conversation', refunded } });
  }

  const [claimed] = await db
    .update(salesSessions)
    .set({ status: 'analyzing', endedAt: new Date(), transcript: turns })
    .where(and(eq(salesSessions.id, id), eq(salesSessions.status, 'active')))
    .returning({ id: salesSessions.id });
  if (!claimed) throw new AppError('conflict', 'salesCoach.alreadyAnalyzed');

  const run = toolRunOf(row);
  let report: SalesCallReport;
  try {
    report = (await ai.analyzeSalesCall(turns, row.setup, actor.locale)).report;
  } catch (error) {
    logger.warn('sales coach: analysis failed', { sessionId: id, error: String(error) });
    await db.update(salesSessions).set({ status: 'failed' }).where(eq(salesSessions.id, id));
    if (run) await abandonToolRun(deps, actor, run);
    throw new AppError('bad_gateway', MESSAGES.analysisFailed.description, { details: { refunded: Boolean(run) } });
  }

  // A report that judged nothing (a call the offline analysis could not read) has no score to compare.
  const previousScore = row.userId && !report.metrics.limited ? await lastScore(deps, row.userId, row.usageLogId) : null;
  const markdown = withProgress(
    renderSalesCallReportMarkdown(report, row.setup, serverT(actor.locale, 'report')),
    report.overallScore,
    previousScore,
    actor.locale,
  );
  // A practice of a real call is its own scenario on the person's and the team's progress.
  const practised = row.fromCallId ? await practisedCallDate(db, row.fromCallId) : null;
  const logged = {
    markdown,
    data: { kind: 'sales-call', mode: row.mode, setup: row.setup, report, ...(practised ? { fromCallId: row.fromCallId, fromCallAt: practised } : {}) },
  };
  // A report that judged nothing the rep said says why, and costs nothing.
  let refunded = false;
  if (run && report.metrics.limited) refunded = await finishToolRunFree(deps, actor, run, logged);
  else if (run) await finishToolRun(deps, run, logged);
  await db.update(salesSessions).set({ status: 'completed' }).where(eq(salesSessions.id, id));
  return { markdown, report, previousScore, refunded, wallet: await walletAfterRun(deps, actor) };
}

/** The score of the user's last completed practice call before this one. */
async function lastScore(deps: SalesCoachDeps, userId: string, currentLogId: string | null): Promise<number | null> {
  const rows = await deps.db
    .select({
      id: toolUsageLogs.id,
      score: sql<string | null>`${toolUsageLogs.data} -> 'report' ->> 'overallScore'`,
      limited: sql<boolean>`(${toolUsageLogs.data} -> 'report' -> 'metrics' -> 'limited') is not null`,
    })
    .from(toolUsageLogs)
    .where(and(eq(toolUsageLogs.userId, userId), eq(toolUsageLogs.toolName, SALES_TOOL.name), eq(toolUsageLogs.status, 'completed')))
    .orderBy(...newestFirst(toolUsageLogs.createdAt))
    .limit(3);
  const previous = rows.find((r) => r.id !== currentLogId && !r.limited && r.score !== null && Number.isFinite(Number(r.score)));
  return previous ? Number(previous.score) : null;
}

/** Adds "+N vs last time" (in the reader's language) under the overall score line of the report. */
export function withProgress(markdown: string, score: number, previous: number | null, locale?: string): string {
  if (previous === null) return markdown;
  const t = serverT(locale, 'callReport');
  const delta = score - previous;
  const change = delta === 0 ? t('progress.same') : t(delta > 0 ? 'progress.better' : 'progress.worse', { delta: String(Math.abs(delta)) });
  const line = `**${change}** ${t('progress.lastTime', { previous: String(previous) })}`;
  // The overall line as the renderer writes it ("**Overall: 72/100 (Proficient)**").
  const frame = serverT(locale, 'report');
  const overall = `**${frame('overall', { score: String(score), tier: scoreTierLabel(score, frame) })}**`;
  const lines = markdown.split('\n');
  const at = lines.findIndex((l) => l.startsWith(overall));
  if (at < 0) return `${markdown}\n\n${line}\n`;
  lines.splice(at + 1, 0, '', line);
  return lines.join('\n');
}

function clip(text: string) {
  return text.slice(0, TRANSCRIPT_TURN_MAX_CHARS);
}
