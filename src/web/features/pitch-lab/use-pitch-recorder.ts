import { useCallback, useEffect, useRef, useState } from 'react';
import { PITCH_MESSAGES } from '@shared/pitch-lab-constants';
import { SPEECH_MICROPHONE, speechRecorderOptions } from '@web/lib/platform/speech-recorder-options.ts';
import { openSpeechStreamUpload, type SpeechStreamUpload } from '@web/lib/speech/speech-stream-upload.ts';

export type RecorderStatus = 'idle' | 'requesting' | 'recording';

/** Why the recorder failed: the page shows its own (translated) text for each. */
export type RecorderFailure = 'notInitialized' | 'noRecording' | 'processAudioFailed';

/** A recorder failure; `message` is its PITCH_MESSAGES id (for logs): the page shows its own text for `reason`. */
export class RecorderError extends Error {
  constructor(readonly reason: RecorderFailure) {
    super(PITCH_MESSAGES[reason]);
    this.name = 'RecorderError';
  }
}

export interface Recording {
  blob: Blob;
  /** Content type to upload with, e.g. audio/webm;codecs=opus */
  mimeType: string;
  durationSeconds: number;
  /** The same bytes, sent while recording (decision 029); absent where the recorder gave none. */
  stream?: SpeechStreamUpload;
}

/**
 * Microphone recording with MediaRecorder at a speech bitrate (speech-recorder-options.ts). The clock starts when the microphone is
 * granted (not when the button is pressed), and `elapsed` ticks in whole seconds.
 */
export function usePitchRecorder({ onRecorderError }: { onRecorderError: (reason: RecorderFailure) => void }) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsed, setElapsed] = useState(0);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const chunksRef = useRef<Blob[]>([]);
  const streamUploadRef = useRef<SpeechStreamUpload | null>(null);
  const startedAtRef = useRef(0);
  const tickRef = useRef<number | undefined>(undefined);
  const onErrorRef = useRef(onRecorderError);
  useEffect(() => {
    onErrorRef.current = onRecorderError;
  }, [onRecorderError]);

  const release = useCallback(() => {
    window.clearInterval(tickRef.current);
    tickRef.current = undefined;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  /** Stops and throws the audio away. */
  const discard = useCallback(() => {
    const recorder = recorderRef.current;
    recorderRef.current = null;
    if (recorder) {
      recorder.ondataavailable = null;
      recorder.onstop = null;
      recorder.onerror = null;
      if (recorder.state !== 'inactive') recorder.stop();
    }
    chunksRef.current = [];
    streamUploadRef.current?.discard();
    streamUploadRef.current = null;
    release();
    setElapsed(0);
    setStatus('idle');
  }, [release]);

  useEffect(() => discard, [discard]);

  /** Asks for the microphone and starts recording; false when it is refused or unavailable. */
  const start = useCallback(async (): Promise<boolean> => {
    discard();
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') return false;
    setStatus('requesting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(SPEECH_MICROPHONE);
    } catch {
      setStatus('idle');
      return false;
    }
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, speechRecorderOptions());
    } catch {
      stream.getTracks().forEach((track) => track.stop());
      setStatus('idle');
      return false;
    }
    streamRef.current = stream;
    recorderRef.current = recorder;
    chunksRef.current = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size === 0) return;
      chunksRef.current.push(event.data);
      // Each second goes up as it is recorded, so at Submit only the last one is left to send.
      streamUploadRef.current ??= openSpeechStreamUpload(recorder.mimeType || event.data.type || 'audio/webm');
      streamUploadRef.current.push(event.data);
    };
    recorder.onerror = () => {
      discard();
      onErrorRef.current('processAudioFailed');
    };
    recorder.start(1000);
    // The 60-second clock starts now that the microphone is granted.
    startedAtRef.current = performance.now();
    setElapsed(0);
    setStatus('recording');
    tickRef.current = window.setInterval(() => {
      setElapsed(Math.floor((performance.now() - startedAtRef.current) / 1000));
    }, 250);
    return true;
  }, [discard]);

  /** Stops and hands over the audio; rejects with a RecorderError when there is none. */
  const stop = useCallback((): Promise<Recording> => {
    const recorder = recorderRef.current;
    if (!recorder) return Promise.reject(new RecorderError('notInitialized'));
    if (recorder.state === 'inactive') return Promise.reject(new RecorderError('noRecording'));
    const durationSeconds = Math.round(((performance.now() - startedAtRef.current) / 1000) * 10) / 10;
    return new Promise<Recording>((resolve, reject) => {
      recorder.onstop = () => {
        const mimeType = recorder.mimeType || chunksRef.current[0]?.type || 'audio/webm';
        const blob = new Blob(chunksRef.current, { type: mimeType });
        const stream = streamUploadRef.current ?? undefined;
        recorderRef.current = null;
        chunksRef.current = [];
        streamUploadRef.current = null;
        release();
        setStatus('idle');
        if (blob.size === 0) {
          stream?.discard();
          reject(new RecorderError('processAudioFailed'));
        } else resolve({ blob, mimeType, durationSeconds, stream });
      };
      try {
        recorder.stop();
      } catch {
        discard();
        reject(new RecorderError('processAudioFailed'));
      }
    });
  }, [discard, release]);

  return { status, elapsed, start, stop, discard };
}
