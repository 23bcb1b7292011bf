// The four category scores of a call and the evidence each one rests on. A score a rep cannot
// trace back to what they said teaches nothing, and a manager's chart of 100s tells nobody
// anything, so every category names its counts and a short quote, and a call has to show the
// behaviour to earn the mark: discovery is capped by the ground its questions covered, value
// needs evidence tied to what the buyer said, closing 10 needs the goal agreed at a set time.

import type { SalesCallReport } from '../../../shared/reports.ts';
import { MONOLOGUE_WORDS_MAX, TALK_RATIO } from './call-norms.ts';
import { DISCOVERY_TOPICS, type DiscoveryTopic } from './discovery-topics.ts';
import type { Findings, Voice } from './call-findings.ts';
import { score10, truncateWords } from './text.ts';

/** Five seller turns or fewer have not shown enough discovery to earn full marks. */
export const SHORT_CALL_TURNS = 5;
const SHORT_CALL_DISCOVERY_MAX = 8;
const UNTIED_VALUE_MAX = 7;
const UNTIMED_CLOSE = 8;
const REASON_QUOTE_WORDS = 15;

export type Scores = SalesCallReport['scores'];
export type ScoreReasons = NonNullable<SalesCallReport['scoreReasons']>;

export function isShortCall(f: Pick<Findings, 'userTurns'>): boolean {
  return f.userTurns.length <= SHORT_CALL_TURNS;
}

export function scoreCall(f: Findings): Scores {
  if (f.userTurns.length === 0) return { discovery: 0, objectionHandling: 0, valueCommunication: 0, closing: 0 };
  return {
    discovery: score10(discoveryPoints(f)),
    objectionHandling: score10(objectionPoints(f)),
    valueCommunication: score10(valuePoints(f)),
    closing: score10(closingPoints(f)),
  };
}

function discoveryPoints(f: Findings): number {
  const topics = f.topics.length;
  const listening = f.talkRatio > 70 ? -2 : f.talkRatio > TALK_RATIO.tooHigh ? -1 : 0;
  const mostlyClosed = f.closedQuestions >= 2 && f.closedQuestions > f.openQuestions ? -1 : 0;
  const asked = Math.min(4, f.openQuestions * 1.5 + f.closedQuestions * 0.5) + topics * 1.5;
  // Questions about one thing are one piece of discovery, however many there are.
  const cap = Math.min(2 + topics * 2, isShortCall(f) ? SHORT_CALL_DISCOVERY_MAX : 10);
  return Math.min(cap, asked) + listening + mostlyClosed;
}

function objectionPoints(f: Findings): number {
  const p = f.progress;
  const pushes = Math.max(0, f.earlyPushes.length - 1);
  // Belittling a concern is not handling it, whatever else was said.
  const talkedDown = f.talkedDown ? 3 : 0;
  const handled = 7 + (p.evidence ? 2 : 0) + (f.handlingTurn === f.firstReply ? 1 : 0.5) - pushes * 0.5;
  const partial = Math.min(6, (p.acknowledged ? 2 : 0) + (p.clarified ? 2 : 0) + (p.addressed ? 2 : 0) + (p.evidence ? 1 : 0)) - pushes;
  return (p.handled ? handled : partial) - talkedDown;
}

function valuePoints(f: Findings): number {
  const monologuePenalty = f.longestMonologueWords > 150 ? 2 : f.longestMonologueWords > MONOLOGUE_WORDS_MAX ? 1 : 0;
  const said = 1 + Math.min(3, f.valueSentences.length * 1.5) + Math.min(3, f.evidenceSentences.length * 1.5) + (f.valueTie ? 3 : 0);
  // A claim that would fit any buyer is not yet value for this one.
  const capped = f.valueTie ? said : Math.min(UNTIED_VALUE_MAX, said);
  return capped - monologuePenalty - (f.talkRatio > TALK_RATIO.farTooHigh ? 1 : 0);
}

function closingPoints(f: Findings): number {
  const pressured = f.pushy ? 2 : 0;
  if (f.nextStepSecured) return (f.agreedWithTime ? 10 : UNTIMED_CLOSE) - pressured;
  return (
    (f.askedGoal ? 4 : 0) +
    (f.askedWithTime ? 2 : 0) +
    (f.lesserStep ? 2 : 0) +
    (f.askedGoal && f.progress.handled ? 1 : 0) -
    Math.max(0, f.earlyPushes.length - 1) -
    pressured
  );
}

// ---------------------------------------------------------------------------------------------
// Reasons, in the reader's language; quotes stay as the rep said them.

const quoted = (text: string) => truncateWords(text, REASON_QUOTE_WORDS);

export function scoreReasons(f: Findings, scores: Scores, v: Voice): ScoreReasons {
  const { t } = v;
  const line = (head: string, parts: string[]) => t('reason.line', { head, parts: parts.join(t('reason.separator')) });
  return {
    discovery: line(t('reason.head.discovery', { score: v.num(scores.discovery) }), discoveryParts(f, v)),
    objectionHandling: line(t('reason.head.objectionHandling', { score: v.num(scores.objectionHandling) }), objectionParts(f, v)),
    valueCommunication: line(t('reason.head.valueCommunication', { score: v.num(scores.valueCommunication) }), valueParts(f, v)),
    closing: line(t('reason.head.closing', { score: v.num(scores.closing) }), closingParts(f, v)),
  };
}

function discoveryParts(f: Findings, v: Voice): string[] {
  const { t, num } = v;
  const count = f.questions.length;
  const best = f.questions.find((q) => q.open);
  const parts = [t('reason.questions', { count, n: num(count), open: num(f.openQuestions) }) + (best ? t('reason.quote', { quote: quoted(best.text) }) : '')];
  const topicNames = (topics: readonly DiscoveryTopic[]) => topics.map((topic) => t(`reason.topic.${topic}`));
  if (f.topics.length > 0) parts.push(t('reason.covered', { topics: v.list(topicNames(f.topics), 'conjunction') }));
  const missing = DISCOVERY_TOPICS.filter((topic) => !f.topics.includes(topic));
  if (missing.length > 0) parts.push(t('reason.notCovered', { topics: v.list(topicNames(missing), 'disjunction') }));
  if (isShortCall(f) && count > 0) parts.push(t('reason.shortCall', { count: f.userTurns.length, n: num(f.userTurns.length) }));
  return parts;
}

function objectionParts(f: Findings, v: Voice): string[] {
  const { t, num } = v;
  const p = f.progress;
  const parts = [
    p.handled
      ? t('reason.objectionHandled', { with: p.evidence ? 'evidence' : 'value' }) +
        (f.handlingQuote ? t('reason.quote', { quote: quoted(f.handlingQuote) }) : '')
      : objectionNotHandled(f, v),
  ];
  if (f.earlyPushes.length > 1) parts.push(t('reason.earlyAsks', { n: num(f.earlyPushes.length) }));
  if (f.talkedDown) parts.push(t('reason.talkedDown'));
  return parts;
}

/** "you asked about it, but did not acknowledge it or answer it with value", and the reply it rests on. */
function objectionNotHandled(f: Findings, v: Voice): string {
  const { t } = v;
  const p = f.progress;
  const steps = [
    ['acknowledged', p.acknowledged],
    ['asked', p.clarified],
    ['answered', p.addressed],
  ] as const;
  const done = steps.filter(([, ok]) => ok).map(([step]) => t(`reason.objection.done.${step}`));
  const missing = steps.filter(([, ok]) => !ok).map(([step]) => t(`reason.objection.missing.${step}`));
  const text =
    missing.length === 0
      ? t('reason.objectionNeedsMore')
      : done.length === 0
        ? t('reason.objectionNone', { missing: v.list(missing, 'disjunction') })
        : t('reason.objectionPartial', { done: v.list(done, 'conjunction'), missing: v.list(missing, 'disjunction') });
  return text + (f.firstReply ? t('reason.reply', { quote: quoted(f.firstReply.text) }) : '');
}

function valueParts(f: Findings, v: Voice): string[] {
  const { t, num } = v;
  const parts = [
    t('reason.valueCounts', {
      count: f.valueSentences.length,
      n: num(f.valueSentences.length),
      evidence: num(f.evidenceSentences.length),
    }),
    f.valueTie ? t('reason.tied', { quote: quoted(f.valueTie) }) : t('reason.notTied'),
  ];
  if (f.longestMonologueWords > MONOLOGUE_WORDS_MAX) parts.push(t('reason.monologue', { words: num(f.longestMonologueWords) }));
  return parts;
}

function closingParts(f: Findings, v: Voice): string[] {
  const { t } = v;
  const goal = v.goal(f.setup.goal);
  const ask = f.agreedAsk ?? f.askedGoal;
  const parts = [
    f.nextStepSecured
      ? t(f.agreedWithTime ? 'reason.agreedAtTime' : 'reason.agreedNoTime', { goal }) + (ask ? t('reason.quote', { quote: quoted(ask.text) }) : '')
      : f.askedGoal
        ? t('reason.askedNotAgreed', { goal }) + t('reason.quote', { quote: quoted(f.askedGoal.text) })
        : t('reason.neverAsked', { goal }),
  ];
  if (f.pushy) parts.push(t('reason.pressure'));
  return parts;
}
