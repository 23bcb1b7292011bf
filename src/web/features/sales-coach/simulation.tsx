import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Mic, PhoneOff, Send } from 'lucide-react';
import { toast } from '@web/lib/toast.ts';
import type { TranscriptTurn } from '@shared/reports';
import { formatCountdown, SALES_TURN_AUDIO_MAX_SECONDS, SALES_TURN_MAX_CHARS, type StartSalesSessionResponse } from '@shared/sales-coach';
import { PITCH_AUDIO_BITS_PER_SECOND } from '@shared/limits';
import { ApiError } from '@web/lib/api.ts';
import { errorMessage } from '@web/lib/error-message.ts';
import { currentLocale, translate, useT } from '@web/lib/i18n.ts';
import { usePublicConfig } from '@web/lib/public-config.ts';
import type { MessageId } from '@shared/i18n/namespaces.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent } from '@web/components/ui/card.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Label } from '@web/components/ui/label.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { ConnectError, connectRealtimeCall, type CallStatus, type LiveTurn, type RealtimeCall } from './realtime-call.ts';
import { useSendTurn, useTranscribeTurn } from './api/use-sales-session.ts';
import { speak, stopSpeaking } from './speech.ts';

const STATUS_TEXT: Record<CallStatus, MessageId<'salesCoach'>> = {
  connecting: 'call.status.connecting',
  listening: 'call.status.listening',
  speaking: 'call.status.speaking',
};

export interface SimulationProps {
  session: StartSalesSessionResponse;
  /** Local clock time (ms) when the call's 5 minutes are up. */
  deadline: number;
  /** Time-out or End Call: realtime calls hand over the transcript they heard. */
  onEnded: (transcript: TranscriptTurn[] | undefined) => void;
  onConnectionFailed: (reason: string, kind: 'connection' | 'microphone') => void;
}

export function Simulation({ session, deadline, onEnded, onConnectionFailed }: SimulationProps) {
  const t = useT('salesCoach');
  const realtimeMode = session.mode === 'realtime';
  const [status, setStatus] = useState<CallStatus>(realtimeMode ? 'connecting' : 'speaking');
  const [turns, setTurns] = useState<LiveTurn[]>(() => (session.openingLine ? [{ id: 'opening', role: 'prospect', text: session.openingLine }] : []));
  const [remaining, setRemaining] = useState(() => Math.max(0, (deadline - Date.now()) / 1000));
  const [reply, setReply] = useState('');
  const { mutateAsync: sendTurn, isPending: sending } = useSendTurn();
  const [recording, setRecording] = useState(false);
  const { mutateAsync: transcribeTurn, isPending: transcribing } = useTranscribeTurn();
  const [sttUnavailable, setSttUnavailable] = useState(() => typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia);

  const endedRef = useRef(false);
  const callRef = useRef<RealtimeCall | null>(null);
  const micRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const stopSpeechRef = useRef<() => void>(() => {});
  const replyRef = useRef<HTMLInputElement>(null);
  const transcriptRef = useRef<HTMLOListElement>(null);
  const replyId = useId();

  const releaseMedia = useCallback(() => {
    stopSpeechRef.current();
    stopSpeaking();
    callRef.current?.close();
    callRef.current = null;
    if (recorderRef.current?.state === 'recording') {
      recorderRef.current.onstop = null;
      recorderRef.current.stop();
    }
    micRef.current?.getTracks().forEach((t) => t.stop());
    micRef.current = null;
  }, []);

  // The parent's callbacks may change identity; the call must not reconnect when they do.
  const onEndedRef = useRef(onEnded);
  const onFailedRef = useRef(onConnectionFailed);
  useEffect(() => {
    onEndedRef.current = onEnded;
    onFailedRef.current = onConnectionFailed;
  }, [onEnded, onConnectionFailed]);

  const finish = useCallback(() => {
    if (endedRef.current) return;
    endedRef.current = true;
    const transcript = realtimeMode ? (callRef.current?.transcript() ?? []) : undefined;
    releaseMedia();
    onEndedRef.current(transcript);
  }, [realtimeMode, releaseMedia]);

  const fail = useCallback(
    (reason: string, kind: 'connection' | 'microphone') => {
      if (endedRef.current) return;
      endedRef.current = true;
      releaseMedia();
      onFailedRef.current(reason, kind);
    },
    [releaseMedia],
  );

  // The offline (scripted) prospect speaks English: an English voice reads it, whatever the app's language.
  const offlineProspect = usePublicConfig().data?.aiProvider === 'local';
  const voiceLocale = offlineProspect ? 'en' : currentLocale();
  const say = useCallback(
    (text: string) => {
      stopSpeechRef.current();
      setStatus('speaking');
      stopSpeechRef.current = speak(
        text,
        () => {
          if (!endedRef.current) setStatus('listening');
        },
        voiceLocale,
      );
    },
    [voiceLocale],
  );

  // The countdown runs on the server's deadline; at 0:00 the call ends and is analyzed.
  useEffect(() => {
    const tick = () => {
      const left = Math.max(0, (deadline - Date.now()) / 1000);
      setRemaining(left);
      if (left <= 0) finish();
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadline, finish]);

  // Turn-based: the prospect picks up the phone.
  useEffect(() => {
    if (realtimeMode || !session.openingLine) return;
    stopSpeechRef.current = speak(
      session.openingLine,
      () => {
        if (!endedRef.current) setStatus('listening');
      },
      voiceLocale,
    );
    return () => stopSpeechRef.current();
    // Spoken once when the call starts, in the voice known then (the config is loaded with the page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [realtimeMode, session.openingLine]);

  // Realtime: microphone, then WebRTC through our server (which hangs the call up at the limit).
  useEffect(() => {
    if (!realtimeMode) return;
    let cancelled = false;
    void (async () => {
      let mic: MediaStream;
      try {
        mic = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
      } catch {
        if (!cancelled) fail(translate('salesCoach', 'error.microphone'), 'microphone');
        return;
      }
      if (cancelled) {
        mic.getTracks().forEach((t) => t.stop());
        return;
      }
      micRef.current = mic;
      try {
        const call = await connectRealtimeCall(session.sessionId, mic, {
          onStatus: (next) => !cancelled && setStatus(next),
          onTranscript: (next) => !cancelled && setTurns(next),
          // A dropped call with a conversation is still worth a report.
          onDisconnected: () => {
            if (cancelled) return;
            if (callRef.current?.transcript().some((t) => t.role === 'user')) finish();
            else fail(translate('salesCoach', 'connect.failed', { detail: translate('salesCoach', 'connect.connectionLost') }), 'connection');
          },
        });
        if (cancelled) {
          call.close();
          return;
        }
        callRef.current = call;
      } catch (error) {
        if (cancelled) return;
        // The server refuses (and hangs up) a call past the limit: analyze what we have.
        if (error instanceof ConnectError && error.sessionEnded) finish();
        else fail((error as Error).message, 'connection');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [fail, finish, realtimeMode, session.sessionId]);

  // Release the microphone and audio if the page is left mid-call.
  useEffect(() => () => releaseMedia(), [releaseMedia]);

  useEffect(() => {
    const list = transcriptRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [turns]);

  async function send(text: string) {
    const trimmed = text.trim().slice(0, SALES_TURN_MAX_CHARS);
    if (!trimmed || sending || endedRef.current) return;
    stopSpeechRef.current();
    setStatus('listening');
    const userTurn: LiveTurn = { id: `u${Date.now()}`, role: 'user', text: trimmed };
    setTurns((current) => [...current, userTurn]);
    setReply('');
    try {
      const response = await sendTurn({ sessionId: session.sessionId, text: trimmed });
      if (endedRef.current) return;
      setTurns((current) => [...current, { id: `p${Date.now()}`, role: 'prospect', text: response.reply }]);
      say(response.reply);
    } catch (error) {
      if (error instanceof ApiError && error.details?.reason === 'session_ended') {
        finish();
        return;
      }
      setTurns((current) => current.filter((t) => t !== userTurn));
      setReply(trimmed);
      toast.error(errorMessage(error, t('error.noAnswer')));
    }
  }

  async function startTalking() {
    if (recording || transcribing || sending || endedRef.current) return;
    stopSpeechRef.current();
    let mic = micRef.current;
    if (!mic) {
      try {
        mic = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
        micRef.current = mic;
      } catch {
        toast.error(t('error.microphone'));
        return;
      }
    }
    const mimeType = MediaRecorder.isTypeSupported('audio/webm;codecs=opus') ? 'audio/webm;codecs=opus' : undefined;
    const recorder = new MediaRecorder(mic, { mimeType, audioBitsPerSecond: PITCH_AUDIO_BITS_PER_SECOND });
    const chunks: Blob[] = [];
    let startedAt = 0;
    recorder.onstart = () => {
      startedAt = Date.now();
    };
    const limit = window.setTimeout(() => recorder.state === 'recording' && recorder.stop(), SALES_TURN_AUDIO_MAX_SECONDS * 1000);
    recorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    recorder.onstop = () => {
      window.clearTimeout(limit);
      setRecording(false);
      const seconds = (Date.now() - startedAt) / 1000;
      if (seconds < 0.4 || chunks.length === 0) {
        toast(t('call.holdWhileSpeaking'));
        return;
      }
      void transcribeAndSend(new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }), seconds);
    };
    recorderRef.current = recorder;
    recorder.start();
    setRecording(true);
    setStatus('listening');
  }

  function stopTalking() {
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  }

  async function transcribeAndSend(audio: Blob, seconds: number) {
    try {
      const { text } = await transcribeTurn({ sessionId: session.sessionId, audio, durationSeconds: seconds });
      if (!text) {
        toast(t('call.noWords'));
        return;
      }
      await send(text);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'stt_unavailable') {
        setSttUnavailable(true);
        toast.error(t('error.sttUnavailable.title'), { description: t('error.sttUnavailable.description') });
        replyRef.current?.focus();
      } else if (error instanceof ApiError && error.details?.reason === 'session_ended') {
        finish();
      } else {
        toast.error(errorMessage(error, t('error.transcribeFailed')));
      }
    }
  }

  const lowTime = remaining <= 30;
  return (
    <Card>
      <CardContent className="space-y-4 pt-5">
        <div className="flex items-center justify-between gap-3">
          <div>
            <p className="text-xs uppercase tracking-wide text-slate-500">{t('call.timeLeft')}</p>
            <p
              className={cn('font-mono text-3xl font-bold tabular-nums', lowTime ? 'text-red-600' : 'text-slate-900')}
              data-testid="call-countdown"
              aria-label={t('call.timeLeftAria', { time: formatCountdown(remaining) })}
            >
              {formatCountdown(remaining)}
            </p>
          </div>
          <p
            role="status"
            aria-live="polite"
            className={cn(
              'flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium',
              status === 'speaking' ? 'bg-brand-50 text-brand-800' : status === 'connecting' ? 'bg-amber-50 text-amber-800' : 'bg-emerald-50 text-emerald-800',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'size-2 rounded-full',
                status === 'speaking' ? 'animate-pulse bg-brand-600' : status === 'connecting' ? 'animate-pulse bg-amber-500' : 'bg-emerald-600',
              )}
            />
            {t(STATUS_TEXT[status])}
          </p>
        </div>

        <section aria-label={t('call.transcript')}>
          <h2 className="mb-2 text-sm font-semibold text-slate-800">{t('call.transcript')}</h2>
          <ol
            ref={transcriptRef}
            aria-live="polite"
            className="max-h-80 min-h-32 space-y-2 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3"
            data-testid="call-transcript"
          >
            {turns.filter((t) => t.text.trim()).length === 0 && (
              <li className="text-sm text-slate-500">{realtimeMode ? t('call.emptyRealtime') : t('call.emptyTurns')}</li>
            )}
            {turns
              .filter((t) => t.text.trim())
              .map((turn) => (
                <li
                  key={turn.id}
                  className={cn(
                    'max-w-[85%] rounded-lg px-3 py-2 text-sm',
                    turn.role === 'user' ? 'ml-auto bg-brand-700 text-white' : 'bg-white text-slate-900 shadow-sm',
                  )}
                >
                  <span className="block text-xs font-semibold opacity-80">{turn.role === 'user' ? t('call.you') : t('call.prospect')}</span>
                  {turn.text}
                </li>
              ))}
          </ol>
        </section>

        {!realtimeMode && (
          <div className="space-y-3">
            <form
              className="space-y-1.5"
              onSubmit={(event) => {
                event.preventDefault();
                void send(reply);
              }}
            >
              <Label htmlFor={replyId}>{t('call.replyLabel')}</Label>
              <div className="flex gap-2">
                <Input
                  id={replyId}
                  ref={replyRef}
                  value={reply}
                  maxLength={SALES_TURN_MAX_CHARS}
                  autoComplete="off"
                  onChange={(e) => setReply(e.target.value)}
                  disabled={recording}
                />
                <Button type="submit" loading={sending} disabled={!reply.trim()}>
                  <Send aria-hidden="true" className="size-4" />
                  {t('call.send')}
                </Button>
              </div>
            </form>
            {!sttUnavailable && (
              <Button
                variant={recording ? 'destructive' : 'secondary'}
                size="lg"
                className="w-full touch-none select-none"
                loading={transcribing}
                aria-pressed={recording}
                onPointerDown={(event) => {
                  event.preventDefault();
                  void startTalking();
                }}
                onPointerUp={stopTalking}
                onPointerLeave={stopTalking}
                onPointerCancel={stopTalking}
                onContextMenu={(event) => event.preventDefault()}
                onKeyDown={(event) => {
                  if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
                    event.preventDefault();
                    void startTalking();
                  }
                }}
                onKeyUp={(event) => {
                  if (event.key === ' ' || event.key === 'Enter') stopTalking();
                }}
              >
                <Mic aria-hidden="true" className="size-5" />
                {recording ? t('call.releaseToSend') : t('call.holdToTalk')}
              </Button>
            )}
          </div>
        )}

        <Button variant="destructive" size="lg" className="w-full" onClick={finish}>
          <PhoneOff aria-hidden="true" className="size-4" />
          {t('call.end')}
        </Button>
        <p className="text-xs text-slate-500">{t('call.autoEnd')}</p>
      </CardContent>
    </Card>
  );
}
