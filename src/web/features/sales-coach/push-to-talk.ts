import { SALES_TURN_AUDIO_MAX_SECONDS } from '@shared/sales-coach';
import { speechRecorderOptions } from '@web/lib/platform/speech-recorder-options.ts';

/** Shorter than this, a push-to-talk press was a tap, not a turn. */
const MIN_TURN_SECONDS = 0.4;

interface RecordedTurn {
  audio: Blob;
  seconds: number;
}

/**
 * Records one push-to-talk turn from `stream` until `stop()` (or the turn's length limit);
 * `onStopped` gets the clip, or null when the press was too short to hold words.
 */
export function recordTurn(stream: MediaStream, onStopped: (turn: RecordedTurn | null) => void): MediaRecorder {
  const recorder = new MediaRecorder(stream, speechRecorderOptions());
  const chunks: Blob[] = [];
  let startedAt = 0;
  recorder.onstart = () => {
    startedAt = Date.now();
  };
  const limit = window.setTimeout(() => recorder.state === 'recording' && recorder.stop(), SALES_TURN_AUDIO_MAX_SECONDS * 1000);
  recorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
  recorder.onstop = () => {
    window.clearTimeout(limit);
    const seconds = (Date.now() - startedAt) / 1000;
    if (seconds < MIN_TURN_SECONDS || chunks.length === 0) onStopped(null);
    else onStopped({ audio: new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }), seconds });
  };
  recorder.start();
  return recorder;
}
