import type { Locale } from '@shared/i18n/locales.ts';
import { SALES_TURN_MAX_CHARS, type SalesTurnResponse, type TranscribeTurnResponse } from '@shared/sales-coach';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { translate } from '@web/lib/language/i18n.ts';
import { toast } from '@web/lib/feedback/toast.ts';
import { isConnectionLost } from '@web/lib/platform/connection.ts';
import { isDataSaverOn } from '@web/lib/platform/data-saver.ts';
import type { LiveTurn, TurnActivity } from './call-machine.ts';
import { CALL_MICROPHONE, type TurnEvents, type TurnTransport } from './call-transport.ts';
import { recordTurn } from './push-to-talk.ts';
import type { SpeechStreamUpload } from '@web/lib/speech/speech-stream-upload.ts';
import { speak, stopSpeaking } from './speech.ts';

interface TurnServer {
  sendTurn(text: string): Promise<SalesTurnResponse>;
  /** `stream`: the key of the stream the whole clip is in (decision 029). */
  transcribe(audio: Blob, durationSeconds: number, stream?: string): Promise<TranscribeTurnResponse>;
}

const sessionEnded = (error: unknown) => error instanceof ApiError && error.details?.reason === 'session_ended';

/**
 * Turn-based: the salesperson types or records a turn, the server answers as the prospect, and the
 * browser's own voice speaks the answer, in the language `voice()` names when it speaks. A new call
 * starts from the opening line (spoken); a resumed one from the turns already said (silently).
 */
export function openTurnTransport(
  start: { openingLine?: string; turns: LiveTurn[] },
  server: TurnServer,
  events: TurnEvents,
  voice: () => Locale,
): TurnTransport {
  const { openingLine } = start;
  let closed = false;
  let turns: LiveTurn[] = start.turns;
  let activity: TurnActivity = 'idle';
  let mic: MediaStream | null = null;
  let recorder: MediaRecorder | null = null;
  let stopSpeech = () => {};

  const setTurns = (next: LiveTurn[]) => {
    turns = next;
    events.transcript(turns);
  };
  const setActivity = (next: TurnActivity) => {
    activity = next;
    events.activity(next);
  };
  const say = (text: string) => {
    stopSpeech();
    events.status('speaking');
    stopSpeech = speak(text, () => !closed && events.status('listening'), voice());
  };

  async function send(text: string) {
    const trimmed = text.trim().slice(0, SALES_TURN_MAX_CHARS);
    if (!trimmed || activity === 'sending' || closed) return;
    stopSpeech();
    events.status('listening');
    const userTurn: LiveTurn = { id: `u${Date.now()}`, role: 'user', text: trimmed };
    setTurns([...turns, userTurn]);
    events.draft('');
    setActivity('sending');
    try {
      const { reply } = await server.sendTurn(trimmed);
      if (closed) return;
      setTurns([...turns, { id: `p${Date.now()}`, role: 'prospect', text: reply }]);
      // Data saver: the reply waits for its Play button, read at the moment it arrives.
      if (!isDataSaverOn()) say(reply);
    } catch (error) {
      if (sessionEnded(error)) return events.over();
      setTurns(turns.filter((turn) => turn !== userTurn));
      events.draft(trimmed);
      // Offline: the words wait in the box and the call pauses; no error to dismiss.
      if (isConnectionLost(error)) return events.lineLost();
      toast.error(errorMessage(error, translate('salesCoach', 'error.noAnswer')));
    } finally {
      setActivity('idle');
    }
  }

  async function transcribeAndSend(audio: Blob, seconds: number, stream?: SpeechStreamUpload) {
    setActivity('transcribing');
    try {
      const streamed = stream ? await stream.finish() : false;
      const { text } = await server.transcribe(audio, seconds, streamed ? stream?.key : undefined);
      setActivity('idle');
      if (!text) {
        toast(translate('salesCoach', 'call.noWords'));
        return;
      }
      await send(text);
    } catch (error) {
      setActivity('idle');
      if (error instanceof ApiError && error.code === 'stt_unavailable') {
        events.sttUnavailable();
        toast.error(translate('salesCoach', 'error.sttUnavailable.title'), { description: translate('salesCoach', 'error.sttUnavailable.description') });
      } else if (sessionEnded(error)) {
        events.over();
      } else if (isConnectionLost(error)) {
        events.lineLost();
      } else {
        toast.error(errorMessage(error, translate('salesCoach', 'error.transcribeFailed')));
      }
    }
  }

  function record(stream: MediaStream) {
    recorder = recordTurn(stream, (turn) => {
      setActivity('idle');
      if (turn) void transcribeAndSend(turn.audio, turn.seconds, turn.stream);
      else toast(translate('salesCoach', 'call.holdWhileSpeaking'));
    });
    setActivity('recording');
    events.status('listening');
  }

  async function startTalking() {
    if (activity !== 'idle' || closed) return;
    stopSpeech();
    if (!mic) {
      try {
        mic = await navigator.mediaDevices.getUserMedia(CALL_MICROPHONE);
      } catch {
        toast.error(translate('salesCoach', 'error.microphone'));
        return;
      }
      // The call ended while the browser asked for the microphone.
      if (closed) return mic.getTracks().forEach((track) => track.stop());
    }
    record(mic);
  }

  // The prospect picks up the phone.
  if (openingLine && !isDataSaverOn()) stopSpeech = speak(openingLine, () => !closed && events.status('listening'), voice());
  else if (openingLine) events.status('listening');

  return {
    send,
    startTalking,
    stopTalking() {
      if (recorder?.state === 'recording') recorder.stop();
    },
    play(text) {
      if (!closed && activity !== 'recording') say(text);
    },
    transcript: () => undefined,
    replaceTurns(next) {
      if (!closed && activity === 'idle') setTurns(next);
    },
    close() {
      closed = true;
      stopSpeech();
      stopSpeaking();
      if (recorder?.state === 'recording') {
        recorder.onstop = null;
        recorder.stop();
      }
      mic?.getTracks().forEach((track) => track.stop());
      mic = null;
    },
  };
}
