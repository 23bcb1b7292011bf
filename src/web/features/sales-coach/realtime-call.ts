import type { TranscriptTurn } from '@shared/reports';
import { ApiError } from '@web/lib/api/api.ts';
import { translate } from '@web/lib/language/i18n.ts';
import { connectRealtime } from './api/connect-realtime.ts';
import type { CallStatus, LiveTurn } from './call-machine.ts';

// Realtime voice over WebRTC with the GA OpenAI Realtime API: the browser posts its SDP offer
// to our server, which connects the call with the provider (the browser holds no key or secret
// and the server knows the call it hangs up at the limit); the browser plays the prospect's
// audio track and reads the transcript from the 'oai-events' channel.

// A turn's id is the realtime conversation item, so late user transcripts land in the right place.

export interface RealtimeHandlers {
  onStatus(status: CallStatus): void;
  onTranscript(turns: LiveTurn[]): void;
  /** The connection dropped or failed after it was set up. */
  onDisconnected(): void;
}

export interface RealtimeCall {
  transcript(): TranscriptTurn[];
  close(): void;
}

export class ConnectError extends Error {
  constructor(
    message: string,
    /** The server refused because the call's time is over: analyze what there is. */
    readonly sessionEnded = false,
  ) {
    super(message);
  }
}

/** "Failed to connect: 502": shown under the setup form as the last attempt's reason, in the reader's language. */
const connectFailed = (detail: string) => translate('salesCoach', 'connect.failed', { detail });

/** Our server waits up to 20 s for the realtime service. */
const CONNECT_TIMEOUT_MS = 25_000;

interface ServerEvent {
  type: string;
  item_id?: string;
  transcript?: string;
  delta?: string;
  error?: { message?: string };
}

export async function connectRealtimeCall(sessionId: string, mic: MediaStream, handlers: RealtimeHandlers): Promise<RealtimeCall> {
  const pc = new RTCPeerConnection();
  const audio = new Audio();
  audio.autoplay = true;
  pc.ontrack = (event) => {
    audio.srcObject = event.streams[0] ?? null;
  };
  for (const track of mic.getAudioTracks()) pc.addTrack(track, mic);

  // Ordered by conversation item; a user's transcript arrives after the prospect starts talking.
  const turns: LiveTurn[] = [];
  const upsert = (id: string, role: LiveTurn['role'], update: (text: string) => string) => {
    let turn = turns.find((t) => t.id === id);
    if (!turn) {
      turn = { id, role, text: '' };
      turns.push(turn);
    }
    turn.text = update(turn.text);
    handlers.onTranscript(turns.map((t) => ({ ...t })));
  };
  let audioBufferEvents = false;
  let closed = false;

  const channel = pc.createDataChannel('oai-events');
  channel.onopen = () => {
    // The prospect picks up the phone first.
    channel.send(JSON.stringify({ type: 'response.create' }));
    handlers.onStatus('listening');
  };
  // The service hangs up (our server at the time limit, or its own session cap).
  channel.onclose = () => dropped();
  channel.onmessage = (message) => {
    let event: ServerEvent;
    try {
      event = JSON.parse(String(message.data)) as ServerEvent;
    } catch {
      return;
    }
    switch (event.type) {
      case 'input_audio_buffer.speech_started':
        // Reserve the user's place in the transcript; the words arrive later.
        if (event.item_id) upsert(event.item_id, 'user', (t) => t);
        handlers.onStatus('listening');
        break;
      case 'conversation.item.input_audio_transcription.completed':
        if (event.item_id) upsert(event.item_id, 'user', () => (event.transcript ?? '').trim());
        break;
      case 'response.output_audio_transcript.delta':
        if (event.item_id) upsert(event.item_id, 'prospect', (t) => t + (event.delta ?? ''));
        handlers.onStatus('speaking');
        break;
      case 'response.output_audio_transcript.done':
        if (event.item_id) upsert(event.item_id, 'prospect', () => (event.transcript ?? '').trim());
        break;
      case 'output_audio_buffer.started':
        audioBufferEvents = true;
        handlers.onStatus('speaking');
        break;
      case 'output_audio_buffer.stopped':
        handlers.onStatus('listening');
        break;
      case 'response.done':
        // Without WebRTC playback events, the end of the response is the best signal we have.
        if (!audioBufferEvents) handlers.onStatus('listening');
        break;
      case 'error':
        console.warn('Realtime error event', event.error?.message);
        break;
    }
  };
  // 'disconnected' is often a brief network blip; give it a few seconds before giving up.
  let blip: number | undefined;
  const dropped = () => {
    if (closed) return;
    closed = true;
    handlers.onDisconnected();
  };
  pc.onconnectionstatechange = () => {
    window.clearTimeout(blip);
    if (pc.connectionState === 'failed') dropped();
    else if (pc.connectionState === 'disconnected') blip = window.setTimeout(() => pc.connectionState !== 'connected' && dropped(), 5000);
  };

  const close = () => {
    closed = true;
    window.clearTimeout(blip);
    try {
      if (channel.readyState === 'open') channel.close();
    } catch {
      // already closed
    }
    pc.getSenders().forEach((sender) => sender.track?.stop());
    pc.close();
    audio.srcObject = null;
  };

  try {
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    let answer: string;
    try {
      ({ answerSdp: answer } = await connectRealtime(sessionId, offer.sdp ?? '', AbortSignal.timeout(CONNECT_TIMEOUT_MS)));
    } catch (error) {
      if (error instanceof ApiError) {
        const detail = error.status ? String(error.status) : translate('salesCoach', 'connect.networkError');
        throw new ConnectError(connectFailed(detail), error.details?.reason === 'session_ended');
      }
      throw error;
    }
    await pc.setRemoteDescription({ type: 'answer', sdp: answer });
    return {
      transcript: () => turns.filter((t) => t.text.trim()).map(({ role, text }) => ({ role, text: text.trim() })),
      close,
    };
  } catch (error) {
    close();
    if (error instanceof ConnectError) throw error;
    // A browser's own error text (WebRTC) stays as the browser wrote it.
    throw new ConnectError(
      connectFailed(error instanceof Error && error.name === 'TimeoutError' ? translate('salesCoach', 'connect.timeout') : (error as Error).message),
    );
  }
}
