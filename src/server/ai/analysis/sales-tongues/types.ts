// What a seller's words mean, per language: the shared shape of the French, Swahili, Portuguese and
// Spanish lexicons. sales-signals.ts reads English with hand-tuned rules; the other languages are
// read by one set of functions (signals.ts) over these word lists, so a fifth language is a lexicon.

import type { SalesGoal, SalesObjection } from '../../../../shared/reports.ts';
import type { DiscoveryTopic } from '../discovery-topics.ts';
import type { Tone } from '../sales-signals.ts';

export const TONGUES = ['fr', 'sw', 'pt', 'es'] as const;
export type TongueCode = (typeof TONGUES)[number];

export interface TongueLexicon {
  code: TongueCode;
  /** Greetings, fillers and softeners said before a question ("alors", "bon", "sasa", "então", "oiga"). */
  leadIn: RegExp;
  /** A sentence that starts like an open question ("comment", "kwa nini", "como", "cómo"). */
  openStart: RegExp;
  /** An open question word anywhere in the first words ("vous faites comment", "mnafuatiliaje"). */
  openWord: RegExp;
  /** A sentence that starts like a yes/no question ("est-ce que", "je", "você tem", "¿tiene"). */
  closedStart: RegExp;
  /** A question inside unpunctuated speech: a question word with a pronoun after it. */
  embedded: RegExp;
  /** "Parlez-moi de…", "niambie kuhusu…", "me conta…", "cuénteme…": a question without a question mark. */
  prompt: RegExp;
  /** The "or" of an either/or question ("ou", "au", "o"). */
  or: RegExp;
  /** Words that make a question about the buyer's situation. */
  discovery: RegExp;
  topics: Record<DiscoveryTopic, RegExp>;
  /** Hearing the objection out: "je comprends", "nakuelewa", "entendo", "entiendo". */
  acknowledge: RegExp;
  /** A measured result: a percentage, a figure with what it saved or brought, a count of customers. */
  result: RegExp;
  /** A customer named with what happened to them ("Chez Rapido Livraison, le carburant a baissé"). */
  namedCustomer: RegExp;
  /** Money said as a figure, in the currencies of the markets. */
  money: RegExp;
  /** A benefit word: saving, earning, faster, less. */
  benefit: RegExp;
  /** The objection in the buyer's words (what the prospect says), and an answer to it in the rep's. */
  objection: Record<SalesObjection, { raised: RegExp; answer: RegExp }>;
  /** Words that name each goal in a proposal. */
  goal: Record<SalesGoal, RegExp>;
  /** An offer or proposal: "je vous propose", "tuanze", "podemos", "le propongo". */
  proposal: RegExp;
  /** Days, hours and "tomorrow". */
  time: RegExp;
  /** The buyer's yes, refusal and "not now". */
  accept: RegExp;
  refusal: RegExp;
  deferral: RegExp;
  negation: RegExp;
  tone: Record<Tone, RegExp>;
}
