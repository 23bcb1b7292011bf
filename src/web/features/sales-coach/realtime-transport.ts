import { translate } from '@web/lib/language/i18n.ts';
import { CALL_MICROPHONE, type CallEvents, type CallTransport } from './call-transport.ts';
import { ConnectError, connectRealtimeCall, type RealtimeCall } from './realtime-call.ts';

/** Realtime voice: the microphone, then WebRTC through our server (which hangs the call up at the limit). */
export function openRealtimeTransport(sessionId: string, events: CallEvents): CallTransport {
  let closed = false;
  let mic: MediaStream | null = null;
  let call: RealtimeCall | null = null;

  void (async () => {
    try {
      mic = await navigator.mediaDevices.getUserMedia(CALL_MICROPHONE);
    } catch {
      if (!closed) events.failed('microphone', translate('salesCoach', 'error.microphone'));
      return;
    }
    if (closed) {
      mic.getTracks().forEach((track) => track.stop());
      return;
    }
    try {
      const connected = await connectRealtimeCall(sessionId, mic, {
        onStatus: (status) => !closed && events.status(status),
        onTranscript: (turns) => !closed && events.transcript(turns),
        // A dropped call with a conversation is still worth a report.
        onDisconnected: () => {
          if (closed) return;
          if (call?.transcript().some((turn) => turn.role === 'user')) events.over();
          else events.failed('connection', translate('salesCoach', 'connect.failed', { detail: translate('salesCoach', 'connect.connectionLost') }));
        },
      });
      if (closed) {
        connected.close();
        return;
      }
      call = connected;
    } catch (error) {
      if (closed) return;
      // The server refuses (and hangs up) a call past the limit: analyze what we have.
      if (error instanceof ConnectError && error.sessionEnded) events.over();
      else events.failed('connection', (error as Error).message);
    }
  })();

  return {
    transcript: () => call?.transcript() ?? [],
    close() {
      closed = true;
      call?.close();
      mic?.getTracks().forEach((track) => track.stop());
    },
  };
}
