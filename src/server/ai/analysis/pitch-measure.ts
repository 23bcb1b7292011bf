// Measuring a pitch: its sentences, words, pace, fillers, hedges and the five parts of its
// structure, gathered once into the Findings every other step reads.

import { PITCH_SECONDS } from '../../../shared/limits.ts';
import { type PitchReport } from '../../../shared/reports.ts';
import type { MeasuredSpeech } from '../provider.ts';
import { findAudience, findMoney, isInvestorPitch } from './pitch-signals.ts';
import { detectBusiness, type PitchContent } from './pitch-rewrites.ts';
import type { FillerCount, PitchLines, Tongue, TongueLanguage } from './tongues/tongue.ts';
import { ENGLISH } from './tongues/en.ts';
import { CHUNK_BOUNDARY } from './tongues/sayings.ts';
import { type Pace, type PaceReading, assessSyllablePace, persuasiveRate, syllableRate } from './pitch-pace.ts';
import { chunkWords, countWords, hasSentencePunctuation, normalizeText, round1, splitSentences } from './text.ts';

/** Pace assumed when no recording length is known (the middle of the persuasive band). */
export const ESTIMATED_WPM = 150;
export const PACE_BAND = { min: 100, max: 165, persuasiveMin: 140, persuasiveMax: 160 } as const;
export const FILLER_RATE = { excellent: 2, ok: 4 } as const;
/** Fillers per 100 words from which one in ten words is a filler: named before anything but a missing ask. */
export const HEAVY_FILLER_RATE = 10;
export const RAMBLING_SENTENCE_WORDS = 25;
export const MIN_PITCH_WORDS = 40;
export const MIN_PITCH_SECONDS = 20;
/**
 * Recognition adds and drops words: when the transcript's pace is this far from the pace measured
 * from the sound (syllable nuclei), the sound's is reported.
 */
export const PACE_DISAGREEMENT = 0.15;
/**
 * A transcript with this many times more words than the sound holds, or this many times fewer, is
 * too garbled to judge the wording. On clean synthetic pitches pocketsphinx is off by 5–25%; at 35%
 * roughly one word in four is invented or lost.
 */
export const GARBLED_WORD_RATIO = 1.35;
export const QUOTE_WORDS = 30;

export interface Segment {
  text: string;
  words: number;
  fillers: FillerCount;
  hedges: number;
}

export type { Pace } from './pitch-pace.ts';

export interface Findings {
  /** The transcript, normalised; quotes are taken from it. */
  text: string;
  segments: Segment[];
  punctuated: boolean;
  wordCount: number;
  /**
   * How many English words one word of this pitch carries (1 in English; about 1.6 in Swahili): the
   * length limits (too short, thin, a full minute) are set in English words, so they are scaled.
   */
  wordScale: number;
  duration: number;
  durationEstimated: boolean;
  wpm: number;
  /** Syllables spoken: the sound's when it was measured from the sound, else the transcript's. */
  syllables: number;
  /** The pace judged: syllables per second against the spoken language's bands. */
  syllablesPerSecond: number;
  pace: Pace;
  /** Set when the pace was measured from the sound because the transcript's word count disagreed. */
  sound?: SoundPace;
  fillerCount: number;
  fillerRate: number;
  hedgeCount: number;
  avgSentenceLength: number;
  longest?: Segment;
  tooShort: boolean;
  overTime: boolean;
  overSeconds: number;
  structure: PitchReport['structure'];
  askSpecific: boolean;
  askSegment?: Segment;
  content: PitchContent;
  /** The rules of the language the pitch is spoken in. */
  tongue: Tongue;
  /** Lines to say, in the speaker's language, written from what the pitch sells and to whom. */
  said: PitchLines;
  /** The first sentence is a real hook, not a greeting and not begun with a filler: worth praising. */
  openingPraised: boolean;
  /** A sentence talks down to or insults the listener. */
  rude: boolean;
}

// ---------------------------------------------------------------------------------------------
// Measuring

export function measure(transcript: string, durationSeconds?: number, speech?: MeasuredSpeech, tongue: Tongue = ENGLISH): Findings {
  const { isAsk, isProblem, isRude } = tongue;
  const punctuated = hasSentencePunctuation(transcript);
  const texts = punctuated ? splitSentences(transcript) : chunkWords(transcript, 8, 20, CHUNK_BOUNDARY[tongue.language]);
  // Without punctuation only the very first chunk really starts a sentence ("so" rule).
  const segments: Segment[] = texts.map((text, i) => ({
    text,
    words: countWords(text),
    fillers: tongue.countFillers(text, punctuated || i === 0),
    hedges: tongue.countHedges(text),
  }));
  const wordCount = segments.reduce((sum, s) => sum + s.words, 0);
  const wordScale = scaleOfWords(tongue, segments, wordCount);

  const durationEstimated = !(typeof durationSeconds === 'number' && Number.isFinite(durationSeconds) && durationSeconds > 0);
  const sound = soundPace(wordCount, durationSeconds, speech);
  const syllables = sound?.syllables ?? tongue.countSyllables(segments.map((s) => s.text).join(' '));
  const duration = durationEstimated ? estimatedDuration(wordCount, syllables, tongue.language) : round1(durationSeconds as number);
  const wpm = sound?.wpm ?? (duration > 0 ? Math.round((wordCount / duration) * 60) : 0);
  const syllablesPerSecond = syllableRate(syllables, sound?.duration ?? duration);

  const fillerCount = segments.reduce((sum, s) => sum + s.fillers.count, 0);
  const hedgeCount = segments.reduce((sum, s) => sum + s.hedges, 0);
  const longest = maxBy(segments, (s) => s.words);

  const productName = tongue.findProductName(texts);
  const structure = detectStructure(tongue, segments, punctuated, productName);
  const askSegments = segments
    .map((s, i) => {
      // "I'd like to set it up this Friday, free for the first month. Can we do that?": the closing
      // question takes its content from the sentence before it.
      const before = segments[i - 1];
      if (punctuated && before && tongue.isBackReference?.(s.text)) return { ...s, text: `${before.text} ${s.text}`, words: before.words + s.words };
      return s;
    })
    .map((s, i) => {
      // Recognised speech is cut into chunks by length, not by sense: "…can i come back" + "tomorrow
      // with the form" is one request, so an ask runs on into the chunk after it when that one asks nothing.
      // "…maybe you can come" + "and see sometime": a request cut at the seam is read across it.
      const after = segments[i + 1];
      if (punctuated || !after || isAsk(after.text, true)) return s;
      if (!isAsk(s.text, i >= segments.length - 3) && !isAsk(seam(s.text, after.text), i + 1 >= segments.length - 3)) return s;
      return { ...s, text: `${s.text} ${after.text}`, words: s.words + after.words };
    })
    .filter((s, i) => isAsk(s.text, i >= segments.length - 3));
  // Quote the ask that names an amount or time when there is one.
  // The close decides: "within 24 hours of an order" before "let me know if you are interested"
  // does not make the ask clear. A specific question earlier still counts.
  const specificAsks = askSegments.filter(
    (s, i) => tongue.isSpecificAsk(punctuated ? s.text : (tongue.requestOf?.(s.text) ?? s.text)) && (i === askSegments.length - 1 || s.text.includes('?')),
  );
  const askSegment = specificAsks[specificAsks.length - 1] ?? askSegments[askSegments.length - 1];
  const fullText = segments.map((s) => s.text).join(' ');
  const problemSentence = segments.find((s) => isProblem(s.text) && !isAsk(s.text, false))?.text;
  const hookSentence = findHook(
    tongue,
    segments.map((s) => s.text),
    punctuated,
  );
  const firstText = segments[0]?.text ?? '';
  const named = (text: string) => productName !== undefined && (tongue.namesOffer?.(text, productName) ?? false);
  const { isSolution } = tongue;
  const describes = (text: string) => describesSolution(tongue, text, productName);
  const ownProof = (text: string) => isOwnProof(tongue, text, productName);
  // Prefer the sentence that names the product: it is the one worth repeating.
  const solutionSentence = (
    segments.find((s) => named(s.text) && !isAsk(s.text, false)) ??
    segments.find((s) => mentions(s.text, productName) && isSolution(s.text) && !isAsk(s.text, false)) ??
    segments.find((s) => isSolution(s.text) && !isAsk(s.text, false)) ??
    segments.find((s) => mentions(s.text, productName) && describes(s.text)) ??
    segments.find((s) => describes(s.text))
  )?.text;
  // "Thirty clinics already order from us" over "We deliver test kits within 24 hours": the offer is not its proof.
  // "BodaCover is insurance that pays within seven days" is the offer with a number, not its proof.
  const proofSentence = proofOnly(
    tongue,
    punctuated,
    (
      segments.find((s) => ownProof(s.text) && !isSolution(s.text) && !(productName !== undefined && (named(s.text) || isDefinition(s.text, productName)))) ??
      segments.find((s) => ownProof(s.text) && !isSolution(s.text)) ??
      segments.find((s) => ownProof(s.text))
    )?.text,
  );

  return {
    text: normalizeText(transcript),
    segments,
    punctuated,
    wordCount,
    duration,
    durationEstimated,
    wpm,
    syllables,
    syllablesPerSecond,
    pace: assessSyllablePace(syllablesPerSecond, wordCount, durationEstimated, tongue.language),
    sound,
    fillerCount,
    fillerRate: wordCount > 0 ? round1((fillerCount / wordCount) * 100) : 0,
    hedgeCount,
    avgSentenceLength: punctuated && segments.length > 0 ? round1(wordCount / segments.length) : 0,
    longest,
    wordScale,
    tooShort: wordCount * wordScale < MIN_PITCH_WORDS || (!durationEstimated && duration < MIN_PITCH_SECONDS),
    overTime: duration > PITCH_SECONDS,
    overSeconds: Math.max(0, Math.round(duration - PITCH_SECONDS)),
    structure,
    askSpecific: specificAsks.length > 0,
    askSegment,
    rude: segments.some((s) => isRude(s.text)),
    openingPraised: hookSentence !== undefined && hookSentence === firstText && !tongue.startsWithFiller(firstText) && !tongue.isGreeting(firstText),
    tongue,
    said: tongue.lines({ text: fullText, productName, problemSentence, solutionSentence, proofSentence, askSentence: askSegment?.text }),
    content: {
      productName,
      business: detectBusiness(fullText),
      audience: findAudience(fullText),
      money: askSegment ? findMoney(askSegment.text) : undefined,
      investor: isInvestorPitch(fullText),
      hookSentence,
      problemSentence,
      solutionSentence,
      proofSentence,
      firstSentence: segments[0]?.text,
    },
  };
}

function detectStructure(tongue: Tongue, segments: Segment[], punctuated: boolean, productName?: string): PitchReport['structure'] {
  const { isAsk, isProblem } = tongue;
  const withoutResults = (text: string) => tongue.withoutResults?.(text) ?? text;
  const describes = (text: string) => describesSolution(tongue, text, productName);
  const texts = segments.map((s) => s.text);
  return {
    hook: findHook(tongue, texts, punctuated) !== undefined,
    // "one of them cut their waste by half" is a result, not the listener's pain.
    problem: texts.some((t) => isProblem(withoutResults(t))),
    // A price list ("Rice, 25 kilos, 3,200 shillings. Sugar…") says what is sold, if nothing else.
    solution: texts.some(describes) || (!punctuated && seams(texts).some(describes)) || (tongue.isPriceList?.(texts.join(' ')) ?? false),
    proof: texts.some((t) => isOwnProof(tongue, t, productName)),
    ask: texts.some((t, i) => isAsk(t, i >= texts.length - 3)) || (!punctuated && seams(texts).some((t, i) => isAsk(t, i + 1 >= texts.length - 3))),
  };
}

// Recognised speech is cut into chunks by length: "…two tractors in mbale we" + "plough one acre…" is
// one sentence cut in two. A seam is the end of one chunk joined to the start of the next.
const SEAM_WORDS = 6;
function seams(texts: string[]): string[] {
  return texts.slice(1).map((next, i) => seam(texts[i], next));
}

function seam(text: string, next: string): string {
  return [...text.split(' ').slice(-SEAM_WORDS), ...next.split(' ').slice(0, SEAM_WORDS)].join(' ');
}

// The opening is the first sentence, and the second only when the first was a short greeting or
// name ("Hi, I'm Tunde."): after a 20-word introduction the listener has already drifted.
const OPENING_GREETING_WORDS = 12;

function findHook({ isHook, isGreeting, hookStart }: Tongue, texts: string[], punctuated: boolean): string | undefined {
  const [first, second] = texts;
  if (first === undefined) return undefined;
  // Without punctuation a chunk is 20 words cut anywhere: its first dozen words are the opening.
  if (!punctuated) {
    const words = first.split(' ');
    if (isHook(words.slice(0, OPENING_GREETING_WORDS).join(' '), true)) return first;
    // "good morning my name is kato … if your motorbike is stolen…": the question after a short
    // greeting is the opening, as it is when the greeting ends with a full stop.
    if (!isGreeting(first)) return undefined;
    const start = words.findIndex((w, i) => i >= 3 && i <= OPENING_GREETING_WORDS && hookStart.test(w));
    if (start < 0) return undefined;
    const rest = [...words.slice(start), ...(second ?? '').split(' ')].slice(0, OPENING_GREETING_WORDS).join(' ');
    return isHook(rest, true) ? first : undefined;
  }
  if (isHook(first, true)) return first;
  if (first !== undefined && countWords(first) <= OPENING_GREETING_WORDS && second !== undefined && isHook(second, false)) return second;
  return undefined;
}

/** "BodaCover is insurance for riders…": the sentence says what the offer is, whatever numbers it holds. */
const isDefinition = (sentence: string, name: string) => new RegExp(`^\\W*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (?:is|are)\\b`, 'i').test(sentence);

const mentions = (sentence: string, name: string | undefined) => name !== undefined && sentence.toLowerCase().includes(name.toLowerCase());

// "StockSense sends a text when stock runs low" describes the solution without a cue word.
function describesSolution(tongue: Tongue, whole: string, productName?: string): boolean {
  // "we install in one day … shall we book your installation": the offer before the ask in one chunk.
  const sentence = tongue.beforeAsk?.(whole) ?? whole;
  if (!sentence || tongue.isAsk(sentence, false)) return false;
  if (tongue.isSolution(sentence) || (productName !== undefined && (tongue.namesOffer?.(sentence, productName) ?? false))) return true;
  return mentions(sentence, productName) && !tongue.isProof(sentence) && !tongue.isProblem(sentence);
}

// A market statistic inside the problem ("restaurants lose 30% of revenue") is not traction;
// proof is about the speaker's own results.
// A chunk may hold the proof and then the ask ("…cut their waste by half can I bring you a crate"):
// the part before the request is judged.
function isOwnProof(tongue: Tongue, whole: string, productName?: string): boolean {
  const sentence = tongue.beforeAsk?.(whole) ?? whole;
  if (!sentence || !tongue.isProof(sentence) || tongue.isAsk(sentence, false)) return false;
  const owned = tongue.isOwnClaim(sentence) || mentions(sentence, productName);
  return owned || !tongue.isProblem(sentence);
}

export interface SoundPace {
  /** Seconds of recording. */
  duration: number;
  wpm: number;
  /** Words the sound holds, from its syllables. */
  words: number;
  syllables: number;
  pauses: number;
  /** Far more or fewer words in the transcript than in the sound: the wording cannot be judged. */
  garbled: boolean;
}

/**
 * The pace measured from the recording, when there is one and the transcript's word count is more
 * than PACE_DISAGREEMENT away from it; otherwise undefined and the transcript's pace stands.
 */
export function soundPace(transcriptWords: number, durationSeconds: number | undefined, speech: MeasuredSpeech | undefined): SoundPace | undefined {
  if (!speech || speech.syllables === 0 || !durationSeconds || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return undefined;
  const words = Math.round((speech.wordsPerMinute * durationSeconds) / 60);
  const ratio = words > 0 ? transcriptWords / words : Infinity;
  if (Math.abs(ratio - 1) <= PACE_DISAGREEMENT) return undefined;
  const garbled = ratio > GARBLED_WORD_RATIO || ratio < 1 / GARBLED_WORD_RATIO;
  return { duration: round1(durationSeconds), wpm: speech.wordsPerMinute, words, syllables: speech.syllables, pauses: speech.pauses, garbled };
}

/**
 * A duration guessed from the words when no recording length is known: English at 150 wpm as
 * always; the other languages at the middle of their persuasive syllable band, as their words
 * are longer.
 */
export function estimatedDuration(wordCount: number, syllables: number, language: TongueLanguage): number {
  return language === 'en' ? Math.round((wordCount / ESTIMATED_WPM) * 60) : Math.round(syllables / persuasiveRate(language));
}

/** The pace as the texts say it. */
export const paceReading = (f: Findings): PaceReading => ({ pace: f.pace, wpm: f.wpm, perSecond: f.syllablesPerSecond, language: f.tongue.language });

/** Pace in English words per minute: kept for reports of a language no tongue reads. */
export function assessPace(wpm: number, wordCount: number, estimated: boolean): Pace {
  if (estimated) return 'estimated';
  if (wordCount < 20) return 'unmeasured';
  if (wpm < PACE_BAND.min) return 'slow';
  if (wpm > PACE_BAND.max) return 'fast';
  if (wpm >= PACE_BAND.persuasiveMin && wpm <= PACE_BAND.persuasiveMax) return 'persuasive';
  return 'good';
}

/** Syllables in an English word of our English pitches (10,289 in 6,675 words): the unit the length limits are set in. */
const ENGLISH_SYLLABLES_PER_WORD = 1.54;

/**
 * English words per word of the pitch, from its own syllables: a language of long words ("tunawasaidia")
 * says as much in fewer words. Never under 1, so a pitch is never judged shorter than the words it said.
 */
function scaleOfWords(tongue: Tongue, segments: Segment[], wordCount: number): number {
  if (tongue.language === 'en' || wordCount === 0) return 1;
  const syllables = tongue.countSyllables(segments.map((s) => s.text).join(' '));
  return Math.max(1, Math.round((syllables / wordCount / ENGLISH_SYLLABLES_PER_WORD) * 100) / 100);
}

export function maxBy<T>(items: T[], value: (item: T) => number): T | undefined {
  let best: T | undefined;
  for (const item of items) if (best === undefined || value(item) > value(best)) best = item;
  return best;
}

/**
 * Clause joiners per 100 words from which an unpunctuated transcript is one run-on ("… and … and
 * that is why … because …"): its sentence lengths are unknown, but the chaining is heard. Spoken
 * pitches with ordinary sentences stay under 9.
 */
const RUN_ON_JOINERS_PER_100 = 10;

export function isRunOn(f: Findings): boolean {
  if (f.punctuated || f.wordCount * f.wordScale < MIN_PITCH_WORDS) return false;
  const joiners = f.text.match(f.tongue.clauseJoiners)?.length ?? 0;
  return (joiners / f.wordCount) * 100 >= RUN_ON_JOINERS_PER_100;
}

/** The proof as said, without a request that follows it in the same chunk. */
export function proofOnly(tongue: Tongue, punctuated: boolean, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const proof = tongue.beforeAsk?.(text) || text;
  // An unpunctuated chunk may start inside the sentence before the result: quote from the result.
  return punctuated ? proof : (tongue.proofPart?.(proof) ?? proof);
}
