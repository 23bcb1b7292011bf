import { useEffect, useEffectEvent, useMemo, useReducer, useRef } from 'react';
import { salesSetupSchema, type TranscriptTurn } from '@shared/reports';
import type { SalesSessionResponse } from '@shared/sales-coach';
import { ApiError } from '@web/lib/api/api.ts';
import { errorMessage } from '@web/lib/api/error-message.ts';
import { currentLocale, useT } from '@web/lib/language/i18n.ts';
import { usePublicConfig } from '@web/lib/api/public-config.ts';
import { toast } from '@web/lib/feedback/toast.ts';
import { useToolRun } from '@web/components/tool-shell/use-tool-run.ts';
import { callOnLine, callReducer, INITIAL_CALL_STATE, type CallEvent, type CallFailure, type CallInProgress, type LiveTurn } from './call-machine.ts';
import type { CallTransport, TurnControls, TurnEvents, TurnTransport } from './call-transport.ts';
import { openRealtimeTransport } from './realtime-transport.ts';
import { openTurnTransport } from './turn-transport.ts';
import type { SetupDraft } from './setup-form.tsx';
import {
  fetchSalesSession,
  useAnalyzeSalesSession,
  useCancelSalesSession,
  useSendTurn,
  useStartSalesSession,
  useTranscribeTurn,
} from './api/use-sales-session.ts';
import { forgetSavedCall, saveCall } from './saved-call.ts';
import { isConnectionLost } from '@web/lib/platform/connection.ts';

/** Turn-based push-to-talk needs a recorder and a microphone in this browser. */
const canRecord = () => typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

function eventsFor(dispatch: (event: CallEvent) => void): TurnEvents {
  return {
    status: (status) => dispatch({ type: 'status', status }),
    transcript: (turns) => dispatch({ type: 'transcript', turns }),
    over: () => dispatch({ type: 'over' }),
    failed: (kind, detail) => dispatch({ type: 'failed', kind, detail }),
    activity: (activity) => dispatch({ type: 'activity', activity }),
    draft: (text) => dispatch({ type: 'draft', text }),
    sttUnavailable: () => dispatch({ type: 'sttUnavailable' }),
    lineLost: () => dispatch({ type: 'lineLost' }),
  };
}

/** The offline (scripted) prospect speaks English: an English voice reads it, whatever the app's language. */
function useProspectVoice() {
  const offlineProspect = usePublicConfig().data?.aiProvider === 'local';
  const voice = useRef(currentLocale());
  useEffect(() => {
    voice.current = offlineProspect ? 'en' : currentLocale();
  });
  return voice;
}

/** The line of the call on it: open while the call is connecting or live, let go of when it leaves. */
function useCallLine(line: CallInProgress | null, dispatch: (event: CallEvent) => void) {
  const session = line?.session ?? null;
  // What the line starts from: the opening line of a new call, the transcript so far of a resumed one.
  const turnsAtOpen = useRef<LiveTurn[]>([]);
  const lineTurns = line?.turns;
  useEffect(() => {
    turnsAtOpen.current = lineTurns ?? [];
  });
  const { mutateAsync: sendTurn } = useSendTurn();
  const { mutateAsync: transcribeTurn } = useTranscribeTurn();
  const voice = useProspectVoice();
  const transport = useRef<CallTransport | null>(null);
  const turns = useRef<TurnTransport | null>(null);

  useEffect(() => {
    if (!session) return;
    const { sessionId } = session;
    const events = eventsFor(dispatch);
    const opened =
      session.mode === 'realtime'
        ? openRealtimeTransport(sessionId, events)
        : (turns.current = openTurnTransport(
            { openingLine: session.openingLine, turns: turnsAtOpen.current },
            {
              sendTurn: (text) => sendTurn({ sessionId, text }),
              transcribe: (audio, durationSeconds, stream) => transcribeTurn({ sessionId, audio, durationSeconds, stream }),
            },
            events,
            () => voice.current,
          ));
    transport.current = opened;
    // Also when the page is left mid-call: the microphone and the voice are let go.
    return () => opened.close();
  }, [dispatch, sendTurn, session, transcribeTurn, voice]);

  const controls = useMemo<TurnControls>(
    () => ({
      send: async (text) => turns.current?.send(text),
      startTalking: async () => turns.current?.startTalking(),
      stopTalking: () => turns.current?.stopTalking(),
      play: (text) => turns.current?.play(text),
    }),
    [],
  );
  /** What the closed line heard, for the report. */
  const heard = () => transport.current?.transcript();
  const replaceTurns = (next: LiveTurn[]) => turns.current?.replaceTurns(next);
  return { controls, heard, replaceTurns };
}

const liveTurnsOf = (transcript: TranscriptTurn[]): LiveTurn[] => transcript.map((turn, index) => ({ ...turn, id: `s${index}` }));

/**
 * A turn-based call whose connection drops pauses (offline event, or a turn that never reached the
 * server) and goes on when the browser is back online, with the server's transcript: a turn the server
 * answered while the reply was lost on the way is not lost. Realtime calls handle their own line.
 */
function usePauseWhenOffline(line: CallInProgress | null, dispatch: (event: CallEvent) => void, replaceTurns: (turns: LiveTurn[]) => void) {
  const turnBased = line?.session.mode === 'turns';
  const sessionId = line?.session.sessionId;
  const paused = line?.paused ?? false;
  useEffect(() => {
    if (!turnBased) return;
    const lost = () => dispatch({ type: 'lineLost' });
    if (!navigator.onLine) lost();
    window.addEventListener('offline', lost);
    return () => window.removeEventListener('offline', lost);
  }, [dispatch, turnBased]);
  const reconnect = useEffectEvent(async () => {
    if (!sessionId || !navigator.onLine) return;
    try {
      const session = await fetchSalesSession(sessionId);
      if (session.state !== 'live') return dispatch({ type: 'over' });
      replaceTurns(liveTurnsOf(session.transcript));
      dispatch({ type: 'lineBack' });
    } catch {
      // Still no way through: the next `online` event or the retry below tries again.
    }
  });
  useEffect(() => {
    if (!paused) return;
    const retry = () => void reconnect();
    window.addEventListener('online', retry);
    // `online` fires when the device gets a network, not when the server is reachable again.
    const timer = window.setInterval(retry, RECONNECT_EVERY_MS);
    retry();
    return () => {
      window.removeEventListener('online', retry);
      window.clearInterval(timer);
    };
  }, [paused]);
}

const RECONNECT_EVERY_MS = 5_000;

/**
 * A practice call from the setup form to the report: the call machine (call-machine.ts) and its
 * side effects, the run through useToolRun (pre-check, dialogs, balance), the server's steps
 * (start, analyze, cancel) and the line (realtime or turn-based).
 */
export function useSalesCall() {
  const t = useT('salesCoach');
  const tool = useToolRun('sales-coach');
  const [state, dispatch] = useReducer(callReducer, INITIAL_CALL_STATE);
  const startSession = useStartSalesSession();
  const { mutateAsync: analyzeSession } = useAnalyzeSalesSession();
  const { mutateAsync: cancelSession } = useCancelSalesSession();
  const line = callOnLine(state);
  const { controls, heard, replaceTurns } = useCallLine(line, dispatch);
  usePauseWhenOffline(line, dispatch, replaceTurns);

  // The countdown runs on the server's deadline; the machine ends the call at 0:00.
  const deadline = line?.deadline;
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick', now: Date.now() }), 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const report = useEffectEvent(async (call: CallInProgress, transcript: TranscriptTurn[] | undefined) => {
    dispatch({ type: 'analyzing' });
    const { sessionId } = call.session;
    try {
      const result = await analyzeSession({ sessionId, transcript });
      // The call is over: from here a reload shows the set-up, not the resume offer.
      forgetSavedCall(sessionId);
      tool.settle(result);
      dispatch({ type: 'reported', result });
    } catch (error) {
      // A request that never reached the server leaves the call to be reported (or refunded) from the resume offer.
      if (!isConnectionLost(error)) forgetSavedCall(sessionId);
      const noConversation = error instanceof ApiError && error.details?.reason === 'no_conversation';
      if (noConversation) toast.error(t('error.noConversation.title'), { description: t('error.noConversation.description') });
      else toast.error(t('error.analysisFailed.title'), { description: errorMessage(error, t('error.analysisFailed.description')) });
      tool.settle({ refunded: error instanceof ApiError && error.details?.refunded === true });
      dispatch({ type: 'reportFailed', kind: noConversation ? 'no_conversation' : 'analysis' });
    }
  });
  const ending = state.phase === 'ending' ? state.call : null;
  const heardOnLine = useEffectEvent(heard);
  useEffect(() => {
    // Realtime calls hand over the transcript the browser heard; the server kept the turn-based one.
    if (ending) void report(ending, heardOnLine());
  }, [ending]);

  const cancel = useEffectEvent(async (failure: Extract<CallFailure, { sessionId: string }>) => {
    if (failure.kind === 'microphone') toast.error(t('error.microphone'));
    else toast.error(t('error.connection.title'), { description: t('error.connection.description') });
    forgetSavedCall(failure.sessionId);
    try {
      tool.settle(await cancelSession({ sessionId: failure.sessionId, reason: 'connection_failed' }));
    } catch {
      // The server ends the session at its limit anyway.
    }
  });
  const failure = state.phase === 'failed' ? state.failure : null;
  useEffect(() => {
    if (failure && 'sessionId' in failure) void cancel(failure);
  }, [failure]);

  async function start(draft: SetupDraft, assignmentId: string | undefined, fromCall?: string) {
    const parsed = salesSetupSchema.safeParse(draft);
    if (!parsed.success) {
      toast.error(t('error.incompleteSetup.title'), { description: t('error.incompleteSetup.description') });
      return;
    }
    if (!tool.precheck()) return;
    dispatch({ type: 'start' });
    try {
      const session = await tool.run(() => startSession.mutateAsync({ setup: parsed.data, assignmentId, fromCall }));
      if (session) {
        saveCall({ sessionId: session.sessionId, setup: draft, assignmentId });
        dispatch({ type: 'started', session, assignmentId, now: Date.now(), canRecord: canRecord() });
      } else dispatch({ type: 'startFailed' });
    } catch (error) {
      // Nothing was spent: the server refuses before charging, or gives the run back on failure.
      dispatch({ type: 'startFailed' });
      if (error instanceof ApiError && error.status === 400) {
        toast.error(t('error.incompleteSetup.title'), { description: errorMessage(error, t('error.incompleteSetup.description')) });
      } else if (error instanceof ApiError && error.status === 429) {
        toast.error(errorMessage(error, t('error.connection.description')));
      } else {
        toast.error(t('error.connection.title'), { description: t('error.connection.description') });
      }
    }
  }

  /** Picks up a turn-based call cut off by a reload or a closed tab, with the server's transcript. */
  function resume(session: SalesSessionResponse) {
    const { sessionId, mode, endsAt, remainingSeconds } = session;
    dispatch({
      type: 'resumed',
      session: { sessionId, mode, endsAt, remainingSeconds, wallet: null },
      turns: liveTurnsOf(session.transcript),
      assignmentId: session.assignmentId ?? undefined,
      now: Date.now(),
      canRecord: canRecord(),
    });
  }

  /** "End and get refund": ends an interrupted call; the answer says whether the credit or trial came back. */
  async function endInterrupted(sessionId: string) {
    const result = await cancelSession({ sessionId, reason: 'interrupted' });
    forgetSavedCall(sessionId);
    tool.settle(result);
    return result.refunded;
  }

  return {
    state,
    start,
    resume,
    endInterrupted,
    hangUp: () => dispatch({ type: 'hangUp' }),
    setDraft: (text: string) => dispatch({ type: 'draft', text }),
    controls,
    practiceAgain() {
      dispatch({ type: 'practiceAgain' });
      window.scrollTo({ top: 0 });
    },
  };
}
