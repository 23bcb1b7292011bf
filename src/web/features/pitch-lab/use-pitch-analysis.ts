import { useCallback, useRef } from 'react';
import { PITCH_MAX_UPLOAD_BYTES } from '@shared/limits';
import type { PitchAnalysisResponse } from '@shared/pitch-lab';
import { STT_UNAVAILABLE_CODE } from '@shared/pitch-lab-constants';
import { toast } from '@web/lib/feedback/toast.ts';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { useT } from '@web/lib/language/i18n.ts';
import type { ToolRun } from '@web/components/tool-shell/use-tool-run.ts';
import { useMarkSpeechToTextMissing } from './api/use-pitch-capabilities.ts';
import { useAnalyzePitch, type PitchSubmission } from './api/use-analyze-pitch.ts';
import type { Recording } from './use-pitch-recorder.ts';
import { useMe } from '@web/lib/session/session.ts';
import { ownerOf } from './pending-recordings.ts';
import { forgetRecording, handOverRecording, keepRecording } from './kept-recordings.ts';

/**
 * One analysis of a pitch, recorded or typed, as a tool run: resolves the report, or null once the
 * reason it did not come (refused, failed, too large) has been told. `onSpeechToTextMissing`: the
 * server has no speech-to-text after all, so the page switches to typing.
 */
export function usePitchAnalysis(tool: ToolRun, onSpeechToTextMissing: () => void) {
  const t = useT('pitchLab');
  const markSpeechToTextMissing = useMarkSpeechToTextMissing();
  const analyzePitch = useAnalyzePitch();
  const { mutateAsync: analyze } = analyzePitch;
  const { isGuest, run } = tool;
  const userId = useMe().data?.user.id;

  const tellFailure = useCallback(
    (error: unknown, fallback: string) => {
      if (error instanceof ApiError && error.code === STT_UNAVAILABLE_CODE) {
        markSpeechToTextMissing();
        onSpeechToTextMissing();
        toast.error(t('errors.sttUnavailable'), { description: errorMessage(error, t('setup.sttMissing')) });
        return;
      }
      const message = errorMessage(error, fallback);
      const description =
        error instanceof ApiError && error.code === 'no_transcript'
          ? t('errors.noWords')
          : error instanceof ApiError && (error.status >= 500 || error.code === 'unprocessable_audio')
            ? t(isGuest ? 'errors.trialNotUsed' : 'errors.creditNotUsed')
            : undefined;
      toast.error(message, description ? { description } : undefined);
    },
    [isGuest, markSpeechToTextMissing, onSpeechToTextMissing, t],
  );

  const analyzeAndTell = useCallback(
    async (pitch: PitchSubmission, fallback: string, keptKey?: string): Promise<PitchAnalysisResponse | null> => {
      let response: PitchAnalysisResponse | null;
      try {
        response = await run(() => analyze(pitch));
      } catch (error) {
        // No answer at all: the kept copy stays on the device and goes up by itself once online.
        if (keptKey && error instanceof ApiError && error.status === 0) {
          toast.info(t('kept.offline'));
          void handOverRecording();
          return null;
        }
        if (keptKey) await forgetRecording(keptKey);
        tellFailure(error, fallback);
        return null;
      }
      // Answered (or refused before sending): nothing left to send again.
      if (keptKey) await forgetRecording(keptKey);
      // Refused: useToolRun has opened the dialog that says why.
      if (!response) return null;
      if (!response.analysis) {
        toast.error(t('errors.noAnalysis'));
        return null;
      }
      toast.success(t('toast.complete'));
      return response;
    },
    [analyze, run, tellFailure, t],
  );

  const analyzeRecording = useCallback(
    async (take: Recording, assignmentId: string | undefined) => {
      if (take.blob.size > PITCH_MAX_UPLOAD_BYTES) {
        toast.error(t('errors.processRecordingFailed'), { description: t('errors.tooLarge', { megabytes: PITCH_MAX_UPLOAD_BYTES / 1024 / 1024 }) });
        return null;
      }
      let audio: ArrayBuffer;
      try {
        audio = await take.blob.arrayBuffer();
      } catch {
        toast.error(t('errors.readFailed'));
        return null;
      }
      // One key per recording: however often it is sent (now, or later from the device), one report and one
      // charge. A recording streamed while it was made (decision 029) has one already: its stream's.
      const idempotencyKey = take.stream?.key ?? crypto.randomUUID();
      const [kept, streamed] = await Promise.all([
        keepRecording({
          key: idempotencyKey,
          owner: ownerOf(userId),
          blob: take.blob,
          mimeType: take.mimeType,
          durationSeconds: take.durationSeconds,
          assignmentId,
          createdAt: Date.now(),
        }),
        take.stream?.finish() ?? false,
      ]);
      const pitch: PitchSubmission = {
        kind: 'audio',
        audio,
        mimeType: take.mimeType,
        durationSeconds: take.durationSeconds,
        assignmentId,
        idempotencyKey,
        streamed,
      };
      return analyzeAndTell(pitch, t('errors.processRecordingFailed'), kept ? idempotencyKey : undefined);
    },
    [analyzeAndTell, t, userId],
  );

  // One key per typed pitch until a report answers it: a double click, or Submit again after a lost
  // answer, is analyzed and charged once (decision 027). Edited text is a new pitch, with a new key.
  const typedKey = useRef<{ pitch: string; key: string } | null>(null);
  const analyzeTyped = useCallback(
    async (transcript: string, durationSeconds: number | undefined, assignmentId: string | undefined) => {
      const pitch = JSON.stringify([transcript, durationSeconds, assignmentId]);
      if (typedKey.current?.pitch !== pitch) typedKey.current = { pitch, key: crypto.randomUUID() };
      const { key } = typedKey.current;
      const response = await analyzeAndTell({ kind: 'text', transcript, durationSeconds, assignmentId, idempotencyKey: key }, t('errors.analyzeFailed'));
      if (response && typedKey.current?.key === key) typedKey.current = null;
      return response;
    },
    [analyzeAndTell, t],
  );

  return { isAnalyzing: analyzePitch.isPending, analyzeRecording, analyzeTyped };
}
