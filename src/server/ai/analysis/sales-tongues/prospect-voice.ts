// The shape of the scripted prospect's lines in one language. The lines live in per-language modules
// (prospect-fr.ts, prospect-sw.ts, prospect-pt.ts, prospect-es.ts), like the English ones in
// prospect-lines.ts, not in a catalog: each is a set of variants per moment of the call, chosen by the
// call's seed, and their words must stay in step with the lexicon that reads them back (a yield says
// yes and names the goal, a "not now" is a deferral), which a test checks per language.
//
// Placeholders: {product} what the rep sells, as the buyer says it; {when} the day and time the rep
// proposed, as they said it.

import type { SalesDifficulty, SalesGoal, SalesObjection } from '../../../../shared/reports.ts';
import type { Tone } from '../sales-signals.ts';

export type AnswerTopic = 'business' | 'process' | 'pain' | 'budget' | 'decision' | 'success';

/** Lines for a business buyer and for a household (B2C). */
export interface ByBuyer {
  business: string[];
  household: string[];
}

export interface ProspectVoice {
  /** "your thing" as a buyer says it when the product has no short name. */
  yourProduct: string;
  opening: Record<SalesDifficulty, string[]>;
  /** The rep said nothing the buyer can answer. */
  nudge: string[];
  /** The objection, the first time. */
  raise: Record<SalesObjection, string[]>;
  /** The objection again, when the rep has not dealt with it. */
  restate: Record<SalesObjection, string[]>;
  /** What the buyer says about the concern when asked about it. */
  concern: Record<SalesObjection, string[]>;
  answers: Record<AnswerTopic, ByBuyer>;
  claim: string[];
  ackOnly: string[];
  valueWithoutAck: string[];
  valueWithoutQuestion: string[];
  wantsMore: string[];
  setback: Record<Tone, string[]>;
  /** An ask for the goal before the concern is dealt with. */
  resistClose: string[];
  /** An ask after some good work, but not enough: "not yet". */
  defer: string[];
  /** The concern is dealt with: the buyer softens. */
  handled: string[];
  /** Convinced already, and the rep still proposes nothing: the buyer waits for the proposal. */
  waiting: string[];
  /** Yes to the goal, with the rep's day and time, and without one. */
  yield: Record<SalesGoal, { when: string[]; plain: string[] }>;
  afterYield: string[];
  hungUp: string[];
}
