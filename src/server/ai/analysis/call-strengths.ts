// What worked: earned praise only (a weak call may have one strength or none), each quoting the
// words that earned it.

import type { Findings, Voice } from './call-findings.ts';
import { TALK_RATIO } from './call-norms.ts';
import { balanced } from './call-shape.ts';
import { isDiscoveryQuestion } from './sales-signals.ts';
import { truncateWords } from './text.ts';

export function selectStrengths(f: Findings, v: Voice): string[] {
  const { t, num } = v;
  const list: string[] = [];
  if (f.nextStepSecured) list.push(t('strength.goalSecured', { goal: v.goal(f.setup.goal) }));
  if (f.progress.handled && f.handlingTurn) {
    list.push(
      t('strength.objectionHandled', {
        objection: v.objectionInSentence(f.setup.objection),
        with: f.progress.evidence ? 'evidence' : 'value',
        quote: truncateWords(f.handlingQuote ?? f.handlingTurn.text, 20),
      }),
    );
  }
  // "How many people work in your office?" starts like an open question but only counts; praise one that opens the buyer up.
  const counts = (q: { text: string }) => /^(?:\w+,?\s+)?how (?:many|much)\b/i.test(q.text);
  const bestQuestion =
    f.questions.find((q) => q.open && isDiscoveryQuestion(q.text) && !counts(q)) ??
    f.questions.find((q) => q.open && isDiscoveryQuestion(q.text)) ??
    f.questions.find((q) => q.open);
  if (bestQuestion) list.push(t('strength.openQuestion', { quote: truncateWords(bestQuestion.text, 20) }));
  // A share of the words is only a strength in a call where the conversation got somewhere: a few
  // turns of nothing much are not balanced, they are short, and a lost call is not saved by its ratio.
  const wentSomewhere = f.progress.handled || f.nextStepSecured;
  if (balanced(f) && f.talkRatio >= TALK_RATIO.idealMin && f.userTurns.length >= 4 && f.questions.length >= 2 && wentSomewhere) {
    list.push(t('strength.balanced', { ratio: num(f.talkRatio), top: num(TALK_RATIO.top) }));
  }
  const evidence = f.evidenceSentences.find((s) => s !== f.handlingTurn?.text && !f.handlingTurn?.text.includes(s));
  if (evidence) list.push(t('strength.evidence', { quote: truncateWords(evidence, 20) }));
  // Praise is earned: a weak call may have one strength or none.
  return list.slice(0, 3);
}
