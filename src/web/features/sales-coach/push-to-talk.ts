import { SALES_TURN_AUDIO_MAX_SECONDS } from '@shared/sales-coach';
import { speechRecorderOptions } from '@web/lib/platform/speech-recorder-options.ts';
import { openSpeechStreamUpload, type SpeechStreamUpload } from '@web/lib/speech/speech-stream-upload.ts';

/** Shorter than this, a push-to-talk press was a tap, not a turn. */
const MIN_TURN_SECONDS = 0.4;

interface RecordedTurn {
  audio: Blob;
  seconds: number;
  /** The same clip, sent while it was recorded (decision 029). */
  stream?: SpeechStreamUpload;
}

/**
 * Records one push-to-talk turn from `stream` until `stop()` (or the turn's length limit);
 * `onStopped` gets the clip, or null when the press was too short to hold words.
 */
export function recordTurn(stream: MediaStream, onStopped: (turn: RecordedTurn | null) => void): MediaRecorder {
  const recorder = new MediaRecorder(stream, speechRecorderOptions());
  const chunks: Blob[] = [];
  let upload: SpeechStreamUpload | undefined;
  let startedAt = 0;
  recorder.onstart = () => {
    startedAt = Date.now();
  };
  const limit = window.setTimeout(() => recorder.state === 'recording' && recorder.stop(), SALES_TURN_AUDIO_MAX_SECONDS * 1000);
  recorder.ondataavailable = (event) => {
    if (event.data.size === 0) return;
    chunks.push(event.data);
    upload ??= openSpeechStreamUpload(recorder.mimeType || event.data.type || 'audio/webm');
    upload.push(event.data);
  };
  recorder.onstop = () => {
    window.clearTimeout(limit);
    const seconds = (Date.now() - startedAt) / 1000;
    if (seconds < MIN_TURN_SECONDS || chunks.length === 0) {
      upload?.discard();
      onStopped(null);
    } else onStopped({ audio: new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }), seconds, stream: upload });
  };
  // A piece every second goes up while the person speaks: at release only the last one is left.
  recorder.start(1000);
  return recorder;
}
