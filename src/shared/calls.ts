import type { SalesCallReport, SalesObjection, SalesSetup } from './reports.ts';

// Real calls (issue 31): a phone call or a WhatsApp voice note the seller uploads, measured from
// the sound and coached with the Sales Coach's rubric. No zod here: the web's upload page loads
// this (the request schemas are in call-schemas.ts).

/** The largest file accepted: a 15-minute call as phones record it (AMR, AAC, Opus) fits easily. */
export const CALL_MAX_BYTES = 16 * 1024 * 1024;
/** The longest call analysed. */
export const CALL_MAX_SECONDS = 15 * 60;
/** A kept recording is deleted after this many days (the report stays). */
export const CALL_AUDIO_KEEP_DAYS = 30;

export const CALL_SELLER_CHANNELS = ['left', 'right'] as const;
/** Which channel of a stereo recording is the seller's (one party per channel). */
export type SellerChannel = (typeof CALL_SELLER_CHANNELS)[number];

export const CALL_STATUSES = ['processing', 'done', 'failed'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

export type CallSpeaker = 'seller' | 'prospect';

/** Seconds from the start of the recording where a side spoke. */
export interface SpeechSpan {
  start: number;
  end: number;
}

/**
 * How the metrics of a mono recording were estimated: voices told apart by their pitch and timbre
 * (offline), by the provider's diarized transcription, or one voice only heard (a voice note).
 */
export type CallEstimate = 'voices' | 'diarized' | 'one-voice';

export interface CallMetrics {
  durationSeconds: number;
  /** 2 when each party was on its own channel (exact metrics); 1 otherwise. */
  channels: 1 | 2;
  /** True for mono recordings: who spoke when was estimated (`estimatedBy` says how). */
  estimated: boolean;
  estimatedBy?: CallEstimate;
  /** The seller's share of all talk time, 0–1. */
  talkRatio: number;
  talkSeconds: Record<CallSpeaker, number>;
  /** The seller's longest stretch of talk (the prospect's backchannels under 1 s and the seller's pauses under 1.5 s do not end it). */
  longestMonologueSeconds: number;
  /** Overlaps of 1 s or more, counted for the side that started speaking. */
  interruptions: Record<CallSpeaker, number>;
  /** Mean gap between the end of the prospect's turn and the seller's next start; null when the seller never answered a turn. */
  patienceSeconds: number | null;
  /** Moments of more than 3 s in which nobody spoke (between the first and the last words). */
  longSilences: number;
  /** Questions asked by each side, from the transcript. */
  questions: Record<CallSpeaker, number>;
  /** Syllables per second while speaking, measured from the sound; null for a side not heard. */
  pace: Record<CallSpeaker, number | null>;
}

/** An objection the prospect raised, with when. */
export interface CallObjection {
  atSeconds: number;
  /** The prospect's words, as transcribed. */
  text: string;
  /** The kind of objection, when it is one the rubric knows. */
  kind: SalesObjection | null;
}

/** One turn of the transcript, with when it was said. */
export interface CallTurn {
  speaker: CallSpeaker;
  startSeconds: number;
  endSeconds: number;
  text: string;
}

/** A coaching point of the rubric, with where in the recording its quote was said (null: not found). */
export interface CallFinding {
  issue: string;
  quote: string;
  suggestion: string;
  atSeconds: number | null;
}

export interface CallReport {
  metrics: CallMetrics;
  objections: CallObjection[];
  /** The Sales Coach's rubric applied to the call (scores, outcome, strengths, summary); null when the words could not be judged (`unjudged` says why). */
  coaching: SalesCallReport | null;
  /** coaching.improvements, each with its time in the recording. */
  findings: CallFinding[];
  /** The kind of objection the rubric judged the handling of (the one raised most), null when none was heard. */
  judgedObjection: SalesObjection | null;
  transcript: CallTurn[];
  /** What could not be judged, said plainly (also why the run was refunded). */
  unjudged: string | null;
  /** The whole report as markdown, in the reader's language (what the history shows). */
  markdown: string;
}

/** What the uploader said about the call: the Sales Coach's setup, its objection found in the call. */
export type CallSetup = Omit<SalesSetup, 'objection'>;

/** GET /api/calls/:id */
export interface CallResponse {
  id: string;
  status: CallStatus;
  createdAt: string;
  fileName: string | null;
  setup: CallSetup;
  /** Present once status is `done`. */
  report: CallReport | null;
  /** Present when status is `failed`: the reason, in the reader's language. */
  error: { code: string; message: string } | null;
  /** True when the credit came back (a failure, or nothing that could be judged). */
  refunded: boolean;
  /** The recording is kept (encrypted) until `audioExpiresAt`; otherwise it was deleted after analysis. */
  audioKept: boolean;
  audioExpiresAt: string | null;
  /** True when the caller uploaded it (a manager reading a teammate's call is not the owner). */
  own: boolean;
}

/** POST /api/calls: accepted, analysed in the background (poll GET /api/calls/:id). */
export interface CallAccepted {
  id: string;
  status: CallStatus;
  /** True when this file (same bytes) was already uploaded by the caller: its call is answered, nothing spent. */
  duplicate: boolean;
}

export interface CallListItem {
  id: string;
  status: CallStatus;
  createdAt: string;
  fileName: string | null;
  product: string;
  overallScore: number | null;
  durationSeconds: number | null;
}
