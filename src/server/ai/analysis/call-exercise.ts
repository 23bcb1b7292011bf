// The next exercise: one drill for the first fix of the report.

import type { SalesSetup } from '../../../shared/reports.ts';
import type { Kind, Voice } from './call-findings.ts';

export function nextExercise(kind: Kind | undefined, setup: SalesSetup, v: Voice): string {
  const { t } = v;
  switch (kind) {
    case 'silent':
      return t('exercise.silent');
    case 'rude':
    case 'dismissive':
    case 'pushy':
      return t('exercise.tone');
    case 'objection':
      return t('exercise.objection', { objection: v.objectionInSentence(setup.objection) });
    case 'push':
      return t('exercise.push');
    case 'noAsk':
    case 'weakAsk':
      return t('exercise.ask', { goal: v.goal(setup.goal) });
    case 'discovery':
      return t('exercise.discovery');
    case 'talk':
      return t('exercise.talk');
    case 'closed':
      return t('exercise.closed');
    case 'evidence':
      return t('exercise.evidence');
    case 'passive':
      return t('exercise.passive');
    case 'depth':
      return t('exercise.depth');
    default:
      return t(setup.difficulty === 'Hard (Hostile/Resistant)' ? 'exercise.otherObjection' : 'exercise.raiseDifficulty');
  }
}
