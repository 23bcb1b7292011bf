import { operation } from '../contract.ts';
import { PITCH_UPLOAD_CONTENT_TYPES } from '../pitch-lab.ts';
import { speechStreamTakeQuerySchema } from '../speech-stream-schemas.ts';
import {
  analyzeSessionInputSchema,
  cancelSessionInputSchema,
  REALTIME_OFFER_MAX_BYTES,
  salesSessionParamsSchema,
  salesTurnInputSchema,
  startSalesSessionInputSchema,
  type AnalyzeSessionResponse,
  type CancelSessionResponse,
  type RealtimeCallResponse,
  type SalesSessionResponse,
  type SalesTurnResponse,
  type StartSalesSessionResponse,
  type TranscribeTurnResponse,
} from '../sales-coach.ts';
import type { ScenarioProgressResponse } from '../assignments.ts';

// The AI Sales Coach (sales-coach): a 5-minute practice call with an AI prospect, then a report.

const TAG = 'sales-coach';

export const salesCoachApi = {
  progress: operation<ScenarioProgressResponse>()({
    method: 'get',
    path: '/api/sales-coach/progress',
    role: 'user',
    tag: TAG,
    summary: "The signed-in user's practised scenarios (a setup, or a real call practised): runs, first, best and latest score of each",
  }),
  /** Answers 201. */
  start: operation<StartSalesSessionResponse>()({
    method: 'post',
    path: '/api/sales-coach/sessions',
    role: 'guest',
    tag: TAG,
    summary:
      'Start a 5-minute practice call (spends 1 credit or the guest trial; daily AI budgets apply): realtime voice when configured (then connect it with POST …/realtime/call), else turn-based',
    body: startSalesSessionInputSchema,
    responses: { 201: 'Started' },
  }),
  turn: operation<SalesTurnResponse>()({
    method: 'post',
    path: '/api/sales-coach/sessions/:id/turns',
    role: 'guest',
    tag: TAG,
    summary: "Turn-based call: the salesperson's turn in, the prospect's reply out (refused after the 5-minute limit)",
    params: salesSessionParamsSchema,
    body: salesTurnInputSchema,
  }),
  /** The body is the recorded clip itself (send it with its Content-Type), not JSON; optional X-Audio-Duration header. */
  transcribe: operation<TranscribeTurnResponse>()({
    method: 'post',
    path: '/api/sales-coach/sessions/:id/transcribe',
    role: 'guest',
    tag: TAG,
    summary: 'Turn-based call: transcribe one push-to-talk clip (503 stt_unavailable when no speech engine is set up)',
    params: salesSessionParamsSchema,
    query: speechStreamTakeQuerySchema,
    rawBody: {
      contentTypes: PITCH_UPLOAD_CONTENT_TYPES,
      description:
        'One recorded turn (≤ 1 MiB, ≤ 60 s); its first bytes must match the declared type; optional X-Audio-Duration header in seconds. With `stream`, the body is not read: the turn was sent while it was recorded (PUT /api/speech-streams/:key)',
    },
    responses: {
      409: 'The stream named by `stream` is not here or not complete (conflict, reason stream_missing): send the clip whole',
      415: 'Not an accepted audio type, or content does not match it',
      422: 'The recording could not be decoded (unprocessable_audio)',
      502: 'The speech service failed',
      503: 'Speech-to-text is not set up on this server (code stt_unavailable): type instead',
    },
  }),
  /** The body is the SDP offer as application/sdp text, not JSON. */
  realtimeCall: operation<RealtimeCallResponse>()({
    method: 'post',
    path: '/api/sales-coach/sessions/:id/realtime/call',
    role: 'guest',
    tag: TAG,
    summary:
      "Realtime call: the browser's WebRTC SDP offer in, the provider's SDP answer out. The server connects the call itself (API key and persona stay server-side), keeps its id and hangs it up at the 5-minute limit; one call per session",
    params: salesSessionParamsSchema,
    rawBody: { contentTypes: ['application/sdp'], description: `The SDP offer (at most ${REALTIME_OFFER_MAX_BYTES / 1024} KiB)` },
    responses: {
      409: 'A call was already connected for this session, or the session is over',
      413: 'Offer too large',
      415: 'Not an SDP offer',
      502: 'The realtime service refused or did not answer',
    },
  }),
  session: operation<SalesSessionResponse>()({
    method: 'get',
    path: '/api/sales-coach/sessions/:id',
    role: 'guest',
    tag: TAG,
    summary:
      "One of the caller's own calls, to resume it after a reload or a dropped line: its setup, the server's transcript, the time left and whether it is live, out of time or over (404 for anyone else's)",
    params: salesSessionParamsSchema,
    responses: { 404: "No such session, or not the caller's" },
  }),
  cancel: operation<CancelSessionResponse>()({
    method: 'post',
    path: '/api/sales-coach/sessions/:id/cancel',
    role: 'guest',
    tag: TAG,
    summary:
      'End a call that could not connect (the credit or trial comes back when nothing was used), or an interrupted one from the resume offer (`interrupted`: refunded once, at most 3 a day per person)',
    params: salesSessionParamsSchema,
    body: cancelSessionInputSchema,
  }),
  analyze: operation<AnalyzeSessionResponse>()({
    method: 'post',
    path: '/api/sales-coach/sessions/:id/analyze',
    role: 'guest',
    tag: TAG,
    summary: 'End the call and get the performance report (markdown); logged for signed-in users, refunded if analysis fails',
    params: salesSessionParamsSchema,
    body: analyzeSessionInputSchema,
  }),
};
