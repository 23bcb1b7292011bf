import { z } from 'zod';
import { salesSetupSchema, transcriptSchema, type SalesCallReport, type SalesSetup, type TranscriptTurn } from './reports.ts';
import type { ToolRunAnswer } from './tools.ts';
import { msg, type ServerMessageId } from './i18n/server-message.ts';

// API contract of the AI Sales Coach (routes in src/server/features/sales-coach, screen in
// src/web/features/sales-coach). Setup and transcript schemas live in reports.ts.

export const SALES_COACH_MESSAGES = {
  incompleteSetup: { title: 'salesCoach.incompleteSetupTitle', description: 'salesCoach.incompleteSetup' },
  noConversation: { title: 'salesCoach.noConversationTitle', description: 'salesCoach.noConversation' },
  connectionError: { title: 'salesCoach.connectionErrorTitle', description: 'salesCoach.connectionError' },
  analysisFailed: { title: 'salesCoach.analysisFailedTitle', description: 'salesCoach.analysisFailed' },
  tokenFailed: 'salesCoach.tokenFailed',
  sessionEnded: 'salesCoach.sessionEnded',
  sessionNotFound: 'salesCoach.sessionNotFound',
} as const satisfies Record<string, ServerMessageId | { title: ServerMessageId; description: ServerMessageId }>;

/** One typed or transcribed turn of the salesperson. */
export const SALES_TURN_MAX_CHARS = 2000;
/** Turns the salesperson may take in one 5-minute call (a turn every ~5 s is already a lot). */
export const SALES_MAX_USER_TURNS = 60;
/**
 * Words a 5-minute call can hold: ~300 s × 3 words/s ≈ 5,500 characters; four times that is
 * plenty, and it bounds what one credit can make an AI model read.
 */
export const SALES_TRANSCRIPT_MAX_CHARS = 20_000;
/** Push-to-talk clip limits. */
export const SALES_TURN_AUDIO_MAX_BYTES = 1024 * 1024;
export const SALES_TURN_AUDIO_MAX_SECONDS = 60;

/** `:id` of every /api/sales-coach/sessions/:id/… operation. */
export const salesSessionParamsSchema = z.object({ id: z.uuid() });

/**
 * POST /api/sales-coach/sessions. Missing or invalid answers become one message for the person
 * (SALES_COACH_MESSAGES.incompleteSetup), as the spec words it; the OpenAPI document still shows
 * the full setup schema.
 */
export const startSalesSessionInputSchema = z.object({
  setup: salesSetupSchema.optional().catch(undefined),
  /** A team assignment this call is for: the call then uses the assignment's setup, not `setup`. */
  assignmentId: z.uuid(msg('common.invalidId')).optional(),
  /** One of the caller's analysed real calls to practise: its setup, and a prospect who raises its objections. */
  fromCall: z.uuid(msg('common.invalidId')).optional(),
});

export const salesTurnInputSchema = z.strictObject({
  text: z.string().trim().min(1, msg('salesCoach.saySomethingFirst')).max(SALES_TURN_MAX_CHARS),
});

/** A browser's WebRTC SDP offer is a few kilobytes. */
export const REALTIME_OFFER_MAX_BYTES = 32 * 1024;

/** POST /api/sales-coach/sessions/:id/realtime/call: the SDP answer for the browser's offer. */
export interface RealtimeCallResponse {
  answerSdp: string;
  endsAt: string;
  remainingSeconds: number;
}

export const analyzeSessionInputSchema = z.strictObject({
  /** Realtime mode only: the transcript the browser assembled from the events channel. */
  transcript: transcriptSchema.optional(),
});

export const cancelSessionInputSchema = z.strictObject({
  /** `interrupted`: a call cut off by a reload, a closed tab or a dropped line, ended from the resume offer. */
  reason: z.enum(['connection_failed', 'user_cancelled', 'interrupted']),
});

/**
 * GET /api/sales-coach/sessions/:id, what the resume offer needs: `live` can go on, `expired` ran out
 * of time without a report (it can still be reported or refunded), `ended` is over (`refunded` says
 * whether its credit or trial came back).
 */
export type SalesSessionState = 'live' | 'expired' | 'ended';

export interface SalesSessionResponse {
  sessionId: string;
  mode: SalesSessionMode;
  state: SalesSessionState;
  setup: SalesSetup;
  /** The server's transcript: the whole call for turn-based calls, empty for realtime ones (only the browser heard them). */
  transcript: TranscriptTurn[];
  endsAt: string;
  remainingSeconds: number;
  /** The call counts for this team assignment. */
  assignmentId: string | null;
  /** The real call this call practises (issue 31), null for a chosen setup. */
  fromCallId: string | null;
  refunded: boolean;
}

export type SalesSessionMode = 'realtime' | 'turns';

export interface StartSalesSessionResponse extends ToolRunAnswer {
  sessionId: string;
  mode: SalesSessionMode;
  /** ISO time: the server refuses turns and hangs up realtime calls after it. */
  endsAt: string;
  /** Seconds left when the response was sent (the browser's clock may differ from ours). */
  remainingSeconds: number;
  openingLine?: string;
}

export interface SalesTurnResponse {
  reply: string;
  /** The prospect agreed to the goal of the call. */
  yielded: boolean;
  remainingSeconds: number;
}

export interface AnalyzeSessionResponse extends ToolRunAnswer {
  markdown: string;
  report: SalesCallReport;
  /** The signed-in user's previous AI Sales Coach score, when there is one. */
  previousScore: number | null;
  /** The report could not judge what the rep said (a language the analysis does not read): the credit or guest trial was given back. */
  refunded: boolean;
}

export interface CancelSessionResponse extends ToolRunAnswer {
  /** The credit (or guest trial) was given back. */
  refunded: boolean;
}

export interface TranscribeTurnResponse {
  text: string;
}

export function transcriptChars(turns: TranscriptTurn[]): number {
  return turns.reduce((sum, t) => sum + t.text.length, 0);
}

/** True when the salesperson said anything at all (the spec's "empty conversation" check). */
export function hasUserSpeech(turns: TranscriptTurn[]): boolean {
  return turns.some((t) => t.role === 'user' && t.text.trim().length > 0);
}

/** The call countdown: 5:00, 4:59 … 0:00. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
