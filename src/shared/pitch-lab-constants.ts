import type { ServerMessageId } from './i18n/server-message.ts';

// What the Pitch Lab page needs of its contract at run time, apart from pitch-lab.ts on purpose: that
// module builds zod schemas, and importing it would load zod into the recording flow (issue 30).

export const PITCH_MESSAGES = {
  micFailed: 'pitch.micFailed',
  noRecording: 'pitch.noRecording',
  notInitialized: 'pitch.notInitialized',
  transcribeFailed: 'pitch.transcribeFailed',
  noTranscript: 'pitch.noTranscript',
  analyzeFailed: 'pitch.analyzeFailed',
  noAnalysis: 'pitch.noAnalysis',
  readFailed: 'pitch.readFailed',
  processAudioFailed: 'pitch.processAudioFailed',
  processRecordingFailed: 'pitch.processRecordingFailed',
  complete: 'pitch.complete',
  analyzing: 'pitch.analyzing',
} as const satisfies Record<string, ServerMessageId>;

export const STT_UNAVAILABLE_CODE = 'stt_unavailable';

/** MediaRecorder types in order of preference: Chrome/Firefox record opus, Safari records mp4. */
export const RECORDER_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/mpeg'] as const;

export const PITCH_TEXT_MIN_CHARS = 20;
export const PITCH_TEXT_MAX_CHARS = 5000;
