import type { TranscriptTurn } from '@shared/reports';
import { SPEECH_MICROPHONE } from '@web/lib/platform/speech-recorder-options.ts';
import type { CallStatus, LiveTurn, TurnActivity } from './call-machine.ts';

// One interface for the two ways a practice call travels: realtime voice over WebRTC
// (realtime-transport.ts) and turn-based, one recorded or typed turn at a time (turn-transport.ts).
// A transport reports what happens on the line; use-sales-call.ts turns the reports into events
// of the call machine.

export const CALL_MICROPHONE: MediaStreamConstraints = SPEECH_MICROPHONE;

export interface CallEvents {
  status(status: CallStatus): void;
  transcript(turns: LiveTurn[]): void;
  /** The server says the time is over, or the line dropped after a conversation: report what there is. */
  over(): void;
  failed(kind: 'connection' | 'microphone', detail: string): void;
}

/** Turn-based calls also report the state of the salesperson's controls. */
export interface TurnEvents extends CallEvents {
  activity(activity: TurnActivity): void;
  draft(text: string): void;
  sttUnavailable(): void;
  /** A turn could not reach the server (offline): the call pauses until the browser is back online. */
  lineLost(): void;
}

export interface CallTransport {
  /** What the browser heard, for the report (still readable after close); undefined when the server kept the conversation. */
  transcript(): TranscriptTurn[] | undefined;
  /** Lets go of the line, the microphone and the voice; safe to call more than once. */
  close(): void;
}

export interface TurnControls {
  /** Sends a typed (or transcribed) turn; the prospect's answer is spoken. */
  send(text: string): Promise<void>;
  /** Push-to-talk: records while held, then transcribes and sends the turn. */
  startTalking(): Promise<void>;
  stopTalking(): void;
  /** Speaks a prospect's turn on request: with data saver on, replies are not spoken by themselves. */
  play(text: string): void;
}

export type TurnTransport = CallTransport &
  TurnControls & {
    /** Puts the server's transcript in place (back online, a turn the server got may not have reached us). */
    replaceTurns(turns: LiveTurn[]): void;
  };
