// The tongues the offline rules read: every language the product speaks.

import type { SpokenLanguage } from '../../../../shared/reports.ts';
import { ENGLISH } from './en.ts';
import { SPANISH } from './es.ts';
import { FRENCH } from './fr.ts';
import { PORTUGUESE } from './pt.ts';
import { SWAHILI } from './sw.ts';
import type { Tongue, TongueLanguage } from './tongue.ts';

const TONGUES: Record<TongueLanguage, Tongue> = { en: ENGLISH, fr: FRENCH, pt: PORTUGUESE, es: SPANISH, sw: SWAHILI };

/** The rules of `language`; undefined when the language could not be told. */
export function tongueOf(language: SpokenLanguage): Tongue | undefined {
  return language === 'unknown' ? undefined : TONGUES[language];
}

export { ENGLISH };
