import type { SalesSetup, TranscriptTurn } from '@shared/reports';
import type {
  AnalyzeSessionResponse,
  CancelSessionResponse,
  RealtimeCallResponse,
  SalesTurnResponse,
  StartSalesSessionResponse,
  TranscribeTurnResponse,
} from '@shared/sales-coach';
import { api } from '@web/lib/api.ts';

const base = (sessionId: string) => `/api/sales-coach/sessions/${encodeURIComponent(sessionId)}`;

export function startSalesSession(setup: SalesSetup) {
  return api<StartSalesSessionResponse>('/api/sales-coach/sessions', { method: 'POST', json: { setup } });
}

export function sendTurn(sessionId: string, text: string, signal?: AbortSignal) {
  return api<SalesTurnResponse>(`${base(sessionId)}/turns`, { method: 'POST', json: { text }, signal });
}

export function transcribeTurn(sessionId: string, audio: Blob, durationSeconds: number) {
  return api<TranscribeTurnResponse>(`${base(sessionId)}/transcribe`, {
    method: 'POST',
    body: audio,
    headers: { 'Content-Type': audio.type || 'audio/webm', 'X-Audio-Duration': durationSeconds.toFixed(1) },
  });
}

/** Realtime voice: our server connects the call with the browser's SDP offer and answers. */
export function connectRealtime(sessionId: string, offerSdp: string, signal?: AbortSignal) {
  return api<RealtimeCallResponse>(`${base(sessionId)}/realtime/call`, { method: 'POST', body: offerSdp, headers: { 'Content-Type': 'application/sdp' }, signal });
}

export function cancelSalesSession(sessionId: string, reason: 'connection_failed' | 'user_cancelled') {
  return api<CancelSessionResponse>(`${base(sessionId)}/cancel`, { method: 'POST', json: { reason } });
}

export function analyzeSalesSession(sessionId: string, transcript?: TranscriptTurn[]) {
  return api<AnalyzeSessionResponse>(`${base(sessionId)}/analyze`, { method: 'POST', json: transcript ? { transcript } : {} });
}
