import { salesCoachApi } from '@shared/contracts/sales-coach';
import { callApiWithRawBody } from '@web/lib/api/raw-body-api.ts';

/**
 * Realtime voice: our server connects the call with the browser's SDP offer and answers with the
 * provider's SDP. A plain function, not a hook: it is one step inside the WebRTC set-up of
 * realtime-call.ts, with no state of its own to show.
 */
export function connectRealtime(sessionId: string, offerSdp: string, signal?: AbortSignal) {
  return callApiWithRawBody(salesCoachApi.realtimeCall, { params: { id: sessionId } }, { body: offerSdp, contentType: 'application/sdp' }, { signal });
}
