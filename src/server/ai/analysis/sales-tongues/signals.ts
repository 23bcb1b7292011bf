// The seller signals of sales-signals.ts, read in French, Swahili, Portuguese or Spanish: one set of
// rules over each language's lexicon (types.ts), shared by the scripted prospect and the call report
// so the prospect yields on exactly what the report credits, as in English.

import type { SalesDifficulty, SalesGoal, SalesObjection } from '../../../../shared/reports.ts';
import { DISCOVERY_TOPICS, type DiscoveryTopic } from '../discovery-topics.ts';
import { emptyProgress, foldHandling, type GoalStance, type HandlingProgress, type Tone, type ToneFinding } from '../sales-signals.ts';
import { normalizeText, splitSentences } from '../text.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import { PT } from './pt.ts';
import { SW } from './sw.ts';
import { TONGUES, type TongueCode, type TongueLexicon } from './types.ts';

const LEXICONS: Record<TongueCode, TongueLexicon> = { fr: FR, sw: SW, pt: PT, es: ES };

export function isTongue(language: string): language is TongueCode {
  return (TONGUES as readonly string[]).includes(language);
}

/** The lexicon of a language or locale ("pt-BR" reads as Portuguese); undefined for English. */
export function lexiconFor(language: string): TongueLexicon | undefined {
  const base = language.split('-')[0]!;
  return isTongue(base) ? LEXICONS[base] : undefined;
}

// Opening marks and quotes a sentence may start with: "¿Cómo…", "« Vous…".
const OPENING_MARKS = /^[\s¿¡"«'(]+/u;

function bare(sentence: string, lex: TongueLexicon): string {
  return sentence.replace(OPENING_MARKS, '').replace(lex.leadIn, '').replace(OPENING_MARKS, '');
}

/** "…, le carburant ou les retards ?", "¿es la gasolina o los retrasos?": a choice the buyer picks from, so a closed question. */
function isEitherOr(question: string, lex: TongueLexicon): boolean {
  const clauses = question.replace(/[?.!]+$/, '').split(/,|\s[\u2014\u2013-]\s|:/);
  const tail = clauses[clauses.length - 1]!.trim();
  const choiceTail = clauses.length > 1 && tail.split(/\s+/).length <= 7 && lex.or.test(tail);
  return choiceTail || (lex.closedStart.test(bare(question, lex)) && lex.or.test(question));
}

export interface TongueQuestion {
  text: string;
  open: boolean;
}

/**
 * Questions in a turn. With a "?" the sentence is a question; a recognised transcript has none, so a
 * sentence that starts like a question, a prompt ("parlez-moi de…") or a question word with a pronoun
 * inside a run of speech counts too.
 */
export function findQuestions(text: string, lex: TongueLexicon): TongueQuestion[] {
  const found: TongueQuestion[] = [];
  for (const sentence of splitSentences(normalizeText(text))) {
    const stripped = bare(sentence, lex);
    if (sentence.endsWith('?')) {
      const head = stripped.split(' ').slice(0, 6).join(' ');
      const open = (lex.openStart.test(stripped) || lex.openWord.test(head)) && !isEitherOr(sentence, lex);
      found.push({ text: sentence, open });
      continue;
    }
    if (lex.prompt.test(stripped)) {
      found.push({ text: sentence, open: true });
      continue;
    }
    if (/[.!]$/.test(sentence)) continue;
    if (lex.openStart.test(stripped) || lex.closedStart.test(stripped)) {
      // "vous faites comment pour…": the question word comes after the verb in spoken French.
      const head = stripped.split(' ').slice(0, 4).join(' ');
      const open = lex.openStart.test(stripped) || lex.openWord.test(head);
      found.push({ text: sentence, open: open && !isEitherOr(sentence, lex) });
      continue;
    }
    const embedded = [...stripped.matchAll(new RegExp(lex.embedded.source, 'giu'))].length;
    for (let n = 0; n < embedded; n++) found.push({ text: sentence, open: true });
  }
  return found;
}

export function isDiscoveryQuestion(question: string, lex: TongueLexicon): boolean {
  return lex.discovery.test(question);
}

export function acknowledges(text: string, lex: TongueLexicon): boolean {
  return lex.acknowledge.test(normalizeText(text));
}

/** A measured result or a named customer's: a bare price or a payment term is an offer, not evidence. */
export function hasEvidence(text: string, lex: TongueLexicon): boolean {
  const normalized = normalizeText(text);
  return lex.result.test(normalized) || lex.namedCustomer.test(normalized);
}

export function raisesObjection(text: string, objection: SalesObjection, lex: TongueLexicon): boolean {
  return lex.objection[objection].raised.test(normalizeText(text));
}

/** The rep proposes the goal: a goal word in a question, an offer or a proposal; an open question is discovery. */
export function asksForGoal(text: string, goal: SalesGoal, lex: TongueLexicon): boolean {
  return splitSentences(normalizeText(text)).some((sentence) => {
    if (!lex.goal[goal].test(sentence)) return false;
    const question = findQuestions(sentence, lex)[0];
    if (question?.open && !lex.proposal.test(sentence)) return false;
    return sentence.endsWith('?') || question !== undefined || lex.proposal.test(sentence);
  });
}

export function namesTime(text: string, lex: TongueLexicon): boolean {
  return lex.time.test(normalizeText(text));
}

/**
 * Value or evidence for this objection in a statement (not in a question or a bare ask), beyond the
 * acknowledgement: "je comprends, c'est cher" says the objection back and answers nothing.
 */
export function addressesObjection(text: string, objection: SalesObjection, lex: TongueLexicon): boolean {
  const { answer, raised } = lex.objection[objection];
  const global = (pattern: RegExp) => new RegExp(pattern.source, 'giu');
  return splitSentences(normalizeText(text))
    .filter((sentence) => !sentence.endsWith('?'))
    .some((sentence) => {
      const rest = sentence.replace(global(lex.acknowledge), ' ').replace(global(raised), ' ');
      return answer.test(rest) || hasEvidence(rest, lex);
    });
}

/** Asked about the concern or the buyer's situation, not only for the commitment. */
function exploresConcern(text: string, lex: TongueLexicon): boolean {
  return findQuestions(text, lex).some((q) => q.open || !SALES_GOALS_ANY.some((goal) => asksForGoal(q.text, goal, lex)));
}

const SALES_GOALS_ANY: SalesGoal[] = ['Close the Sale', 'Book a Demo/Meeting', 'Secure a Trial/Pilot', 'Advance the Opportunity'];

/** The same fold as sales-signals.ts `advanceHandling`, with the turn read in the seller's language. */
export function advanceHandling(
  progress: HandlingProgress,
  userText: string,
  objection: SalesObjection,
  difficulty: SalesDifficulty,
  turnIndex: number,
  lex: TongueLexicon,
): HandlingProgress {
  const addressed = addressesObjection(userText, objection, lex);
  const turn = { ack: acknowledges(userText, lex), question: exploresConcern(userText, lex), addressed, evidence: addressed && hasEvidence(userText, lex) };
  return foldHandling(progress, turn, difficulty, turnIndex);
}

export { emptyProgress };

/**
 * Where one prospect turn leaves the goal, as sales-signals.ts `goalStance` reads English: a "not
 * now" or a no is never agreement, and the last sentence that takes a stance decides.
 */
export function goalStance(prospectText: string, goal: SalesGoal, afterAsk: boolean, lex: TongueLexicon): GoalStance {
  let stance: GoalStance = 'none';
  let saidYes = false;
  for (const sentence of splitSentences(normalizeText(prospectText))) {
    if (lex.deferral.test(sentence)) {
      stance = 'defers';
      continue;
    }
    if (lex.refusal.test(sentence.replace(OPENING_MARKS, ''))) {
      stance = 'refuses';
      continue;
    }
    saidYes ||= lex.accept.test(sentence);
    if (!saidYes || sentence.endsWith('?')) continue;
    if (lex.negation.test(sentence)) continue;
    if (afterAsk || lex.goal[goal].test(sentence) || lex.time.test(sentence)) stance = 'agrees';
  }
  return stance;
}

const TONE_ORDER: Tone[] = ['rude', 'dismissive', 'pushy'];

/** Rude, dismissive or pushy sentences in one rep turn. */
export function findToneIssues(text: string, lex: TongueLexicon): ToneFinding[] {
  const findings: ToneFinding[] = [];
  for (const sentence of splitSentences(normalizeText(text))) {
    const tone = TONE_ORDER.find((candidate) => lex.tone[candidate].test(sentence));
    if (tone) findings.push({ tone, sentence });
  }
  return findings;
}

/** The ground a call's questions covered, in DISCOVERY_TOPICS order. */
export function topicsCovered(questions: readonly string[], lex: TongueLexicon): DiscoveryTopic[] {
  return DISCOVERY_TOPICS.filter((topic) => questions.some((question) => lex.topics[topic].test(question)));
}
