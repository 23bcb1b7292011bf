import { useMutation, useQuery } from '@tanstack/react-query';
import type { SalesSetup, TranscriptTurn } from '@shared/reports';
import { salesCoachApi } from '@shared/contracts/sales-coach';
import { callApi } from '@web/lib/api/api.ts';
import { takeStreamOrSendWhole } from '@web/lib/speech/speech-stream-upload.ts';
import { callApiWithRawBody } from '@web/lib/api/raw-body-api.ts';

// One hook per step of a practice call: start, (turn-based) speak or type a turn, then analyze,
// or cancel when the call never connected. Realtime calls connect in connect-realtime.ts.

/**
 * Starts a 5-minute call (spends a credit or the guest trial); for an assignment, the server plays its
 * setup and the call counts for it; for a real call (`fromCall`), its setup and its customer's objections.
 */
export function useStartSalesSession() {
  return useMutation({
    mutationFn: ({ setup, assignmentId, fromCall }: { setup: SalesSetup; assignmentId?: string; fromCall?: string }) =>
      callApi(salesCoachApi.start, { body: { setup, assignmentId, fromCall } }),
  });
}

/** Turn-based: the salesperson's words in, the prospect's reply out. */
export function useSendTurn() {
  return useMutation({
    mutationFn: ({ sessionId, text }: { sessionId: string; text: string }) => callApi(salesCoachApi.turn, { params: { id: sessionId }, body: { text } }),
  });
}

/**
 * Turn-based: one push-to-talk clip to text. `stream`: the key of the stream the clip went up in
 * while it was recorded (decision 029); without it there, the clip goes up whole.
 */
export function useTranscribeTurn() {
  return useMutation({
    mutationFn: ({ sessionId, audio, durationSeconds, stream }: { sessionId: string; audio: Blob; durationSeconds: number; stream?: string }) => {
      const contentType = audio.type || 'audio/webm';
      const headers = { 'X-Audio-Duration': durationSeconds.toFixed(1) };
      const whole = () => callApiWithRawBody(salesCoachApi.transcribe, { params: { id: sessionId }, query: {} }, { body: audio, contentType, headers });
      if (!stream) return whole();
      return takeStreamOrSendWhole(
        () => callApiWithRawBody(salesCoachApi.transcribe, { params: { id: sessionId }, query: { stream } }, { body: '', contentType, headers }),
        whole,
      );
    },
  });
}

/** Ends a call that could not connect; the answer says whether the credit or trial came back. */
export function useCancelSalesSession() {
  return useMutation({
    mutationFn: ({ sessionId, reason }: { sessionId: string; reason: 'connection_failed' | 'user_cancelled' | 'interrupted' }) =>
      callApi(salesCoachApi.cancel, { params: { id: sessionId }, body: { reason } }),
  });
}

/** Ends the call and gets the report (realtime calls send the transcript the browser heard). */
export function useAnalyzeSalesSession() {
  return useMutation({
    mutationFn: ({ sessionId, transcript }: { sessionId: string; transcript?: TranscriptTurn[] }) =>
      callApi(salesCoachApi.analyze, { params: { id: sessionId }, body: transcript ? { transcript } : {} }),
  });
}

/** A call of the caller's to resume (its setup, transcript, time left and state); 404 when it is not theirs or gone. */
export function useSalesSession(sessionId: string | null) {
  return useQuery({
    queryKey: ['sales-coach', 'session', sessionId],
    queryFn: ({ signal }) => callApi(salesCoachApi.session, { params: { id: sessionId! } }, { signal }),
    enabled: sessionId !== null,
    // Always the server's word at the moment of asking: the call's time runs out by the second.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** Turn-based: the server's transcript of a call, to pick it up again after a dropped connection. */
export function fetchSalesSession(sessionId: string) {
  return callApi(salesCoachApi.session, { params: { id: sessionId } });
}
