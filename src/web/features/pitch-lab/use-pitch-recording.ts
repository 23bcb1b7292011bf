import { useCallback, useEffect, useRef, useState } from 'react';
import { PITCH_MAX_SECONDS, PITCH_RESTART_DELAY_MS, PITCH_SECONDS } from '@shared/limits';
import { toast } from '@web/lib/feedback/toast.ts';
import { useT } from '@web/lib/language/i18n.ts';
import { RecorderError, usePitchRecorder, type Recording } from './use-pitch-recorder.ts';

interface PitchRecordingOptions {
  /** Asked before the microphone opens: false when the run could not start (its dialog is open). */
  mayStart: () => boolean;
  onMicFailed: (failed: boolean) => void;
  /** The finished take, to send. */
  onTake: (take: Recording) => Promise<unknown>;
}

/** The recorder as the page uses it: start, restart, submit (by hand or at the server's limit). */
export function usePitchRecording({ mayStart, onMicFailed, onTake }: PitchRecordingOptions) {
  const t = useT('pitchLab');
  const recorder = usePitchRecorder({
    onRecorderError: (reason) => toast.error(t(`errors.${reason}`)),
  });
  const { status, elapsed, start: startRecorder, stop: stopRecorder, discard: discardRecorder } = recorder;
  const recording = status === 'recording';
  const restartTimerRef = useRef<number | undefined>(undefined);
  // Between Submit and the upload: a second click must not stop the recorder twice.
  const [stopping, setStopping] = useState(false);

  useEffect(() => () => window.clearTimeout(restartTimerRef.current), []);

  async function start() {
    if (!mayStart()) return;
    onMicFailed(false);
    const started = await startRecorder();
    if (!started) {
      onMicFailed(true);
      toast.error(t('errors.micFailed'));
    }
  }

  function restart() {
    discardRecorder();
    window.clearTimeout(restartTimerRef.current);
    restartTimerRef.current = window.setTimeout(() => void start(), PITCH_RESTART_DELAY_MS);
  }

  const submit = useCallback(async () => {
    let take;
    setStopping(true);
    try {
      take = await stopRecorder();
    } catch (error) {
      toast.error(t(error instanceof RecorderError ? `errors.${error.reason}` : 'errors.noRecording'));
      return;
    } finally {
      setStopping(false);
    }
    await onTake(take);
  }, [stopRecorder, onTake, t]);

  // The server refuses recordings over 90 s; stop and send before that happens (once).
  const autoSubmittedRef = useRef(false);
  useEffect(() => {
    if (!recording) {
      autoSubmittedRef.current = false;
      return;
    }
    if (elapsed >= PITCH_MAX_SECONDS && !autoSubmittedRef.current) {
      autoSubmittedRef.current = true;
      toast.info(t('toast.autoStopped', { seconds: PITCH_MAX_SECONDS }));
      void submit();
    }
  }, [recording, elapsed, submit, t]);

  return { status, elapsed, recording, remaining: PITCH_SECONDS - elapsed, stopping, start, restart, submit };
}

export type PitchRecording = ReturnType<typeof usePitchRecording>;
