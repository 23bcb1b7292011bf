// The call report's first sentence: what a coach says before any number. The best thing the rep
// did, then the one fix that matters most and what it cost the call, both from the findings the
// report lists below it; the scores and the metrics table carry the numbers.

import { GOAL_KEYS, OBJECTION_KEYS, type Findings, type Kind, type Voice } from './call-findings.ts';
import { DISCOVERY_TOPICS } from './discovery-topics.ts';

export type CallStrength = 'goal' | 'objection' | 'discovery' | 'evidence';

/** The strength worth naming first: the result, then the skill practised, then how the rep got there. */
export function verdictStrength(f: Findings): CallStrength | undefined {
  if (f.nextStepSecured) return 'goal';
  if (f.progress.handled && !f.talkedDown) return 'objection';
  if (f.topics.length >= 2 && f.openQuestions >= 1) return 'discovery';
  if (f.evidenceSentences.length > 0 && f.valueTie) return 'evidence';
  return undefined;
}

/** One sentence: "You found out how they work, but the price concern was never answered, so the meeting slipped away: …". */
export function callVerdict(f: Findings, fix: Kind | undefined, v: Voice): string {
  const { t } = v;
  if (f.userTurns.length === 0) return sentenceCase(t('verdict.fixOnly', { fix: t('verdict.fix.silent') }));
  const strengthKind = verdictStrength(f);
  // Praise after a put-down reads as irony: a rude or dismissive call opens with the fix alone.
  const strength = strengthKind && fix !== 'rude' && fix !== 'dismissive' ? t(`verdict.strength.${strengthKind}`) : undefined;
  if (fix === undefined || fix === 'polish') return strength ? t('verdict.polish', { strength }) : t('verdict.polishOnly');
  const goal = t('verdict.goal', { goal: GOAL_KEYS[f.setup.goal] });
  const lost = f.nextStepSecured ? 'no' : 'yes';
  const fixText = (() => {
    switch (fix) {
      case 'objection':
        // Answered without being heard out: saying it was never answered would contradict the score line.
        return f.progress.addressed
          ? t('verdict.fix.objectionRushed', { objection: v.objectionInSentence(f.setup.objection), lost, goal })
          : t(`verdict.fix.objection.${OBJECTION_KEYS[f.setup.objection]}`, { lost, goal });
      case 'push':
      case 'noAsk':
        return t(`verdict.fix.${fix}`, { goal });
      case 'depth': {
        const next = DISCOVERY_TOPICS.find((topic) => !f.topics.includes(topic)) ?? 'criteria';
        return t('verdict.fix.depth', { topic: t(`reason.topic.${next}`) });
      }
      default:
        return t(`verdict.fix.${fix}`);
    }
  })();
  return strength ? t('verdict.both', { strength, fix: fixText }) : sentenceCase(t('verdict.fixOnly', { fix: fixText }));
}

/** The first letter upper case, past any opening quote mark (“not now” …). */
function sentenceCase(text: string): string {
  return text.replace(/\p{L}/u, (letter) => letter.toUpperCase());
}
