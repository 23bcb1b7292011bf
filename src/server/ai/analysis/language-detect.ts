// Which of the product's languages a transcript is spoken in, from its small words: every language
// leans on a few dozen function words ("the", "and"; "le", "et"; "na", "ya"…) whatever the topic.
// Good enough to tell English, French, Portuguese, Spanish and Swahili apart in a pitch or a call,
// typed or recognised from speech (lower case, no punctuation); 'unknown' when too short or unclear.

import type { SpokenLanguage } from '../../../shared/reports.ts';

type Known = Exclude<SpokenLanguage, 'unknown'>;

// Function words and very common short words. A word in several lists ("de", "que", "la", "na")
// counts for each of them in part, so only the telling words decide.
// prettier-ignore
const WORDS: Record<Known, readonly string[]> = {
  en: [
    'the', 'and', 'is', 'are', 'was', 'were', 'to', 'of', 'in', 'that', 'it', "it's", 'you', 'we', "we're", 'i', "i'm", 'for', 'with',
    'this', 'have', 'has', 'be', 'our', 'your', 'they', 'what', 'will', 'can', 'not', 'do', "don't", 'on', 'at', 'by', 'from', 'my',
    'so', 'but', 'or', 'if', 'an', 'about', 'just', 'which', 'who', 'would', 'there', 'their', 'more', 'how', 'all', 'been', 'get',
    'like', 'one', 'very', 'because', 'when', 'need', 'them', 'these', 'those', 'every', 'than', 'also', 'into', 'only', 'help',
    'helps', 'us', 'me', 'he', 'she', 'his', 'her', 'its', 'out', 'up', 'now', 'here', 'yes', 'well', 'um', 'uh', 'okay', 'could',
    'should', 'any', 'some', 'no', 'why', 'where', 'let', "let's", 'today', 'week', 'people', 'make', 'time',
  ],
  fr: [
    'le', 'la', 'les', 'des', 'du', 'de', 'un', 'une', 'et', 'est', 'sont', 'nous', 'vous', 'je', 'j', 'il', 'elle', 'ils', 'elles',
    'que', 'qu', 'qui', 'dans', 'pour', 'pas', 'ne', 'n', 'avec', 'sur', 'au', 'aux', 'ce', 'cette', 'ces', 'c', 'mais', 'ou', 'où',
    'très', 'plus', 'notre', 'nos', 'votre', 'vos', 'leur', 'leurs', 'son', 'sa', 'ses', 'on', 'être', 'avoir', 'fait', 'aussi',
    'tout', 'tous', 'toutes', 'bien', 'comme', 'parce', 'alors', 'donc', 'euh', 'chez', 'y', 'en', 'à', 'l', 'd', 'mon', 'ma', 'mes',
    'moi', 'toi', 'lui', 'eux', 'ont', 'avons', 'avez', 'sommes', 'êtes', 'était', 'peut', 'faire', 'aujourd', 'hui', 'oui', 'non',
    'voilà', 'ben', 'bah', 'quand', 'combien', 'pourquoi', 'beaucoup', 'même', 'entre', 'depuis', 'chaque', 'cela', 'ça',
  ],
  pt: [
    'o', 'os', 'a', 'as', 'da', 'do', 'das', 'dos', 'e', 'é', 'são', 'um', 'uma', 'não', 'na', 'no', 'nos', 'nas', 'em', 'para',
    'com', 'que', 'de', 'se', 'mais', 'muito', 'muita', 'mas', 'por', 'pelo', 'pela', 'você', 'vocês', 'eu', 'ele', 'ela', 'nós',
    'nosso', 'nossa', 'nossos', 'nossas', 'seu', 'sua', 'seus', 'suas', 'está', 'estão', 'isso', 'isto', 'este', 'esta', 'também',
    'porque', 'quando', 'como', 'tem', 'têm', 'ter', 'ao', 'aos', 'à', 'já', 'então', 'agora', 'só', 'sim', 'foi', 'ser', 'pode',
    'fazer', 'temos', 'estamos', 'né', 'tipo', 'hoje', 'cada', 'todos', 'todas', 'ou', 'meu', 'minha', 'qual', 'quanto', 'dia',
    'até', 'sem', 'onde', 'ainda', 'depois', 'vai', 'vamos', 'num', 'numa', 'lhe', 'aqui', 'essa', 'esse', 'desta', 'deste',
  ],
  es: [
    'el', 'los', 'las', 'la', 'del', 'y', 'es', 'son', 'que', 'de', 'en', 'un', 'una', 'por', 'para', 'con', 'no', 'se', 'lo', 'su',
    'sus', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'ustedes', 'usted', 'yo', 'tú', 'pero', 'más', 'muy', 'cuando', 'como',
    'está', 'están', 'esto', 'este', 'esta', 'hay', 'también', 'porque', 'ya', 'al', 'le', 'les', 'me', 'mi', 'te', 'ser', 'tiene',
    'tienen', 'puede', 'hacer', 'somos', 'estamos', 'todo', 'todos', 'sí', 'ahora', 'entonces', 'bueno', 'pues', 'o', 'eh', 'hoy',
    'cada', 'cuánto', 'qué', 'dónde', 'sin', 'hasta', 'tu', 'muchos', 'mucho', 'ellos', 'ella', 'él', 'nosotros', 'aquí', 'eso',
    'ese', 'esa', 'vamos', 'va', 'desde', 'sobre', 'día',
  ],
  sw: [
    'na', 'ya', 'wa', 'za', 'la', 'kwa', 'ni', 'katika', 'hii', 'huu', 'hiyo', 'hizi', 'kama', 'sana', 'lakini', 'au', 'pia', 'yetu',
    'wetu', 'zetu', 'letu', 'yako', 'wako', 'zako', 'lako', 'yenu', 'wenu', 'sisi', 'wewe', 'mimi', 'yeye', 'wao', 'nyinyi', 'kuwa',
    'kwamba', 'hapa', 'sasa', 'tu', 'bila', 'kila', 'ambayo', 'ambao', 'ambaye', 'hivyo', 'yaani', 'kuna', 'hakuna', 'ndiyo',
    'hapana', 'nini', 'gani', 'leo', 'tena', 'zaidi', 'wengi', 'mengi', 'asante', 'karibu', 'kwenye', 'cha', 'vya', 'ndio', 'hata',
    'kisha', 'kwanza', 'baada', 'kabla', 'je', 'huo', 'hao', 'hawa', 'hilo', 'ili', 'mpaka', 'sawa', 'eeh', 'ama', 'lini', 'wapi',
    'vipi', 'kweli', 'mwezi', 'siku', 'wiki', 'yote', 'wote', 'zote', 'kuhusu', 'mteja', 'wateja', 'bei', 'pesa', 'wenye',
    'yake', 'wake', 'zake', 'mia', 'elfu', 'habari', 'jina', 'langu', 'zao', 'yao', 'wakati', 'bidhaa', 'sababu', 'kwani', 'basi',
    'mambo', 'watu', 'mtu', 'kitu', 'vitu', 'kazi', 'fedha', 'duka', 'maduka', 'soko', 'huduma', 'biashara', 'kampuni',
  ],
};

// Letters only one of the languages uses, and the shape of Swahili verbs: a subject and a tense
// marker before the stem ("tu-na-saidia", "wa-nge-weza", "zi-na-pungua") or the infinitive's
// "ku-" ("kuuza"), ending in a vowel.
const SHAPES: Record<Known, RegExp | null> = {
  en: null,
  fr: /[èùœîûëï]/,
  pt: /[ãõ]/,
  es: /[ñ¿¡]/,
  sw: /^(?:(?:tu|wa|ni|ki|vi|zi|li|ya|u|a|i|m)(?:na|li|ta|me|nge|si)[a-z]{2,}|ku[a-z]{3,})[aeiou]$/,
};

const KNOWN = Object.keys(WORDS) as Known[];

const WEIGHT = new Map<string, Map<Known, number>>();
for (const language of KNOWN) {
  for (const word of WORDS[language]) {
    const entry = WEIGHT.get(word) ?? new Map<Known, number>();
    entry.set(language, 1);
    WEIGHT.set(word, entry);
  }
}
for (const entry of WEIGHT.values()) for (const language of entry.keys()) entry.set(language, 1 / entry.size);

/** Fewer words than this is too little to tell. */
export const MIN_WORDS = 5;

/** Lower-case words; apostrophes split French elisions ("l'équipe" → "l", "équipe") but keep "don't". */
export function tokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019\u02BC]/g, "'")
      .match(/[\p{L}]+(?:'(?:t|s|re|m|ll|ve|d)\b)?/gu) ?? []
  );
}

/** Each language's evidence in `text`: the sum of its function words' weights, plus telling letters and shapes. */
export function languageScores(text: string): Record<Known, number> {
  const scores: Record<Known, number> = { en: 0, fr: 0, pt: 0, es: 0, sw: 0 };
  for (const token of tokens(text)) {
    const entry = WEIGHT.get(token);
    if (entry) for (const [language, weight] of entry) scores[language] += weight;
    for (const language of KNOWN) if (SHAPES[language]?.test(token)) scores[language] += 0.5;
  }
  return scores;
}

/**
 * The language `text` is spoken in, or 'unknown' when there are too few words, too few of any
 * language's small words (another language, names, noise), or two languages run too close.
 */
export function detectLanguage(text: string): SpokenLanguage {
  const words = tokens(text);
  if (words.length < MIN_WORDS) return 'unknown';
  const scores = languageScores(text);
  const [best, second] = KNOWN.map((language) => [language, scores[language]] as const).sort((a, b) => b[1] - a[1]);
  const [language, score] = best!;
  const runnerUp = second![1];
  // Function words are a good share of any sentence (a third or more); a tenth is a floor that
  // still holds for short, content-heavy pitches.
  if (score < 2 || score < words.length * 0.1) return 'unknown';
  if (score < runnerUp * 1.5 || score - runnerUp < 1) return 'unknown';
  return language;
}
