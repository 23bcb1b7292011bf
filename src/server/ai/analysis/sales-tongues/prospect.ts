// The scripted prospect in French, Swahili, Portuguese or Spanish: the English prospect's state
// machine (prospect-persona.ts `step`), fed by the seller's turns read with that language's signals,
// speaking lines written in that language (prospect-<lang>.ts). The buyer softens, yields and pushes
// back on exactly what the call report credits in the same language.

import type { SalesSetup, TranscriptTurn } from '../../../../shared/reports.ts';
import type { ProspectMachine, ProspectReply, ProspectState } from '../prospect-state.ts';
import type { ProspectContext } from '../prospect-profile.ts';
import { LineChooser } from '../prospect-variety.ts';
import type { QuestionTopic, SellerQuestion, SellerTurn } from '../seller-turn.ts';
import { detectLanguage } from '../language-detect.ts';
import { normalizeText, shortLabel } from '../text.ts';
import { PROSPECT_ES } from './prospect-es.ts';
import { PROSPECT_FR } from './prospect-fr.ts';
import { PROSPECT_PT } from './prospect-pt.ts';
import { PROSPECT_SW } from './prospect-sw.ts';
import type { AnswerTopic, ProspectVoice } from './prospect-voice.ts';
import { acknowledges, addressesObjection, advanceHandling, asksForGoal, findQuestions, findToneIssues, hasEvidence, raisesObjection } from './signals.ts';
import type { TongueCode, TongueLexicon } from './types.ts';

export const PROSPECT_VOICES: Record<TongueCode, ProspectVoice> = { fr: PROSPECT_FR, sw: PROSPECT_SW, pt: PROSPECT_PT, es: PROSPECT_ES };

// Praise with nothing behind it, as a buyer hears it: "the best", "modern", "very good".
const CLAIM: Record<TongueCode, RegExp> = {
  fr: /(?<![\p{L}])(?:meilleur\p{L}*|moderne\p{L}*|puissant\p{L}*|excellent\p{L}*|incroyable\p{L}*|top|très bon\p{L}*|qualité|facile\p{L}*|simple\p{L}*)(?![\p{L}])/iu,
  sw: /(?<![\p{L}])(?:bora|nzuri|mzuri|kizuri|vizuri|kisasa|vya kisasa|imara|rahisi|safi sana|poa sana)(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:melhor\p{L}*|modern\p{L}*|ótim\p{L}*|excelente\p{L}*|incrível|muito bo[am]\p{L}*|qualidade|fácil|simples|rápid\p{L}*)(?![\p{L}])/iu,
  es: /(?<![\p{L}])(?:mejor\p{L}*|modern\p{L}*|excelente\p{L}*|increíble|muy buen\p{L}*|calidad|fácil|sencill\p{L}*|rápid\p{L}*|bonit\p{L}*)(?![\p{L}])/iu,
};

/**
 * The language the prospect answers in: the one the rep is speaking once it can be told (a Nairobi rep
 * with a Swahili interface may practise in English, and code-switching is how those calls sound), else
 * the user's own.
 */
export function answeringLanguage(history: readonly TranscriptTurn[], language: string): string {
  const spoken = detectLanguage(
    history
      .filter((t) => t.role === 'user')
      .map((t) => t.text)
      .join('\n'),
  );
  return spoken === 'unknown' ? language : spoken;
}

/** A seller turn in this language, in the terms the English state machine reads. */
export function readTongueTurn(text: string, setup: SalesSetup, lex: TongueLexicon): SellerTurn {
  const asksGoal = asksForGoal(text, setup.goal, lex);
  const questions: SellerQuestion[] = findQuestions(text, lex)
    .filter((q) => q.open || !asksForGoal(q.text, setup.goal, lex))
    .map((q) => ({ text: q.text, open: q.open, topic: topicOf(q.text, setup, lex) }));
  const evidence = hasEvidence(text, lex);
  const answersConcern = addressesObjection(text, setup.objection, lex);
  return {
    questions,
    acknowledges: acknowledges(text, lex),
    evidence,
    offer: lex.objection[setup.objection].answer.test(text),
    answersConcern,
    claim: !answersConcern && !evidence && CLAIM[lex.code].test(text),
    asksGoal,
    tone: findToneIssues(text, lex)[0]?.tone ?? null,
  };
}

// "Combien ça vous coûte ?" asks about money; "combien de boutiques ?" about the business.
const MONEY_WORDS =
  /(?<![\p{L}])(?:co[uû]t\p{L}*|dépens\p{L}*|pa[iy]\p{L}*|perd\p{L}*|argent|francs?|gharama|\p{L}*lipa|\p{L}*poteza|pesa|shilingi|cust\p{L}*|gast\p{L}*|pag\p{L}*|dinheiro|reais|cuest\p{L}*|pierd\p{L}*|plata|pesos)(?![\p{L}])/iu;

function topicOf(question: string, setup: SalesSetup, lex: TongueLexicon): QuestionTopic {
  if (raisesObjection(question, setup.objection, lex)) return 'concern';
  if (lex.topics.decision.test(question)) return 'decision';
  if (lex.topics.problem.test(question)) return 'pain';
  if (lex.topics.impact.test(question)) {
    if (MONEY_WORDS.test(question)) return setup.objection === 'Price / Budget' ? 'concern' : 'budget';
    // "Combien de boutiques avez-vous ?": how big the business is.
    return 'business';
  }
  if (lex.topics.criteria.test(question)) return 'success';
  if (lex.topics.situation.test(question)) return 'process';
  return 'business';
}

const ANSWER_OF: Partial<Record<QuestionTopic, AnswerTopic>> = {
  process: 'process',
  current: 'process',
  pain: 'pain',
  budget: 'budget',
  volume: 'budget',
  decision: 'decision',
  success: 'success',
  value: 'success',
  timeline: 'success',
  business: 'business',
};

/** "CaisseFacile" when the product has a short name; "votre affaire-là" when it is a description. */
function productName(product: string, voice: ProspectVoice): string {
  const label = shortLabel(product);
  return /^\p{Lu}[\p{L}\p{N}-]*$/u.test(label) ? label : voice.yourProduct;
}

/** The day and time the rep proposed, as said: "jeudi à 10 h", "Alhamisi saa kumi" (the first day with the hour after it). */
function proposedTime(text: string, lex: TongueLexicon): string | undefined {
  const matches = [...text.matchAll(new RegExp(lex.time.source, 'giu'))];
  const first = matches[0];
  if (!first) return undefined;
  let end = first.index + first[0].length;
  for (const next of matches.slice(1)) {
    if (next.index - end > 4) break;
    end = next.index + next[0].length;
  }
  return text.slice(first.index, end);
}

export function tongueProspectReply(
  history: TranscriptTurn[],
  setup: SalesSetup,
  lex: TongueLexicon,
  context: ProspectContext,
  { initialProspectState, step }: ProspectMachine,
): ProspectReply {
  const voice = PROSPECT_VOICES[lex.code];
  const turns = history.map((t) => ({ role: t.role, text: normalizeText(t.text) })).filter((t) => t.text.length > 0);
  const saidBefore = turns.filter((t) => t.role === 'prospect').map((t) => t.text);
  const seed = context.seed ?? `${setup.product}|${setup.scenario}|${setup.objection}|${lex.code}`;
  const chooser = new LineChooser(seed, saidBefore.length, saidBefore);
  const household = setup.scenario === 'B2C Consumer';

  let state: ProspectState = initialProspectState();
  let lastTurn: SellerTurn | undefined;
  let convincedBefore = false;
  for (const turn of turns) {
    if (turn.role !== 'user') continue;
    convincedBefore = state.stage === 'convinced';
    lastTurn = readTongueTurn(turn.text, setup, lex);
    state = step(state, lastTurn, turn.text, setup, (progress, text, objection, difficulty, index) =>
      advanceHandling(progress, text, objection, difficulty, index, lex),
    );
  }

  const when = turns.length > 0 ? proposedTime(turns[turns.length - 1]!.text, lex) : undefined;
  const fill = (line: string) => line.replaceAll('{product}', productName(setup.product, voice)).replaceAll('{when}', when ?? '');
  const say = (kind: string, lines: readonly string[]) => chooser.fresh(kind, lines.map(fill)) ?? '';
  const done = (text: string, next: ProspectState): ProspectReply => ({
    text: chooser.finish(text, [...voice.nudge, ...voice.restate[setup.objection]].map(fill)),
    yielded: next.stage === 'yielded',
    state: next,
  });

  if (turns.length === 0) return done(fill(chooser.any('opening', voice.opening[setup.difficulty])), state);
  if (turns[turns.length - 1]!.role === 'prospect' || !lastTurn) return done(say('nudge', voice.nudge), { ...state, lastReply: 'nudge' });

  const answer = (question: SellerQuestion | undefined): string => {
    if (!question) return '';
    const topic = ANSWER_OF[question.topic];
    return topic ? say(`answer.${topic}`, voice.answers[topic][household ? 'household' : 'business']) : say('concern', voice.concern[setup.objection]);
  };
  const turn = lastTurn;
  const setback = turn.tone ? say('setback', voice.setback[turn.tone]) : say('setback', voice.setback.pushy);
  const text = ((): string => {
    switch (state.lastReply) {
      case 'raise':
        return [turn.tone ? setback : answer(turn.questions[0]), say('raise', voice.raise[setup.objection])].filter(Boolean).join(' ');
      case 'answer':
        return answer(turn.questions[0]) || say('restate', voice.restate[setup.objection]);
      case 'restate':
        return say('restate', voice.restate[setup.objection]);
      case 'claim':
        return `${say('claim', voice.claim)} ${say('restate', voice.restate[setup.objection])}`;
      case 'ackOnly':
        return say('ackOnly', voice.ackOnly);
      case 'valueWithoutAck':
        return say('valueWithoutAck', voice.valueWithoutAck);
      case 'valueWithoutQuestion':
        return say('valueWithoutQuestion', voice.valueWithoutQuestion);
      case 'wantsMore':
        return say('wantsMore', voice.wantsMore);
      case 'setback':
        return `${setback} ${say('restate', voice.restate[setup.objection])}`;
      case 'resistClose':
        return say('resistClose', voice.resistClose);
      case 'defer':
        return say('defer', voice.defer);
      case 'handled':
        return convincedBefore ? say('waiting', voice.waiting) : say('handled', voice.handled);
      case 'yield':
        return say('yield', voice.yield[setup.goal][when ? 'when' : 'plain']);
      case 'afterYield':
        return say('afterYield', voice.afterYield);
      case 'hungUp':
        return say('hungUp', voice.hungUp);
      default:
        return say('nudge', voice.nudge);
    }
  })();
  return done(text, state);
}
