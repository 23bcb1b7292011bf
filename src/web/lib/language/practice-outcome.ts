import type { PracticeOutcome } from '@shared/assignments';
import { useT } from './i18n.ts';

/**
 * How an assigned practice ended, when "Done · 72/100" does not say it all: scored on a later attempt,
 * not scored and why, or no score yet. Null for open practice and a first attempt's own score (each
 * screen keeps its own words for those). The dashboard and the team's list say it the same way.
 */
export function usePracticeOutcomeText() {
  const t = useT('common');
  return (outcome: PracticeOutcome): string | null => {
    if (!outcome.done) return null;
    if (outcome.score !== null) return outcome.scoredLater ? t('assignment.doneScoreLater', { score: outcome.score }) : null;
    if (outcome.unscoredReason) return t('assignment.doneUnscored', { reason: t(`assignment.reason.${outcome.unscoredReason}`) });
    return t('assignment.doneNoScore');
  };
}
