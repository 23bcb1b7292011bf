// One place for what every speech recording (Pitch Lab, the Sales Coach's push-to-talk) asks the
// browser for: small Opus files over slow mobile data, still clean enough for the recogniser.
import { PITCH_AUDIO_BITS_PER_SECOND } from '@shared/limits';
import { RECORDER_MIME_TYPES } from '@shared/pitch-lab-constants';

/**
 * 16 kbps: the low end of the speech band (16–24 kbps) that Opus keeps intelligible in mono; the
 * recogniser resamples to 16 kHz mono anyway, so more bits only cost the user's data (decisions/028).
 */
export const SPEECH_AUDIO_BITS_PER_SECOND = PITCH_AUDIO_BITS_PER_SECOND;

/** Mono, with the browser's own clean-up: one voice, a phone held at arm's length, a noisy room. */
export const SPEECH_MICROPHONE = {
  audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
} satisfies MediaStreamConstraints;

/** The first type the browser can record (webm/opus, ogg/opus, then mp4 on Safari), else the browser's own choice. */
function pickSpeechMimeType(): string | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder?.isTypeSupported !== 'function') return undefined;
  return RECORDER_MIME_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

export function speechRecorderOptions(): MediaRecorderOptions {
  const mimeType = pickSpeechMimeType();
  return { ...(mimeType ? { mimeType } : {}), audioBitsPerSecond: SPEECH_AUDIO_BITS_PER_SECOND };
}
