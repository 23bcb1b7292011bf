import type { CoachLanguages } from '@shared/api-types';
import type { Locale } from '@shared/i18n/locales';

/**
 * What a reader must know before practising in their language:
 * - `notJudged`: the coach cannot judge their language at all (a limited, free report);
 * - `typeToBeCoached`: it judges their language but does not understand it spoken (the offline
 *   recogniser knows English only), so a recording would be coached on misheard words: type instead;
 * - `undefined`: nothing to say.
 */
type CoachLanguageGap = 'notJudged' | 'typeToBeCoached' | undefined;

export function coachLanguageGap(locale: Locale, judged: CoachLanguages | undefined, spoken: CoachLanguages | undefined): CoachLanguageGap {
  if (!judged) return undefined;
  if (judged !== 'any' && !judged.includes(locale)) return 'notJudged';
  // No language heard at all (no speech engine): the page offers typing only, so nothing to warn of.
  if (!spoken || spoken === 'any' || spoken.length === 0 || spoken.includes(locale)) return undefined;
  return 'typeToBeCoached';
}
