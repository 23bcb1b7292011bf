import { z } from 'zod';
import { PITCH_MAX_SECONDS, PITCH_MAX_UPLOAD_BYTES } from './limits.ts';
import type { PitchReport } from './reports.ts';
import type { ToolRunAnswer } from './tools.ts';
import { msg, type ServerMessageId } from './i18n/server-message.ts';
import { PITCH_TEXT_MAX_CHARS, PITCH_TEXT_MIN_CHARS } from './pitch-lab-constants.ts';

// The Pitch Lab's contract between the browser and the server: accepted audio, limits, the
// typed-pitch input and the texts of spec section 8 (word for word).

export const PITCH_LIMIT_MESSAGES = {
  /** Values: PITCH_LIMIT_VALUES. */
  tooLarge: 'pitch.tooLarge',
  /** Values: PITCH_LIMIT_VALUES. */
  tooLong: 'pitch.tooLong',
  unsupportedType: 'pitch.unsupportedType',
  contentMismatch: 'pitch.contentMismatch',
  empty: 'pitch.empty',
  undecodable: 'pitch.undecodable',
} as const satisfies Record<string, ServerMessageId>;

/** The limits PITCH_LIMIT_MESSAGES name. */
export const PITCH_LIMIT_VALUES = { maxMB: PITCH_MAX_UPLOAD_BYTES / 1024 / 1024, maxSeconds: PITCH_MAX_SECONDS };

export type AudioContainer = 'webm' | 'ogg' | 'mp4' | 'wav' | 'mpeg';

/** Accepted upload content types (parameters such as `;codecs=opus` are ignored) and their container. */
export const PITCH_AUDIO_TYPES: Record<string, AudioContainer> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'audio/x-m4a': 'mp4',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mpeg': 'mpeg',
  'audio/mp3': 'mpeg',
};

export const PITCH_UPLOAD_CONTENT_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/wav', 'audio/mpeg'];

/** A typed or pasted pitch; the same analysis as a recording. */
export const pitchTextInputSchema = z.strictObject({
  transcript: z
    .string()
    .trim()
    .min(PITCH_TEXT_MIN_CHARS, msg('pitch.textTooShort', { min: PITCH_TEXT_MIN_CHARS }))
    .max(PITCH_TEXT_MAX_CHARS, msg('pitch.textTooLong', { max: PITCH_TEXT_MAX_CHARS })),
  /** How long the pitch takes to say, when the speaker timed it; otherwise pace is estimated. */
  durationSeconds: z
    .number()
    .positive()
    .max(PITCH_MAX_SECONDS, msg('pitch.timedTooLong', { max: PITCH_MAX_SECONDS }))
    .optional(),
  /** A team assignment this pitch is for (its completion and score). */
  assignmentId: z.uuid(msg('common.invalidId')).optional(),
  /** One random UUID per Submit (decision 027), as for a recording: sent again, it gets the first answer and one charge. */
  idempotencyKey: z.uuid(msg('common.invalidId')).optional(),
});
export type PitchTextInput = z.infer<typeof pitchTextInputSchema>;

/** POST /api/pitch-lab/analyze-audio?durationSeconds=…: the browser's measure of the recording. */
export const pitchAudioQuerySchema = z.object({
  durationSeconds: z.coerce.number().positive().optional(),
  assignmentId: z.uuid(msg('common.invalidId')).optional(),
  /**
   * One random UUID per recording (decision 027): sending the same recording again with it, even at
   * the same time, gets the first answer and is never charged twice.
   */
  idempotencyKey: z.uuid(msg('common.invalidId')).optional(),
  /**
   * The speech stream the recording was sent in while it was recorded (decision 029): its
   * transcript is taken instead of reading a body. A 409 stream_missing asks for the recording whole.
   */
  stream: z.uuid(msg('common.invalidId')).optional(),
});

export interface PitchAnalysisResponse extends ToolRunAnswer {
  transcript: string;
  /** The report as markdown (what the user sees). */
  analysis: string;
  report: PitchReport;
  durationSeconds: number;
  /**
   * The report could not judge what was said (too little speech, a language the analysis does not
   * read, an unclear recording), so the credit or guest trial was given back; the report says why.
   */
  refunded: boolean;
}

export interface PitchCapabilities {
  speechToText: boolean;
}

/** What a Pitch Lab run stores in tool_usage_logs.data (read back for the progress chart). */
export interface PitchRunData {
  report: PitchReport;
  source: 'audio' | 'text';
  transcript: string;
  provider: 'local' | 'openai';
  usage: { transcription?: unknown; analysis?: unknown };
}
