import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PitchAnalysisResponse } from '@shared/pitch-lab';
import { pitchLabApi } from '@shared/contracts/pitch-lab';
import { callApi } from '@web/lib/api/api.ts';
import { callApiWithRawBody } from '@web/lib/api/raw-body-api.ts';
import { PITCH_RUNS_KEY } from './use-pitch-runs.ts';

/** A pitch to analyze: the recording as recorded, or the typed text; with `assignmentId`, it counts for that assignment. */
export type PitchSubmission = (
  | { kind: 'audio'; audio: BodyInit; mimeType: string; durationSeconds: number; idempotencyKey?: string }
  | { kind: 'text'; transcript: string; durationSeconds?: number }
) & { assignmentId?: string };

export function analyze(pitch: PitchSubmission): Promise<PitchAnalysisResponse> {
  const { assignmentId } = pitch;
  if (pitch.kind === 'text') {
    return callApi(pitchLabApi.analyzeText, { body: { transcript: pitch.transcript, durationSeconds: pitch.durationSeconds, assignmentId } });
  }
  return callApiWithRawBody(
    pitchLabApi.analyzeAudio,
    { query: { durationSeconds: pitch.durationSeconds, assignmentId, idempotencyKey: pitch.idempotencyKey } },
    { body: pitch.audio, contentType: pitch.mimeType },
  );
}

/** Analyzes a pitch (spends a credit or the guest trial); a report refreshes the progress chart. */
/** `failOffline`: fail at once without a network (signed-in users, whose recordings are kept and resent) instead of pausing. */
export function useAnalyzePitch(failOffline: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyze,
    // Offline it fails at once instead of pausing behind a spinner: a recording is then kept on the
    // device and sent by itself when the app is next online (decision 027); a typed draft stays in its form.
    // A guest's run still pauses until the network is back: failing at once blanks their page (issue 30).
    networkMode: failOffline ? 'always' : 'online',
    onSuccess: (response) => {
      if (response?.analysis) void queryClient.invalidateQueries({ queryKey: PITCH_RUNS_KEY });
    },
  });
}
