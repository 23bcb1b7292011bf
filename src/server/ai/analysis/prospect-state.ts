// The scripted prospect's state between turns, shared by the English prospect (prospect-persona.ts)
// and the prospects of the other languages (sales-tongues/prospect.ts), which run the same machine.

import type { SalesSetup } from '../../../shared/reports.ts';
import type { advanceHandling, HandlingProgress } from './sales-signals.ts';
import type { SellerTurn } from './seller-turn.ts';

export type ProspectStage = 'opening' | 'objection' | 'convinced' | 'yielded' | 'hungUp';

export type ReplyKind =
  | 'opening'
  | 'nudge'
  | 'raise'
  | 'answer'
  | 'restate'
  | 'claim'
  | 'ackOnly'
  | 'valueWithoutAck'
  | 'valueWithoutQuestion'
  | 'wantsMore'
  | 'setback'
  | 'resistClose'
  | 'defer'
  | 'handled'
  | 'yield'
  | 'afterYield'
  | 'hungUp';

/** What the rep has earned on the objection since the last setback. */
export interface Credit {
  acknowledged: boolean;
  /** Asked about the concern or the buyer's situation (not the ask for the goal). */
  explored: boolean;
  /** Answered the concern with specifics: numbers, a named customer or result, a concrete offer. */
  answered: boolean;
  /** Numbers or a named result among those specifics (a hostile buyer wants that, not only an offer). */
  evidence: boolean;
  /** Turns since the objection that did some of the above without pushing. */
  goodTurns: number;
}

export interface ProspectState {
  stage: ProspectStage;
  credit: Credit;
  /** The report's reading of the same turns: the prospect never yields where the report would not credit it. */
  handling: HandlingProgress;
  /** Pushy, rude or dismissive turns, and pushes for the goal a buyer holds against the rep. */
  setbacks: number;
  /** Times the rep asked for the goal before the buyer was convinced. */
  closeAttempts: number;
  userTurns: number;
  /** What kind of line the last reply was; handy for UIs and tests. */
  lastReply: ReplyKind;
}

export interface ProspectReply {
  text: string;
  yielded: boolean;
  state: ProspectState;
}

/** The machine the prospects of every language run (prospect-persona.ts), handed to them rather than imported. */
export interface ProspectMachine {
  initialProspectState(): ProspectState;
  step(state: ProspectState, turn: SellerTurn, userText: string, setup: SalesSetup, advance?: typeof advanceHandling): ProspectState;
}
