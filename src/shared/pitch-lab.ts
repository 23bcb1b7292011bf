import { z } from 'zod';
import { PITCH_MAX_SECONDS, PITCH_MAX_UPLOAD_BYTES } from './limits.ts';
import type { PitchReport } from './reports.ts';

// The Pitch Lab's contract between the browser and the server: accepted audio, limits, the
// typed-pitch input and the texts of spec section 8 (word for word).

export const PITCH_MESSAGES = {
  micFailed: 'Failed to access microphone. Please check permissions.',
  noRecording: 'No active recording found',
  notInitialized: 'Recording not initialized',
  transcribeFailed: 'Failed to transcribe audio',
  noTranscript: 'No transcript received',
  analyzeFailed: 'Failed to analyze pitch',
  noAnalysis: 'No analysis received',
  readFailed: 'Failed to read audio file',
  processAudioFailed: 'Failed to process audio',
  processRecordingFailed: 'Failed to process recording',
  complete: 'Analysis Complete!',
  analyzing: 'Our analysis will take 30-60 seconds',
} as const;

export const STT_UNAVAILABLE_CODE = 'stt_unavailable';

export const PITCH_LIMIT_MESSAGES = {
  tooLarge: `The recording is too large (over ${PITCH_MAX_UPLOAD_BYTES / 1024 / 1024} MB). Please record a pitch of up to 60 seconds.`,
  tooLong: `The recording is longer than ${PITCH_MAX_SECONDS} seconds. Please keep your pitch to about 60 seconds.`,
  unsupportedType: 'Unsupported audio format. Please send a WebM, Ogg, MP4, WAV or MP3 recording.',
  contentMismatch: 'The file is not a valid audio recording of the declared type.',
  empty: 'The recording is empty. Please record your pitch again.',
  undecodable: 'Failed to transcribe audio: the recording could not be decoded. Please record it again, or type your pitch instead.',
} as const;

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

/** MediaRecorder types in order of preference: Chrome/Firefox record opus, Safari records mp4. */
export const RECORDER_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/mpeg'] as const;

export const PITCH_TEXT_MIN_CHARS = 20;
export const PITCH_TEXT_MAX_CHARS = 5000;

/** A typed or pasted pitch; the same analysis as a recording. */
export const pitchTextInputSchema = z.strictObject({
  transcript: z
    .string()
    .trim()
    .min(PITCH_TEXT_MIN_CHARS, `Please write at least ${PITCH_TEXT_MIN_CHARS} characters`)
    .max(PITCH_TEXT_MAX_CHARS, `Please keep your pitch under ${PITCH_TEXT_MAX_CHARS} characters`),
  /** How long the pitch takes to say, when the speaker timed it; otherwise pace is estimated. */
  durationSeconds: z.number().positive().max(PITCH_MAX_SECONDS, `Timed pitches must be ${PITCH_MAX_SECONDS} seconds or less`).optional(),
  /** A team assignment this pitch is for (its completion and score). */
  assignmentId: z.uuid('Invalid id').optional(),
});
export type PitchTextInput = z.infer<typeof pitchTextInputSchema>;

/** POST /api/pitch-lab/analyze-audio?durationSeconds=…: the browser's measure of the recording. */
export const pitchAudioQuerySchema = z.object({ durationSeconds: z.coerce.number().positive().optional(), assignmentId: z.uuid('Invalid id').optional() });

export interface PitchAnalysisResponse {
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
