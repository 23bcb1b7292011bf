import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PitchAnalysisResponse } from '@shared/pitch-lab';
import { pitchLabApi } from '@shared/contracts/pitch-lab';
import { callApi } from '@web/lib/api/api.ts';
import { takeStreamOrSendWhole } from '@web/lib/speech/speech-stream-upload.ts';
import { callApiWithRawBody } from '@web/lib/api/raw-body-api.ts';
import { PITCH_RUNS_KEY } from './use-pitch-runs.ts';

/** A pitch to analyze: the recording as recorded, or the typed text; with `assignmentId`, it counts for that assignment. */
export type PitchSubmission = (
  | {
      kind: 'audio';
      audio: BodyInit;
      mimeType: string;
      durationSeconds: number;
      idempotencyKey?: string;
      /** The server has the whole recording in the stream named by the idempotency key (decision 029). */
      streamed?: boolean;
    }
  | { kind: 'text'; transcript: string; durationSeconds?: number; idempotencyKey?: string }
) & { assignmentId?: string };

export function analyze(pitch: PitchSubmission): Promise<PitchAnalysisResponse> {
  const { assignmentId } = pitch;
  if (pitch.kind === 'text') {
    return callApi(pitchLabApi.analyzeText, {
      body: { transcript: pitch.transcript, durationSeconds: pitch.durationSeconds, assignmentId, idempotencyKey: pitch.idempotencyKey },
    });
  }
  const query = { durationSeconds: pitch.durationSeconds, assignmentId, idempotencyKey: pitch.idempotencyKey };
  const whole = () => callApiWithRawBody(pitchLabApi.analyzeAudio, { query }, { body: pitch.audio, contentType: pitch.mimeType });
  if (!pitch.streamed || !pitch.idempotencyKey) return whole();
  // Already on the server and (nearly) recognised: nothing but the request goes up. Without the
  // stream there (a restart, another node), the recording goes up whole under the same key.
  const stream = pitch.idempotencyKey;
  return takeStreamOrSendWhole(
    () => callApiWithRawBody(pitchLabApi.analyzeAudio, { query: { ...query, stream } }, { body: '', contentType: pitch.mimeType }),
    whole,
  );
}

/** Analyzes a pitch (spends a credit or the guest trial); a report refreshes the progress chart. */
export function useAnalyzePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyze,
    // Offline it fails at once instead of pausing behind a spinner: a recording is then kept on the
    // device and sent by itself when the app is next online (decision 027), a guest's too; a typed draft stays in its form.
    networkMode: 'always',
    onSuccess: (response) => {
      if (response?.analysis) void queryClient.invalidateQueries({ queryKey: PITCH_RUNS_KEY });
    },
  });
}
