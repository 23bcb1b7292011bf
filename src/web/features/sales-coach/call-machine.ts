// The life of one practice call, as a reducer: what the page shows follows from the state alone,
// and every way a call can end (End Call, the 5-minute limit, the server hanging up, a dropped
// line, a refused microphone) is one event here. Pure: no React, no browser; the side effects
// (server requests, WebRTC, speech) live in use-sales-call.ts and the transports.
//
//   setup ─start→ connecting ─started→ live ─hangUp / tick at 0:00 / over→ ending ─analyzing→ reporting ─reported→ done
//                     │  (realtime: connecting with the call until the line is up)                 └─reportFailed→ failed
//                     └─startFailed→ setup            connecting / live ─failed→ failed ─start→ connecting
//   setup ─resumed→ live (a turn-based call picked up again after a reload, with the server's transcript)
//   live ─lineLost→ live, paused (offline: nothing is sent) ─lineBack→ live; the countdown keeps the server's time
import type { TranscriptTurn } from '@shared/reports';
import type { AnalyzeSessionResponse, StartSalesSessionResponse } from '@shared/sales-coach';

/** What the call's status line says. */
export type CallStatus = 'connecting' | 'listening' | 'speaking';

export interface LiveTurn extends TranscriptTurn {
  /** Keeps a turn in its place while its words arrive (realtime transcripts come late). */
  id: string;
}

/** Turn-based calls: what the salesperson's controls are busy with (one thing at a time). */
export type TurnActivity = 'idle' | 'recording' | 'transcribing' | 'sending';

export interface CallInProgress {
  session: StartSalesSessionResponse;
  /** Local clock time (ms) when the call's 5 minutes are up. */
  deadline: number;
  /** Seconds left on the countdown. */
  remaining: number;
  /** The call counts for this assignment (started from the dashboard's "Assigned to you"). */
  assignmentId?: string;
  status: CallStatus;
  turns: LiveTurn[];
  /** Turn-based: the reply being typed (a failed turn gives its words back here). */
  draft: string;
  activity: TurnActivity;
  /** Turn-based: no push-to-talk (no recorder in this browser, or no speech-to-text on the server). */
  sttUnavailable: boolean;
  /** The connection dropped: the call waits, transcript kept, until the browser is back online. */
  paused: boolean;
}

export type CallFailure =
  /** The line never came up, or dropped before a word was said: the session is cancelled (`sessionId`). */
  | { kind: 'connection'; detail: string; sessionId: string }
  | { kind: 'microphone'; sessionId: string }
  /** Ended without a conversation, or the report could not be written. */
  | { kind: 'no_conversation' }
  | { kind: 'analysis' };

export type CallState =
  | { phase: 'setup' }
  /** Without `call`: the server is starting the session; with it: the realtime line is being set up. */
  | { phase: 'connecting'; call?: CallInProgress }
  | { phase: 'live'; call: CallInProgress }
  /** The call is over: the line is let go and what was heard is collected for the report. */
  | { phase: 'ending'; call: CallInProgress }
  | { phase: 'reporting'; call: CallInProgress }
  | { phase: 'done'; result: AnalyzeSessionResponse; countedForAssignment: boolean }
  | { phase: 'failed'; failure: CallFailure };

export type CallEvent =
  | { type: 'start' }
  | { type: 'started'; session: StartSalesSessionResponse; assignmentId?: string; now: number; canRecord: boolean }
  /** A turn-based call cut off by a reload or a closed tab, picked up again with the server's transcript. */
  | { type: 'resumed'; session: StartSalesSessionResponse; turns: LiveTurn[]; assignmentId?: string; now: number; canRecord: boolean }
  | { type: 'lineLost' }
  | { type: 'lineBack' }
  /** The server refused or could not start the session (nothing was spent). */
  | { type: 'startFailed' }
  | { type: 'status'; status: CallStatus }
  | { type: 'transcript'; turns: LiveTurn[] }
  | { type: 'draft'; text: string }
  | { type: 'activity'; activity: TurnActivity }
  | { type: 'sttUnavailable' }
  | { type: 'tick'; now: number }
  /** The salesperson pressed End Call. */
  | { type: 'hangUp' }
  /** The server says the time is over, or the line dropped after a conversation: report what there is. */
  | { type: 'over' }
  | { type: 'failed'; kind: 'connection' | 'microphone'; detail: string }
  | { type: 'analyzing' }
  | { type: 'reported'; result: AnalyzeSessionResponse }
  | { type: 'reportFailed'; kind: 'no_conversation' | 'analysis' }
  | { type: 'practiceAgain' };

export const INITIAL_CALL_STATE: CallState = { phase: 'setup' };

function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, (deadline - now) / 1000);
}

function newCall(event: Extract<CallEvent, { type: 'started' | 'resumed' }>): CallInProgress {
  const { session, now } = event;
  const realtime = session.mode === 'realtime';
  const deadline = now + session.remainingSeconds * 1000;
  const resumed = event.type === 'resumed';
  return {
    session,
    deadline,
    remaining: secondsLeft(deadline, now),
    assignmentId: event.assignmentId,
    // A turn-based prospect picks up the phone at once; a realtime one once the line is up; a resumed one waits for the salesperson.
    status: resumed ? 'listening' : realtime ? 'connecting' : 'speaking',
    turns: resumed ? event.turns : session.openingLine ? [{ id: 'opening', role: 'prospect', text: session.openingLine }] : [],
    draft: '',
    activity: 'idle',
    sttUnavailable: !event.canRecord,
    paused: false,
  };
}

/** The call while it is on the line (connecting with a session, or live); null otherwise. */
export function callOnLine(state: CallState): CallInProgress | null {
  if (state.phase === 'live') return state.call;
  if (state.phase === 'connecting') return state.call ?? null;
  return null;
}

function onLine(state: CallState, call: CallInProgress): CallState {
  return state.phase === 'connecting' ? { phase: 'connecting', call } : { phase: 'live', call };
}

function lineEvent(state: CallState, call: CallInProgress, event: CallEvent): CallState {
  switch (event.type) {
    case 'status':
      // The first word from the line means it is up.
      if (event.status === 'connecting') return state;
      return { phase: 'live', call: { ...call, status: event.status } };
    case 'transcript':
      return onLine(state, { ...call, turns: event.turns });
    case 'draft':
      return onLine(state, { ...call, draft: event.text });
    case 'activity':
      return onLine(state, { ...call, activity: event.activity });
    case 'sttUnavailable':
      return onLine(state, { ...call, sttUnavailable: true });
    case 'lineLost':
    case 'lineBack':
      return call.paused === (event.type === 'lineLost') ? state : onLine(state, { ...call, paused: event.type === 'lineLost' });
    case 'tick': {
      const remaining = secondsLeft(call.deadline, event.now);
      // At 0:00 the call ends and is analyzed.
      if (remaining <= 0) return { phase: 'ending', call: { ...call, remaining } };
      return remaining === call.remaining ? state : onLine(state, { ...call, remaining });
    }
    case 'hangUp':
    case 'over':
      return { phase: 'ending', call };
    case 'failed':
      return {
        phase: 'failed',
        failure:
          event.kind === 'microphone'
            ? { kind: 'microphone', sessionId: call.session.sessionId }
            : { kind: 'connection', detail: event.detail, sessionId: call.session.sessionId },
      };
    default:
      return state;
  }
}

export function callReducer(state: CallState, event: CallEvent): CallState {
  switch (state.phase) {
    case 'setup':
      if (event.type === 'resumed') return { phase: 'live', call: newCall(event) };
      return event.type === 'start' ? { phase: 'connecting' } : state;
    case 'failed':
      return event.type === 'start' ? { phase: 'connecting' } : state;
    case 'connecting':
      if (!state.call) {
        if (event.type === 'started') {
          const call = newCall(event);
          return call.status === 'connecting' ? { phase: 'connecting', call } : { phase: 'live', call };
        }
        return event.type === 'startFailed' ? { phase: 'setup' } : state;
      }
      return lineEvent(state, state.call, event);
    case 'live':
      return lineEvent(state, state.call, event);
    case 'ending':
      return event.type === 'analyzing' ? { phase: 'reporting', call: state.call } : state;
    case 'reporting':
      if (event.type === 'reported') return { phase: 'done', result: event.result, countedForAssignment: Boolean(state.call.assignmentId) };
      if (event.type === 'reportFailed') return { phase: 'failed', failure: { kind: event.kind } };
      return state;
    case 'done':
      return event.type === 'practiceAgain' ? { phase: 'setup' } : state;
  }
}

/** Under the setup form: why the last call could not connect ("Failed to connect: 502"). */
export function lastFailureOf(state: CallState): string | null {
  return state.phase === 'failed' && state.failure.kind === 'connection' ? state.failure.detail : null;
}
