// The fixes a call report lists: every candidate improvement with the rep's own words as the quote
// and a line to say instead, ranked by what cost this call most (PRIORITY), each line said once.

import type { Improvement, SalesSetup } from '../../../shared/reports.ts';
import { OBJECTION_KEYS, type Findings, type Kind, type Voice } from './call-findings.ts';
import { isBarePrice } from './call-measure.ts';
import { MONOLOGUE_WORDS_MAX, TALK_RATIO } from './call-norms.ts';
import { isShortCall } from './call-scores.ts';
import { talkedTooMuch, talkIssue } from './call-shape.ts';
import { DISCOVERY_TOPICS, questionFor, type DiscoveryTopic } from './discovery-topics.ts';
import { addressesObjection, findQuestions, type Tone } from './sales-signals.ts';
import { closingLine, discoveryQuestions, evidenceLine, linkToBenefitLine, modelObjectionAnswer, openVersion } from './sales-templates.ts';
import { countWords, splitSentences, truncateWords } from './text.ts';

const QUOTE_WORDS = 30;

function hasTone(f: Findings, tone: Tone): boolean {
  return f.tone.some((finding) => finding.tone === tone);
}

// The first fix is the one that costs this call most; why each rank:
const PRIORITY = {
  // Insulting or talking down to the buyer loses them whatever else was right, so it comes first;
  // pressure makes them defend their no, so it comes before any technique.
  rude: 110,
  dismissive: 106,
  pushy: 104,
  // The behaviours that made handling the objection impossible rank above the objection itself:
  // asking again and again before the concern is resolved (its fix carries the answer), and a
  // monologue over the limit without a question or a share of the words far above or below the
  // ideal, so the buyer never got a question worth answering (the talk fix ends in one).
  pushRepeated: 102,
  talkRootCause: 101,
  passiveRootCause: 101,
  // Nothing else can be judged.
  silent: 100,
  // The skill this scenario was set up to practise.
  objection: 100,
  // The objection was handled and the rep never asked: the cheapest win of the call was left on the table.
  noAskEarned: 95,
  // One early ask after a weak answer: the answer is the fix, the timing comes next.
  push: 90,
  noAsk: 85,
  noDiscovery: 80,
  thinDiscovery: 65,
  talk: 62,
  // Details of a call that already works.
  weakAsk: 60,
  evidence: 50,
  closed: 45,
  passive: 40,
  // A call that went well but short, or stayed on one or two things: the buyer's situation, cost
  // and decision were never learnt, so the next call should go deeper before proposing.
  depth: 35,
  // Nothing above applies: say so, and how to keep it.
  polish: 10,
} as const;

// Lines to say instead (English, like every line to say): respect first, then a question.
const TONE_LINES: Record<Tone, string> = {
  rude: '"That\'s a fair question. What\'s behind it for you?"',
  dismissive: '"Fair point, I may not have explained it well. What matters most to you here?"',
  pushy: '"No pressure: it has to make sense for you. What would you need to see to feel sure?"',
};
const RESPECT_THE_NO = '"Fair enough. What would have to change for this to make sense for you?"';
const PIN_DOWN_DEFERRAL = '"Happy to. So it is useful, shall we go through it together for 15 minutes, Thursday at 10 or Friday at 2?"';
const LOCK_IN_THE_YES = '"Great, that is agreed. I will send a confirmation today with what we discussed, and check in with you the day before."';

export interface Candidate extends Improvement {
  kind: Kind;
  priority: number;
}

export const quote = (text: string | undefined) => truncateWords(text ?? '', QUOTE_WORDS);

/**
 * The push fix and the objection fix both carry the answer to the objection: the one ranked first
 * says it, the later one points to it, so no line to say appears twice in a report.
 */
export function sayEachLineOnce(ranked: Candidate[], f: Findings, v: Voice): Candidate[] {
  // Two fixes quoting the same line of the rep read as one fix said twice: the later one shows no quote.
  return quoteEachLineOnce(answerPushOnce(ranked, f, v));
}

function quoteEachLineOnce(ranked: Candidate[]): Candidate[] {
  const quoted = new Set<string>();
  return ranked.map((c) => {
    const key = c.quote.trim();
    if (!key) return c;
    if (quoted.has(key)) return { ...c, quote: '' };
    quoted.add(key);
    return c;
  });
}

function answerPushOnce(ranked: Candidate[], f: Findings, v: Voice): Candidate[] {
  const kinds = ranked.map((c) => c.kind);
  const push = kinds.indexOf('push');
  const objection = kinds.indexOf('objection');
  if (push < 0 || objection < 0) return ranked;
  const objectionName = v.objectionInSentence(f.setup.objection);
  return ranked.map((c, at) => {
    if (c.kind === 'push' && at > objection)
      return { ...c, suggestion: v.t('suggestion.pushAfterAnswer', { objection: objectionName, close: closingLine(f.setup, f.prospectNeed) }) };
    if (c.kind === 'objection' && at > push) return { ...c, suggestion: v.t('suggestion.objectionAsAbove', { objection: objectionName }) };
    return c;
  });
}

export function candidates(f: Findings, v: Voice): Candidate[] {
  const { setup } = f;
  const { t, num } = v;
  if (f.userTurns.length === 0) {
    return [
      {
        kind: 'silent',
        priority: PRIORITY.silent,
        issue: t('issue.silent'),
        quote: '',
        suggestion: t('suggestion.silent', { questions: bothQuestions(setup, v) }),
      },
    ];
  }
  const list: Candidate[] = [];
  const first = f.userTurns[0];
  const last = f.userTurns[f.userTurns.length - 1];
  const p = f.progress;
  const objection = v.objection(setup.objection);
  const goal = v.goal(setup.goal);

  list.push(...toneCandidates(f, v));
  if (!p.handled) {
    const missing = [
      !p.acknowledged && t('missing.acknowledge'),
      !p.clarified && t('missing.clarify'),
      !p.addressed && t('missing.address', { topic: t(`topic.${OBJECTION_KEYS[setup.objection]}`) }),
    ].filter(Boolean) as string[];
    const reply = f.firstReply ?? last;
    list.push({
      kind: 'objection',
      priority: PRIORITY.objection,
      issue: missing.length ? t('issue.objectionMissing', { objection, missing: joinMissing(missing, v) }) : t('issue.objectionNeedsMore', { objection }),
      quote: quote(reply.text),
      suggestion: t('suggestion.objection', { line: modelObjectionAnswer(setup) }),
    });
  }
  // The first reply is already quoted for the objection; quote a different push when there is one.
  const push = f.earlyPushes.find((turn) => turn !== f.firstReply);
  if (push) {
    list.push({
      kind: 'push',
      priority: f.earlyPushes.length >= 2 ? PRIORITY.pushRepeated : PRIORITY.push,
      issue: t('issue.push', {
        goal,
        objection: v.objectionInSentence(setup.objection),
        count: f.earlyPushes.length,
        n: num(f.earlyPushes.length),
      }),
      quote: quote(push.text),
      suggestion: t('suggestion.push', { answer: modelObjectionAnswer(setup), close: closingLine(setup, f.prospectNeed) }),
    });
  }
  if (!f.askedGoal) {
    list.push({
      kind: 'noAsk',
      priority: p.handled ? PRIORITY.noAskEarned : PRIORITY.noAsk,
      issue: t('issue.noAsk', { goal }),
      quote: quote(last.text),
      suggestion: t('suggestion.noAsk', { line: closingLine(setup, f.prospectNeed) }),
    });
  } else if (!f.nextStepSecured && !f.askedWithTime && p.handled) {
    list.push({
      kind: 'weakAsk',
      priority: PRIORITY.weakAsk,
      issue: t('issue.weakAsk'),
      quote: quote(f.askedGoal.text),
      suggestion: t('suggestion.weakAsk', { line: closingLine(setup, f.prospectNeed) }),
    });
  } else if (!f.nextStepSecured && f.deferredAsk && !f.earlyPushes.some((turn) => turn.at === f.deferredAsk?.at)) {
    // A "not yet" to an ask made before the concern was answered is the push fix's; pinning it down would contradict it.
    list.push({
      kind: 'weakAsk',
      priority: PRIORITY.weakAsk,
      issue: t('issue.askDeferred'),
      quote: quote(f.deferredAsk.text),
      suggestion: t('suggestion.askDeferred', { line: PIN_DOWN_DEFERRAL }),
    });
  }
  // One open question is discovery; none, or a single yes/no question, is not.
  if (f.openQuestions === 0 && f.questions.length < 2) {
    list.push({
      kind: 'discovery',
      priority: f.questions.length === 0 ? PRIORITY.noDiscovery : PRIORITY.thinDiscovery,
      issue:
        f.questions.length === 0
          ? t('issue.noDiscovery')
          : t('issue.thinDiscovery', { count: f.questions.length, n: num(f.questions.length), open: num(f.openQuestions) }),
      quote: quote(first.text),
      suggestion: t('suggestion.discovery', { questions: bothQuestions(setup, v) }),
    });
  } else if (f.closedQuestions >= 2 && f.closedQuestions > f.openQuestions) {
    const closed = (f.questions.find((q) => !q.open && !q.ask) ?? f.questions.find((q) => !q.open)) as { text: string };
    list.push({
      kind: 'closed',
      priority: PRIORITY.closed,
      issue: t('issue.closed', { closed: num(f.closedQuestions), open: num(f.openQuestions) }),
      quote: quote(closed.text),
      suggestion: t('suggestion.closed', { line: openVersion(closed.text) }),
    });
  }
  if (talkedTooMuch(f)) {
    const firstSentence = splitSentences(f.longestMonologue)[0] ?? f.longestMonologue;
    list.push({
      kind: 'talk',
      priority: talkIsRootCause(f) ? PRIORITY.talkRootCause : PRIORITY.talk,
      issue: talkIssue(f, v),
      quote: quote(f.longestMonologue),
      suggestion: t('suggestion.talk', { line: `"${truncateWords(firstSentence, 20).replace(/ …$/, '…')} How are you handling that today?"` }),
    });
  } else if (f.talkRatio < TALK_RATIO.tooLow && f.userTurns.length >= 3) {
    const shortest = [...f.userTurns].sort((a, b) => countWords(a.text) - countWords(b.text))[0];
    list.push({
      kind: 'passive',
      priority: f.talkRatio < TALK_RATIO.farTooLow ? PRIORITY.passiveRootCause : PRIORITY.passive,
      issue: t('issue.passive', { ratio: num(f.talkRatio) }),
      quote: quote(shortest.text),
      suggestion: t('suggestion.passive', { line: linkToBenefitLine(setup, f.prospectNeed) }),
    });
  }
  // A price and its terms put to a budget concern are a concrete offer, not a claim wanting proof.
  const concreteOffer = f.valueSentences.some((s) => isBarePrice(s) && addressesObjection(s, setup.objection));
  if (f.evidenceSentences.length === 0 && f.valueSentences.length > 0 && !concreteOffer) {
    list.push({
      kind: 'evidence',
      priority: PRIORITY.evidence,
      issue: t('issue.evidence'),
      quote: quote(f.valueSentences[0]),
      suggestion: t('suggestion.evidence', { line: evidenceLine(setup) }),
    });
  }
  const depth = depthCandidate(f, v);
  if (depth) list.push(depth);
  if (list.length === 0) {
    list.push({
      kind: 'polish',
      priority: PRIORITY.polish,
      issue: t('issue.polish'),
      quote: quote((f.askedGoal ?? last).text),
      suggestion: t('suggestion.polish', { line: LOCK_IN_THE_YES }),
    });
  }
  return list;
}

/** Three topics, or a sixth seller turn, before a call counts as deep enough to leave alone. */
const DEEP_ENOUGH_TOPICS = 3;

/** Go deeper: a short or shallow call, with the next question on the first ground it left unexplored. */
function depthCandidate(f: Findings, v: Voice): Candidate | undefined {
  const { t, num } = v;
  const missing = DISCOVERY_TOPICS.filter((topic) => !f.topics.includes(topic));
  const short = isShortCall(f);
  if (!short && f.topics.length >= DEEP_ENOUGH_TOPICS) return undefined;
  const next: DiscoveryTopic = missing[0] ?? 'criteria';
  const missingNames = missing.map((topic) => t(`reason.topic.${topic}`));
  return {
    kind: 'depth',
    priority: PRIORITY.depth,
    issue: short
      ? t('issue.depthShort', {
          count: f.userTurns.length,
          n: num(f.userTurns.length),
          missing: missingNames.length ? v.list(missingNames, 'disjunction') : 'none',
        })
      : t('issue.depth', { missing: v.list(missingNames, 'disjunction') }),
    quote: quote((f.askedGoal ?? f.userTurns[f.userTurns.length - 1]).text),
    suggestion: t('suggestion.depth', { topic: t(`reason.topic.${next}`), line: questionFor(next) }),
  };
}

/** One improvement per tone heard, quoting the first sentence that carried it. */
function toneCandidates(f: Findings, v: Voice): Candidate[] {
  const { t, num } = v;
  const list: Candidate[] = [];
  for (const tone of ['rude', 'dismissive', 'pushy'] as const) {
    const heard = f.tone.filter((finding) => finding.tone === tone);
    if (heard.length === 0) continue;
    list.push({
      kind: tone,
      priority: PRIORITY[tone],
      issue: t(`issue.${tone}`, { count: heard.length, n: num(heard.length) }),
      quote: quote(heard[0].sentence),
      suggestion: t(`suggestion.${tone}`, { line: TONE_LINES[tone] }),
    });
  }
  if (!hasTone(f, 'pushy') && f.asksAfterNo.length >= 2) {
    list.push({
      kind: 'pushy',
      priority: PRIORITY.pushy,
      issue: t('issue.pushyAfterNo', { goal: v.goal(f.setup.goal), n: num(f.asksAfterNo.length) }),
      quote: quote(f.asksAfterNo[1].text),
      suggestion: t('suggestion.pushyAfterNo', { line: RESPECT_THE_NO }),
    });
  }
  return list;
}

function talkIsRootCause(f: Findings): boolean {
  const silentMonologue = f.longestMonologueWords > MONOLOGUE_WORDS_MAX && findQuestions(f.longestMonologue).questions.length === 0;
  return silentMonologue || f.talkRatio > TALK_RATIO.farTooHigh || f.longestMonologueWords > 150;
}

/** The two discovery questions to ask (English lines) joined in the reader's language. */
export function bothQuestions(setup: SalesSetup, { t }: Voice): string {
  const [first, second] = discoveryQuestions(setup);
  return t('questions.both', { first, second });
}

/** "acknowledge it, ask a question to understand it or answer it…" in the reader's language. */
function joinMissing(items: string[], { t }: Voice): string {
  if (items.length <= 1) return items.join('');
  return t('missing.join', { first: items.slice(0, -1).join(', '), last: items[items.length - 1] });
}
