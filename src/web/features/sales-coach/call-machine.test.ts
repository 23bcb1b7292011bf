import { describe, expect, it } from 'vitest';
import type { AnalyzeSessionResponse, StartSalesSessionResponse } from '@shared/sales-coach';
import { callOnLine, callReducer, INITIAL_CALL_STATE, lastFailureOf, type CallEvent, type CallState } from './call-machine.ts';

const NOW = 1_000_000;

function session(mode: 'realtime' | 'turns', extra: Partial<StartSalesSessionResponse> = {}): StartSalesSessionResponse {
  return { sessionId: 's1', mode, endsAt: new Date(NOW + 300_000).toISOString(), remainingSeconds: 300, wallet: null, ...extra };
}

const run = (events: CallEvent[], from: CallState = INITIAL_CALL_STATE) => events.reduce(callReducer, from);
const started = (mode: 'realtime' | 'turns', extra: Partial<StartSalesSessionResponse> = {}): CallEvent[] => [
  { type: 'start' },
  { type: 'started', session: session(mode, extra), now: NOW, canRecord: true },
];
const result = { markdown: '# Report', refunded: false } as AnalyzeSessionResponse;

describe('call machine', () => {
  it('a turn-based call is live at once, the prospect speaking its opening line', () => {
    const state = run(started('turns', { openingLine: 'Jordan speaking.' }));
    expect(state.phase).toBe('live');
    const call = callOnLine(state)!;
    expect(call.status).toBe('speaking');
    expect(call.remaining).toBe(300);
    expect(call.turns).toEqual([{ id: 'opening', role: 'prospect', text: 'Jordan speaking.' }]);
    expect(call.sttUnavailable).toBe(false);
  });

  it('a realtime call stays connecting, with its countdown, until the line speaks', () => {
    let state = run(started('realtime'));
    expect(state).toMatchObject({ phase: 'connecting', call: { status: 'connecting' } });
    state = callReducer(state, { type: 'transcript', turns: [{ id: 'i1', role: 'prospect', text: 'Hello?' }] });
    expect(state.phase).toBe('connecting');
    state = callReducer(state, { type: 'status', status: 'listening' });
    expect(state).toMatchObject({ phase: 'live', call: { status: 'listening', turns: [{ text: 'Hello?' }] } });
  });

  it('while the server starts the session there is no call on the line yet; a refusal goes back to setup', () => {
    const starting = run([{ type: 'start' }]);
    expect(starting).toEqual({ phase: 'connecting' });
    expect(callOnLine(starting)).toBeNull();
    expect(callReducer(starting, { type: 'startFailed' })).toEqual({ phase: 'setup' });
  });

  it('End Call, the server saying the time is over, and 0:00 all end the call for its report', () => {
    const live = run(started('turns'));
    expect(callReducer(live, { type: 'hangUp' }).phase).toBe('ending');
    expect(callReducer(live, { type: 'over' }).phase).toBe('ending');
    const ticking = callReducer(live, { type: 'tick', now: NOW + 299_000 });
    expect(ticking).toMatchObject({ phase: 'live', call: { remaining: 1 } });
    expect(callReducer(ticking, { type: 'tick', now: NOW + 300_000 })).toMatchObject({ phase: 'ending', call: { remaining: 0 } });
    // The limit holds while a realtime line is still connecting, too.
    expect(run([...started('realtime'), { type: 'tick', now: NOW + 301_000 }]).phase).toBe('ending');
  });

  it('a tick within the same moment changes nothing (no new render)', () => {
    const live = run(started('turns'));
    expect(callReducer(live, { type: 'tick', now: NOW })).toBe(live);
  });

  it('ending → reporting → done, counting for the assignment it was started from', () => {
    const ending = run([{ type: 'start' }, { type: 'started', session: session('turns'), assignmentId: 'a1', now: NOW, canRecord: true }, { type: 'hangUp' }]);
    const reporting = callReducer(ending, { type: 'analyzing' });
    expect(reporting.phase).toBe('reporting');
    expect(callReducer(reporting, { type: 'reported', result })).toEqual({ phase: 'done', result, countedForAssignment: true });
    expect(run([...started('turns'), { type: 'hangUp' }, { type: 'analyzing' }, { type: 'reported', result }])).toMatchObject({ countedForAssignment: false });
  });

  it('a report that fails (no conversation, or the analysis) lands on failed, without a connection reason', () => {
    const reporting = run([...started('turns'), { type: 'hangUp' }, { type: 'analyzing' }]);
    const failed = callReducer(reporting, { type: 'reportFailed', kind: 'no_conversation' });
    expect(failed).toEqual({ phase: 'failed', failure: { kind: 'no_conversation' } });
    expect(lastFailureOf(failed)).toBeNull();
  });

  it('a line that fails keeps the session to cancel and, for a connection, the reason to show', () => {
    const connecting = run(started('realtime'));
    const failed = callReducer(connecting, { type: 'failed', kind: 'connection', detail: 'Failed to connect: 502' });
    expect(failed).toEqual({ phase: 'failed', failure: { kind: 'connection', detail: 'Failed to connect: 502', sessionId: 's1' } });
    expect(lastFailureOf(failed)).toBe('Failed to connect: 502');
    const noMic = callReducer(connecting, { type: 'failed', kind: 'microphone', detail: 'denied' });
    expect(noMic).toEqual({ phase: 'failed', failure: { kind: 'microphone', sessionId: 's1' } });
    expect(lastFailureOf(noMic)).toBeNull();
    // Starting again from a failure clears the reason.
    expect(lastFailureOf(callReducer(failed, { type: 'start' }))).toBeNull();
  });

  it('once the call is over, late reports from the line are ignored', () => {
    const ending = run([...started('turns'), { type: 'hangUp' }]);
    for (const late of [
      { type: 'over' },
      { type: 'hangUp' },
      { type: 'failed', kind: 'connection', detail: 'x' },
      { type: 'status', status: 'listening' },
      { type: 'tick', now: NOW + 400_000 },
    ] as CallEvent[]) {
      expect(callReducer(ending, late)).toBe(ending);
    }
    const failed = run([...started('realtime'), { type: 'failed', kind: 'connection', detail: 'x' }]);
    expect(callReducer(failed, { type: 'over' })).toBe(failed);
  });

  it('turn controls: draft, activity, and push-to-talk turned off', () => {
    let state = run(started('turns'));
    state = callReducer(state, { type: 'draft', text: 'Hi Jordan' });
    state = callReducer(state, { type: 'activity', activity: 'sending' });
    state = callReducer(state, { type: 'sttUnavailable' });
    expect(callOnLine(state)).toMatchObject({ draft: 'Hi Jordan', activity: 'sending', sttUnavailable: true });
    const noRecorder = run([{ type: 'start' }, { type: 'started', session: session('turns'), now: NOW, canRecord: false }]);
    expect(callOnLine(noRecorder)!.sttUnavailable).toBe(true);
  });

  it('Practice Again goes from the report back to setup; nothing else leaves the report', () => {
    const done = run([...started('turns'), { type: 'hangUp' }, { type: 'analyzing' }, { type: 'reported', result }]);
    expect(callReducer(done, { type: 'start' })).toBe(done);
    expect(callReducer(done, { type: 'practiceAgain' })).toEqual({ phase: 'setup' });
  });
});

describe('call machine: resumed and paused calls', () => {
  const turns = [
    { id: 'r0', role: 'prospect' as const, text: 'Jordan speaking.' },
    { id: 'r1', role: 'user' as const, text: 'Hi Jordan, Alex from ShiftPal.' },
    { id: 'r2', role: 'prospect' as const, text: 'What is it about?' },
  ];
  const resumed = (remainingSeconds: number): CallEvent => ({
    type: 'resumed',
    session: session('turns', { remainingSeconds }),
    turns,
    now: NOW,
    canRecord: false,
  });

  it('a call resumed from setup is live at once with the server transcript and the time the server has left', () => {
    const state = run([resumed(120)]);
    expect(state.phase).toBe('live');
    const call = callOnLine(state)!;
    expect(call).toMatchObject({ status: 'listening', remaining: 120, turns, paused: false, sttUnavailable: true, activity: 'idle' });
    expect(call.deadline).toBe(NOW + 120_000);
  });

  it('is not resumed over a call already on the line, nor while starting one', () => {
    const live = run(started('turns', { openingLine: 'Hello?' }));
    expect(callReducer(live, resumed(120))).toBe(live);
    const starting = run([{ type: 'start' }]);
    expect(callReducer(starting, resumed(120))).toBe(starting);
  });

  it('a resumed call out of time ends at the next tick and is reported', () => {
    const state = run([resumed(0), { type: 'tick', now: NOW + 250 }]);
    expect(state.phase).toBe('ending');
  });

  it('a dropped line pauses the call, keeping transcript and draft; back online it goes on; the clock keeps running', () => {
    let state = run([resumed(200), { type: 'draft', text: 'Can we talk Tuesday?' }, { type: 'lineLost' }]);
    expect(callOnLine(state)).toMatchObject({ paused: true, turns, draft: 'Can we talk Tuesday?' });
    expect(callReducer(state, { type: 'lineLost' })).toBe(state);
    state = callReducer(state, { type: 'tick', now: NOW + 10_000 });
    expect(callOnLine(state)).toMatchObject({ paused: true, remaining: 190 });
    state = callReducer(state, { type: 'lineBack' });
    expect(callOnLine(state)).toMatchObject({ paused: false, turns, draft: 'Can we talk Tuesday?' });
    // Paused at 0:00 the call still ends (the server refuses turns after its limit anyway).
    expect(run([{ type: 'lineLost' }, { type: 'tick', now: NOW + 300_000 }], state).phase).toBe('ending');
  });

  it('outside a call, line events change nothing', () => {
    expect(run([{ type: 'lineLost' }, { type: 'lineBack' }])).toBe(INITIAL_CALL_STATE);
  });
});
