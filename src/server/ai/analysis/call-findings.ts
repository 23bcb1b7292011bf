// What the call report reads off a call (Findings), how it speaks to the reader (Voice) and the kinds
// of fix it can give: shared by the analysis, its scores and its verdict, so none imports another's module.

import type { Locale } from '../../../shared/i18n/locales.ts';
import { formatNumber } from '../../../shared/money.ts';
import { setupLabel, type SalesGoal, type SalesObjection, type SalesSetup } from '../../../shared/reports.ts';
import { serverT, type ServerTranslate } from '../../lib/i18n.ts';
import type { HandlingProgress, Tone, ToneFinding } from './sales-signals.ts';
import type { DiscoveryTopic } from './discovery-topics.ts';

export interface UserTurn {
  text: string;
  /** Position in the whole transcript. */
  at: number;
}

export interface Findings {
  setup: SalesSetup;
  userTurns: UserTurn[];
  prospectTurns: number;
  /** What the prospect said they need, in the rep's voice, for the lines to say back. */
  prospectNeed?: string;
  talkRatio: number;
  longestMonologue: string;
  longestMonologueWords: number;
  /** `ask`: an ask for the order or the goal, never open discovery. */
  questions: { text: string; open: boolean; ask?: boolean }[];
  openQuestions: number;
  closedQuestions: number;
  discoveryQuestions: number;
  /** The ground the rep's questions covered (how they work today, what goes wrong, what it costs…). */
  topics: DiscoveryTopic[];
  objectionRaisedAt: number;
  firstReply?: UserTurn;
  progress: HandlingProgress;
  handlingTurn?: UserTurn;
  /** What the praise for the handled objection quotes: the sentence of that turn with the evidence or the answer. */
  handlingQuote?: string;
  /** Turns that proposed the goal before the objection was handled. */
  earlyPushes: UserTurn[];
  askedGoal?: UserTurn;
  askedWithTime: boolean;
  nextStepSecured: boolean;
  /** The ask the prospect said yes to, and whether the ask or the yes set a time. */
  agreedAsk?: UserTurn;
  agreedWithTime: boolean;
  lesserStep: boolean;
  /** Asks for the goal made right after the prospect had said no or not yet to one. */
  asksAfterNo: UserTurn[];
  /** The ask the prospect put off last ("send me something and I'll see"), when nothing was agreed after it. */
  deferredAsk?: UserTurn;
  tone: ToneFinding[];
  talkedDown: boolean;
  pushy: boolean;
  valueSentences: string[];
  evidenceSentences: string[];
  /** A rep sentence whose evidence picks up a number or a thing the prospect said. */
  valueTie?: string;
}

export const OBJECTION_KEYS = {
  'Price / Budget': 'price',
  'Competitor Loyalty': 'competitor',
  'Timing / No Urgency': 'timing',
  'Value / Skepticism': 'value',
} as const satisfies Record<SalesObjection, string>;

export const GOAL_KEYS = {
  'Close the Sale': 'close',
  'Book a Demo/Meeting': 'demo',
  'Secure a Trial/Pilot': 'trial',
  'Advance the Opportunity': 'advance',
} as const satisfies Record<SalesGoal, string>;

export interface Voice {
  t: ServerTranslate<'callReport'>;
  /** "a, b and c" / "a, b or c" as the reader writes a list. */
  list: (items: string[], type: 'conjunction' | 'disjunction') => string;
  /** Numbers as the reader writes them; English exactly as before ("52.3", "1234"). */
  num: (value: number) => string;
  /** The objection's name as the report's setup line shows it ("Price / Budget"). */
  objection: (objection: SalesObjection) => string;
  /** The same name inside a sentence ("the price / budget objection"). */
  objectionInSentence: (objection: SalesObjection) => string;
  /** What the goal asks the prospect for ("a demo or meeting"). */
  goal: (goal: SalesGoal) => string;
}

export function voiceFor(language: Locale): Voice {
  const t = serverT(language, 'callReport');
  const frame = serverT(language, 'report');
  const objection = (value: SalesObjection) => setupLabel(value, frame);
  return {
    t,
    list: (items, type) => new Intl.ListFormat(language, { type }).format(items),
    num: language === 'en' ? (value) => String(value) : (value) => formatNumber(value, language, { maximumFractionDigits: 1 }),
    objection,
    objectionInSentence: (value) => objection(value).toLocaleLowerCase(language),
    goal: (value) => t(`goal.${GOAL_KEYS[value]}`),
  };
}

export type Kind = Tone | 'polish' | 'depth' | 'silent' | 'objection' | 'push' | 'noAsk' | 'weakAsk' | 'discovery' | 'talk' | 'closed' | 'evidence' | 'passive';
