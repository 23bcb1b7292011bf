import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PitchAnalysisResponse } from '@shared/pitch-lab';
import { pitchLabApi } from '@shared/contracts/pitch-lab';
import { callApi } from '@web/lib/api/api.ts';
import { callApiWithRawBody } from '@web/lib/api/raw-body-api.ts';
import { PITCH_RUNS_KEY } from './use-pitch-runs.ts';

/** A pitch to analyze: the recording as recorded, or the typed text; with `assignmentId`, it counts for that assignment. */
export type PitchSubmission = (
  { kind: 'audio'; audio: ArrayBuffer; mimeType: string; durationSeconds: number } | { kind: 'text'; transcript: string; durationSeconds?: number }
) & { assignmentId?: string };

function analyze(pitch: PitchSubmission): Promise<PitchAnalysisResponse> {
  const { assignmentId } = pitch;
  if (pitch.kind === 'text') {
    return callApi(pitchLabApi.analyzeText, { body: { transcript: pitch.transcript, durationSeconds: pitch.durationSeconds, assignmentId } });
  }
  return callApiWithRawBody(
    pitchLabApi.analyzeAudio,
    { query: { durationSeconds: pitch.durationSeconds, assignmentId } },
    { body: pitch.audio, contentType: pitch.mimeType },
  );
}

/** Analyzes a pitch (spends a credit or the guest trial); a report refreshes the progress chart. */
export function useAnalyzePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyze,
    onSuccess: (response) => {
      if (response?.analysis) void queryClient.invalidateQueries({ queryKey: PITCH_RUNS_KEY });
    },
  });
}
