// The speaker's language inside the reader's commentary: the joiners a run-on chains with, the
// filler to replace with a pause, and the frame to say an offer in. A French reader of a French
// pitch is told to drop "euh", not "um", and to finish "Nous aidons [qui]…", not "We help [who]…".

import type { TongueLanguage } from './tongue.ts';

export interface Sayings {
  and: string;
  so: string;
  then: string;
  filler: string;
  /** The offer said in one sentence, with the blanks to fill. */
  frame: string;
}

export const SAYINGS: Record<TongueLanguage, Sayings> = {
  en: { and: 'and', so: 'so', then: 'then', filler: 'um', frame: 'We help [who] [get what result] by [how].' },
  fr: { and: 'et', so: 'donc', then: 'après', filler: 'euh', frame: 'Nous aidons [qui] à [obtenir quel résultat] grâce à [comment].' },
  pt: { and: 'e', so: 'aí', then: 'então', filler: 'é…', frame: 'Nós ajudamos [quem] a [conseguir que resultado] com [como].' },
  es: { and: 'y', so: 'entonces', then: 'luego', filler: 'este…', frame: 'Ayudamos a [quién] a [lograr qué resultado] con [cómo].' },
  sw: { and: 'na', so: 'halafu', then: 'kwa hivyo', filler: 'eeh', frame: 'Tunawasaidia [nani] [kupata matokeo gani] kwa [njia gani].' },
};

/**
 * Where recognised speech (no punctuation) may be cut into sentence-sized chunks: before a hesitation
 * or a joiner of the language. Not "um" in Portuguese, where it is the article ("um teste"). French and
 * Spanish cut at hesitations only: cut at "et", "donc", "y", "pero" too, their asks and proofs split
 * in two (measured on eval/pitches-fr.ts and pitches-es.ts, recognition-style).
 */
export const CHUNK_BOUNDARY: Record<TongueLanguage, RegExp> = {
  en: /^(?:um+|uh+|so|and|but|because|which)$/i,
  fr: /^(?:euh+|hum+|bah)$/i,
  pt: /^(?:hum+|e|mas|porque|então|aí)$/i,
  es: /^(?:eh+|ehm+|mmm+)$/i,
  sw: /^(?:e+h+|na|lakini|halafu|ambayo|kisha)$/i,
};
