// Rule-based Pitch Lab report: transparent, offline and deterministic. Every number in the
// report comes from a rule the summary names, and every improvement quotes the speaker.
// The rules read English: the commentary is written in the reader's language (the `pitchReport`
// catalog), the speaker's quotes and the lines to say stay English. A pitch in another language
// gets an honest limited report instead (analyzePitchOffline).

import type { Locale } from '../../../shared/i18n/locales.ts';
import { PITCH_SECONDS } from '../../../shared/limits.ts';
import { type Improvement, type PitchReport, type SpokenLanguage } from '../../../shared/reports.ts';
import type { MeasuredSpeech } from '../provider.ts';
import { detectLanguage } from './language-detect.ts';
import {
  countFillers,
  countFillersIn,
  countHedges,
  countHedgesIn,
  isWordListLanguage,
  findAudience,
  findMoney,
  findProductName,
  isAsk,
  isHook,
  isInvestorPitch,
  hasNumber,
  hasTime,
  isProblem,
  isProof,
  isRude,
  namesOffer,
  isSolution,
  isSpecificAsk,
  isGreeting,
  isBackReference,
  isCustomerResult,
  withoutResults,
  askPart,
  proofPart,
  beforeAsk,
  startsWithFiller,
  type FillerCount,
} from './pitch-signals.ts';
import { askLine, openingLine, problemLine, proofLine, sellsStock, solutionLine, type LineFacts } from './pitch-lines.ts';
import { readOffer } from './pitch-offer.ts';
import { voiceFor, type PitchId, type Voice } from './pitch-voice.ts';
import { notJudged, tooLittleSpeechReport, TOO_LITTLE_SPEECH_WORDS } from './pitch-too-little.ts';
import { verdict } from './pitch-verdict.ts';
import { cleanSentence, detectBusiness, isFragment, isMereEcho, splitRewrite, type PitchContent } from './pitch-rewrites.ts';
import { pickTop } from './ranking.ts';
import type { Kind, StrengthKind } from './pitch-kinds.ts';
import { chunkWords, countWords, hasSentencePunctuation, normalizeText, round1, score10, splitSentences, truncateWords } from './text.ts';

/** Pace assumed when no recording length is known (the middle of the persuasive band). */
export const ESTIMATED_WPM = 150;
export const PACE_BAND = { min: 100, max: 165, persuasiveMin: 140, persuasiveMax: 160 } as const;
export const FILLER_RATE = { excellent: 2, ok: 4 } as const;
/** Fillers per 100 words from which one in ten words is a filler: named before anything but a missing ask. */
const HEAVY_FILLER_RATE = 10;
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
const QUOTE_WORDS = 30;

interface Segment {
  text: string;
  words: number;
  fillers: FillerCount;
  hedges: number;
}

type Pace = 'estimated' | 'unmeasured' | 'slow' | 'fast' | 'good' | 'persuasive';

interface Findings {
  /** The transcript, normalised; quotes are taken from it. */
  text: string;
  segments: Segment[];
  punctuated: boolean;
  wordCount: number;
  duration: number;
  durationEstimated: boolean;
  wpm: number;
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
  /** What the lines to say are built from: the product, its buyer, their cost. */
  lines: LineFacts;
  /** The first sentence is a real hook, not a greeting and not begun with a filler: worth praising. */
  openingPraised: boolean;
  /** A sentence talks down to or insults the listener. */
  rude: boolean;
}

// ---------------------------------------------------------------------------------------------
// Wording: the reader's language

/**
 * The offline provider's report: the rules below when the pitch is in English; otherwise (or when
 * the language is not recognised and the reader does not use English) a limited report that says
 * so and holds only what is measured without understanding the words.
 */
export function analyzePitchOffline(transcript: string, durationSeconds: number | undefined, language: Locale = 'en', speech?: MeasuredSpeech): PitchReport {
  const spoken = detectLanguage(transcript);
  const sound = soundPace(countWords(transcript), durationSeconds, speech);
  if (sound?.garbled) return unclearTranscriptReport(transcript, sound, spoken, language);
  if (countWords(transcript) < TOO_LITTLE_SPEECH_WORDS) return tooLittleSpeechReport(transcript, durationSeconds, spoken, language);
  if (spoken === 'en' || (spoken === 'unknown' && language === 'en')) return analyzePitchText(transcript, durationSeconds, language, speech);
  return limitedPitchReport(transcript, durationSeconds, spoken, language, speech);
}

/**
 * The rule-based report of a pitch spoken in English; its commentary is in `language` (the reader's).
 * `speech`: the pace measured from the recording, used when the transcript's word count disagrees.
 */
export function analyzePitchText(transcript: string, durationSeconds?: number, language: Locale = 'en', speech?: MeasuredSpeech): PitchReport {
  const v = voiceFor(language);
  if (countWords(transcript) < TOO_LITTLE_SPEECH_WORDS) return tooLittleSpeechReport(transcript, durationSeconds, detectLanguage(transcript), language);
  const findings = measure(transcript, durationSeconds, speech);
  const scores = scorePitch(findings);
  const overallScore = overall(scores, findings);
  const improvements = selectImprovements(findings, v);
  const strengths = selectStrengths(findings, v);
  return {
    overallScore,
    scores,
    metrics: {
      durationSeconds: findings.duration,
      wordCount: findings.wordCount,
      wordsPerMinute: findings.wpm,
      fillerCount: findings.fillerCount,
      fillerRate: findings.fillerRate,
      hedgeCount: findings.hedgeCount,
      avgSentenceLength: findings.avgSentenceLength,
    },
    structure: findings.structure,
    strengths: strengths.map((s) => s.text),
    improvements,
    // An opening that already hooks is not replaced by a template: the strength quotes it instead.
    rewrittenOpening: findings.content.hookSentence ? '' : (openingLine(findings.lines) ?? ''),
    nextExercise: nextExercise(improvements, findings, v),
    summary: summarize(findings, strengths[0]?.kind, v),
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring

function measure(transcript: string, durationSeconds?: number, speech?: MeasuredSpeech): Findings {
  const punctuated = hasSentencePunctuation(transcript);
  const texts = punctuated ? splitSentences(transcript) : chunkWords(transcript);
  // Without punctuation only the very first chunk really starts a sentence ("so" rule).
  const segments: Segment[] = texts.map((text, i) => ({
    text,
    words: countWords(text),
    fillers: countFillers(text, punctuated || i === 0),
    hedges: countHedges(text),
  }));
  const wordCount = segments.reduce((sum, s) => sum + s.words, 0);

  const durationEstimated = !(typeof durationSeconds === 'number' && Number.isFinite(durationSeconds) && durationSeconds > 0);
  const duration = durationEstimated ? Math.round((wordCount / ESTIMATED_WPM) * 60) : round1(durationSeconds as number);
  const sound = soundPace(wordCount, durationSeconds, speech);
  const wpm = sound?.wpm ?? (duration > 0 ? Math.round((wordCount / duration) * 60) : 0);

  const fillerCount = segments.reduce((sum, s) => sum + s.fillers.count, 0);
  const hedgeCount = segments.reduce((sum, s) => sum + s.hedges, 0);
  const longest = maxBy(segments, (s) => s.words);

  const productName = findProductName(texts);
  const structure = detectStructure(segments, punctuated, productName);
  const askSegments = segments
    .map((s, i) => {
      // "I'd like to set it up this Friday, free for the first month. Can we do that?": the closing
      // question takes its content from the sentence before it.
      const before = segments[i - 1];
      if (punctuated && before && isBackReference(s.text)) return { ...s, text: `${before.text} ${s.text}`, words: before.words + s.words };
      return s;
    })
    .filter((s, i) => isAsk(s.text, i >= segments.length - 3));
  // Quote the ask that names an amount or time when there is one.
  // The close decides: "within 24 hours of an order" before "let me know if you are interested"
  // does not make the ask clear. A specific question earlier still counts.
  const specificAsks = askSegments.filter((s, i) => isSpecificAsk(s.text) && (i === askSegments.length - 1 || s.text.includes('?')));
  const askSegment = specificAsks[specificAsks.length - 1] ?? askSegments[askSegments.length - 1];
  const fullText = segments.map((s) => s.text).join(' ');
  const problemSentence = segments.find((s) => isProblem(s.text) && !isAsk(s.text, false))?.text;
  const business = detectBusiness(fullText);
  const hookSentence = findHook(
    segments.map((s) => s.text),
    punctuated,
  );
  const firstText = segments[0]?.text ?? '';

  return {
    text: normalizeText(transcript),
    segments,
    punctuated,
    wordCount,
    duration,
    durationEstimated,
    wpm,
    pace: assessPace(wpm, wordCount, durationEstimated),
    sound,
    fillerCount,
    fillerRate: wordCount > 0 ? round1((fillerCount / wordCount) * 100) : 0,
    hedgeCount,
    avgSentenceLength: punctuated && segments.length > 0 ? round1(wordCount / segments.length) : 0,
    longest,
    tooShort: wordCount < MIN_PITCH_WORDS || (!durationEstimated && duration < MIN_PITCH_SECONDS),
    overTime: duration > PITCH_SECONDS,
    overSeconds: Math.max(0, Math.round(duration - PITCH_SECONDS)),
    structure,
    askSpecific: specificAsks.length > 0,
    askSegment,
    rude: segments.some((s) => isRude(s.text)),
    openingPraised: hookSentence !== undefined && hookSentence === firstText && !startsWithFiller(firstText) && !isGreeting(firstText),
    lines: {
      offer: readOffer(fullText, productName, problemSentence),
      business,
      investor: isInvestorPitch(fullText),
      money: askSegment ? findMoney(askSegment.text) : undefined,
      stock: sellsStock(fullText),
      text: fullText,
    },
    content: {
      productName,
      business,
      audience: findAudience(fullText),
      money: askSegment ? findMoney(askSegment.text) : undefined,
      investor: isInvestorPitch(fullText),
      hookSentence,
      problemSentence,
      // Prefer the sentence that names the product: it is the one worth repeating.
      solutionSentence: (
        segments.find((s) => productName !== undefined && namesOffer(s.text, productName) && !isAsk(s.text, false)) ??
        segments.find((s) => mentions(s.text, productName) && isSolution(s.text) && !isAsk(s.text, false)) ??
        segments.find((s) => isSolution(s.text) && !isAsk(s.text, false)) ??
        segments.find((s) => mentions(s.text, productName) && describesSolution(s.text, productName)) ??
        segments.find((s) => describesSolution(s.text, productName))
      )?.text,
      // "Thirty clinics already order from us" over "We deliver test kits within 24 hours": the offer is not its proof.
      // "BodaCover is insurance that pays within seven days" is the offer with a number, not its proof.
      proofSentence: proofOnly(
        punctuated,
        (
          segments.find(
            (s) =>
              isOwnProof(s.text, productName) &&
              !isSolution(s.text) &&
              !(productName !== undefined && (namesOffer(s.text, productName) || isDefinition(s.text, productName))),
          ) ??
          segments.find((s) => isOwnProof(s.text, productName) && !isSolution(s.text)) ??
          segments.find((s) => isOwnProof(s.text, productName))
        )?.text,
      ),
      firstSentence: segments[0]?.text,
    },
  };
}

function detectStructure(segments: Segment[], punctuated: boolean, productName?: string): PitchReport['structure'] {
  const texts = segments.map((s) => s.text);
  return {
    hook: findHook(texts, punctuated) !== undefined,
    // "one of them cut their waste by half" is a result, not the listener's pain.
    problem: texts.some((t) => isProblem(withoutResults(t))),
    solution: texts.some((t) => describesSolution(t, productName)),
    proof: texts.some((t) => isOwnProof(t, productName)),
    ask: texts.some((t, i) => isAsk(t, i >= texts.length - 3)),
  };
}

// The opening is the first sentence, and the second only when the first was a short greeting or
// name ("Hi, I'm Tunde."): after a 20-word introduction the listener has already drifted.
const OPENING_GREETING_WORDS = 12;
const HOOK_START = /^(?:if|did|what|how|imagine|why)$/i;

function findHook(texts: string[], punctuated: boolean): string | undefined {
  const [first, second] = texts;
  if (first === undefined) return undefined;
  // Without punctuation a chunk is 20 words cut anywhere: its first dozen words are the opening.
  if (!punctuated) {
    const words = first.split(' ');
    if (isHook(words.slice(0, OPENING_GREETING_WORDS).join(' '), true)) return first;
    // "good morning my name is kato … if your motorbike is stolen…": the question after a short
    // greeting is the opening, as it is when the greeting ends with a full stop.
    if (!isGreeting(first)) return undefined;
    const start = words.findIndex((w, i) => i >= 3 && i <= OPENING_GREETING_WORDS && HOOK_START.test(w));
    if (start < 0) return undefined;
    const rest = [...words.slice(start), ...(second ?? '').split(' ')].slice(0, OPENING_GREETING_WORDS).join(' ');
    return isHook(rest, true) ? first : undefined;
  }
  if (isHook(first, true)) return first;
  if (first !== undefined && countWords(first) <= OPENING_GREETING_WORDS && second !== undefined && isHook(second)) return second;
  return undefined;
}

/** "BodaCover is insurance for riders…": the sentence says what the offer is, whatever numbers it holds. */
const isDefinition = (sentence: string, name: string) => new RegExp(`^\\W*${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (?:is|are)\\b`, 'i').test(sentence);

const mentions = (sentence: string, name: string | undefined) => name !== undefined && sentence.toLowerCase().includes(name.toLowerCase());

// "StockSense sends a text when stock runs low" describes the solution without a cue word.
function describesSolution(whole: string, productName?: string): boolean {
  // "we install in one day … shall we book your installation": the offer before the ask in one chunk.
  const sentence = beforeAsk(whole);
  if (!sentence || isAsk(sentence, false)) return false;
  if (isSolution(sentence) || (productName !== undefined && namesOffer(sentence, productName))) return true;
  return mentions(sentence, productName) && !isProof(sentence) && !isProblem(sentence);
}

// A market statistic inside the problem ("restaurants lose 30% of revenue") is not traction;
// proof is about the speaker's own results.
// A chunk may hold the proof and then the ask ("…cut their waste by half can I bring you a crate"):
// the part before the request is judged.
function isOwnProof(whole: string, productName?: string): boolean {
  const sentence = beforeAsk(whole);
  if (!sentence || !isProof(sentence) || isAsk(sentence, false)) return false;
  const owned =
    /\b(?:we|we've|we're|our|us|customers?|clients?|users?|pilots?|already (?:use|buy|pay|trust))\b|\bfrom \d[\d,.]*(?: percent|%)? to \d/i.test(sentence) ||
    isCustomerResult(sentence) ||
    mentions(sentence, productName);
  return owned || !isProblem(sentence);
}

interface SoundPace {
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
function soundPace(transcriptWords: number, durationSeconds: number | undefined, speech: MeasuredSpeech | undefined): SoundPace | undefined {
  if (!speech || speech.syllables === 0 || !durationSeconds || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return undefined;
  const words = Math.round((speech.wordsPerMinute * durationSeconds) / 60);
  const ratio = words > 0 ? transcriptWords / words : Infinity;
  if (Math.abs(ratio - 1) <= PACE_DISAGREEMENT) return undefined;
  const garbled = ratio > GARBLED_WORD_RATIO || ratio < 1 / GARBLED_WORD_RATIO;
  return { duration: round1(durationSeconds), wpm: speech.wordsPerMinute, words, syllables: speech.syllables, pauses: speech.pauses, garbled };
}

function assessPace(wpm: number, wordCount: number, estimated: boolean): Pace {
  if (estimated) return 'estimated';
  if (wordCount < 20) return 'unmeasured';
  if (wpm < PACE_BAND.min) return 'slow';
  if (wpm > PACE_BAND.max) return 'fast';
  if (wpm >= PACE_BAND.persuasiveMin && wpm <= PACE_BAND.persuasiveMax) return 'persuasive';
  return 'good';
}

function maxBy<T>(items: T[], value: (item: T) => number): T | undefined {
  let best: T | undefined;
  for (const item of items) if (best === undefined || value(item) > value(best)) best = item;
  return best;
}

// ---------------------------------------------------------------------------------------------
// Scoring (each penalty is named in the summary or an improvement)

function hedgesPer100(f: Findings): number {
  return f.wordCount > 0 ? (f.hedgeCount / f.wordCount) * 100 : 0;
}

function scorePitch(f: Findings): PitchReport['scores'] {
  if (f.wordCount === 0) return { clarity: 0, structure: 0, delivery: null, persuasion: 0 };
  const fillerPenalty = f.fillerRate < FILLER_RATE.excellent ? 0 : f.fillerRate < FILLER_RATE.ok ? 1.5 : f.fillerRate < 6 ? 3 : 4.5;
  const hedgeRate = hedgesPer100(f);
  const hedgePenalty = hedgeRate <= 1 ? 0 : hedgeRate <= 2.5 ? 1 : hedgeRate <= 4 ? 2 : 3;
  const ramblingPenalty = f.avgSentenceLength > RAMBLING_SENTENCE_WORDS ? 3 : f.avgSentenceLength > 20 ? 1.5 : (f.longest?.words ?? 0) > 40 ? 1 : 0;
  const clarity = 10 - fillerPenalty - hedgePenalty - ramblingPenalty;

  const parts = Object.values(f.structure).filter(Boolean).length;
  // An opening that starts with a filler is there, but not whole.
  const structure = parts * 2 - (f.structure.hook && startsWithFiller(f.segments[0]?.text ?? '') ? 1 : 0);

  const pacePenalty = f.pace === 'slow' ? Math.min(4, (PACE_BAND.min - f.wpm) / 8 + 1) : f.pace === 'fast' ? Math.min(4, (f.wpm - PACE_BAND.max) / 8 + 1) : 0;
  const overPenalty = !f.overTime ? 0 : f.overSeconds <= 10 ? 1.5 : f.overSeconds <= 30 ? 3 : 4;
  const shortPenalty = f.tooShort ? 3 : 0;
  const fillerDelivery = f.fillerRate >= FILLER_RATE.ok ? 2 : f.fillerRate >= FILLER_RATE.excellent ? 1 : 0;
  const delivery = 10 - pacePenalty - overPenalty - Math.max(shortPenalty, minuteUnused(f)) - fillerDelivery;

  const s = f.structure;
  // A hook begun with "um" still hooks, but half as well: the listener heard the hesitation first.
  const hookCredit = !s.hook ? 0 : startsWithFiller(f.segments[0]?.text ?? '') ? 1 : 2;
  const persuasion =
    1 +
    hookCredit +
    (s.problem ? 1 : 0) +
    (s.proof ? 2.5 : 0) +
    (s.ask ? 2 : 0) +
    (f.askSpecific ? 1.5 : 0) -
    (hedgeRate > 2.5 ? 2 : hedgeRate > 1 ? 1 : 0) -
    thinDetail(f) -
    (f.rude ? 3 : 0);

  // Delivery is pace, time and fluency heard in a recording: without a measured pace it is not scored.
  const paceMeasured = f.pace !== 'estimated' && f.pace !== 'unmeasured';
  return { clarity: score10(clarity), structure: score10(structure), delivery: paceMeasured ? score10(delivery) : null, persuasion: score10(persuasion) };
}

// Persuasion weighs most: a pitch exists to get a yes.
const WEIGHTS = { clarity: 0.25, structure: 0.25, delivery: 0.2, persuasion: 0.3 } as const;

/** The proof as said, without a request that follows it in the same chunk. */
function proofOnly(punctuated: boolean, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const proof = beforeAsk(text) || text;
  // An unpunctuated chunk may start inside the sentence before the result: quote from the result.
  return punctuated ? proof : proofPart(proof);
}

/** The highest overall score of a pitch that talks down to its listener. */
export const RUDE_CEILING = 60;

/** Words from which a pitch uses its minute: below, persuasion loses points for detail (100–160 is the target). */
export const FULL_PITCH_WORDS = 100;
/** Seconds from which a take uses its minute: below, delivery loses points. */
export const FULL_PITCH_SECONDS = 45;
/**
 * Fewer words than this (or fewer seconds than THIN_PITCH_SECONDS) is a thin pitch: under half the
 * minute at a persuasive pace, room for one proof point at most. It gets its own fix.
 */
export const THIN_PITCH_WORDS = 70;
export const THIN_PITCH_SECONDS = 30;

/** Persuasion points lost for detail a short pitch leaves out: up to 4 below 100 words (56 words: 4). */
function thinDetail(f: Findings): number {
  return f.wordCount >= FULL_PITCH_WORDS ? 0 : Math.min(4, (FULL_PITCH_WORDS - f.wordCount) / 10);
}

/** Delivery points lost for the part of the minute left unused: up to 4 below 45 s (22 s: 4). */
function minuteUnused(f: Findings): number {
  if (f.durationEstimated) return 0;
  return f.duration >= FULL_PITCH_SECONDS ? 0 : Math.min(4, (FULL_PITCH_SECONDS - f.duration) / 5);
}

/** Complete enough to judge, but thin: a real fix, not a polish point. */
function isThin(f: Findings): boolean {
  return !f.tooShort && (f.wordCount < THIN_PITCH_WORDS || (!f.durationEstimated && f.duration < THIN_PITCH_SECONDS));
}

function overall(scores: PitchReport['scores'], f: Findings): number {
  // Only the categories that were measured count, each keeping its share of the others' weight.
  const measured = (Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]).filter((k) => scores[k] !== null);
  const weight = measured.reduce((sum, k) => sum + WEIGHTS[k], 0);
  const weighted = measured.reduce((sum, k) => sum + (scores[k] ?? 0) * WEIGHTS[k], 0) / weight;
  const total = Math.round(weighted * 10);
  // Under 40 words or 20 seconds the report's first words say it is too short to judge: its score
  // says so too, whatever the few words were.
  if (f.tooShort) return Math.min(total, 45);
  // An insulted listener does not buy: a put-down keeps the pitch out of "Proficient".
  if (f.rude) return Math.min(total, RUDE_CEILING);
  // Thinness is in the categories (delivery uses the minute, persuasion needs detail): the overall
  // is their weighted sum, so the numbers on the report add up.
  return total;
}

// ---------------------------------------------------------------------------------------------
// Improvements: candidates with a priority; the three most important are kept

interface Candidate extends Improvement {
  kind: Kind;
  priority: number;
}

const quote = (segment: Segment | string | undefined) => truncateWords(typeof segment === 'string' ? segment : (segment?.text ?? ''), QUOTE_WORDS);

/**
 * The priority table, highest first: what a coach fixes first (checked against `npm run eval`).
 * tooShort 95 (nothing else can be judged) · rude 93 (an insulted listener stops listening) ·
 * noAsk 90 · overTime 85–95 (cut off before the ask) · heavy hedges 82 (doubt undoes every part) ·
 * heavy fillers 80 · noSolution 78 (no offer to say yes to) · rambling 74 (lost in every part) ·
 * noProblem 72 (a brochure, not a reason) · noHook 70 · vagueAsk 67 · noProof 65 · pace 62 ·
 * lighter fillers and hedges below · polish 10 (only when nothing else is found).
 */
function candidates(f: Findings, v: Voice): Candidate[] {
  const { t, num, say } = v;
  if (f.wordCount === 0) {
    return [{ kind: 'tooShort', priority: 100, issue: t('improvement.noWords.issue'), quote: '', suggestion: t('tooLittle.exercise') }];
  }
  const list: Candidate[] = [];
  const { segments, content, structure } = f;
  const first = segments[0];
  const last = segments[segments.length - 1];
  // A pitch that already hooks is never given a generic opening in place of its own.
  const opening = content.hookSentence ? undefined : openingLine(f.lines);
  const ask = askLine(f.lines);

  if (f.tooShort) {
    const why =
      f.wordCount < MIN_PITCH_WORDS
        ? t('improvement.tooShort.words', { count: f.wordCount, n: num(f.wordCount) })
        : t('improvement.tooShort.seconds', { n: num(f.duration) });
    list.push({
      kind: 'tooShort',
      priority: 95,
      issue: t('improvement.tooShort.issue', { why }),
      quote: quote(f.text),
      // The opening is shown once, under Rewritten opening: the example refers to it.
      suggestion: say(opening ? 'improvement.tooShort.suggestionOpening' : 'improvement.tooShort.suggestion', { line: ask }),
    });
  }
  // A put-down loses the listener before any other fix can matter, so it ranks just under "too short".
  const rude = segments.find((s) => isRude(s.text));
  if (rude) {
    list.push({ kind: 'rude', priority: 93, issue: t('improvement.rude.issue'), quote: quote(rude), suggestion: t('improvement.rude.suggestion') });
  }
  // A take too short to judge already ends its fix on the ask to say: the same line twice is noise.
  if (!structure.ask && !f.tooShort) {
    list.push({
      kind: 'noAsk',
      priority: 90,
      issue: t('improvement.noAsk.issue'),
      quote: quote(last),
      suggestion: say('improvement.noAsk.suggestion', { line: ask }),
    });
  } else if (!f.askSpecific && f.askSegment) {
    list.push({
      kind: 'vagueAsk',
      priority: 67,
      issue: t('improvement.vagueAsk.issue'),
      quote: quote(f.askSegment),
      // A too-short take's first fix already ends on this ask: a line to say is shown once.
      suggestion: f.tooShort ? t('improvement.vagueAsk.suggestionAbove') : say('improvement.vagueAsk.suggestion', { line: ask }),
    });
  }
  if (f.overTime) {
    const at60 = segmentAtWord(segments, Math.floor((PITCH_SECONDS * f.wordCount) / Math.max(f.duration, 1)));
    const target = Math.round((PITCH_SECONDS * f.wpm) / 60);
    const cut = cutCandidate(f);
    const suggestion = t('improvement.overTime.suggestion', { target: num(target), words: num(f.wordCount) });
    list.push({
      kind: 'overTime',
      priority: 85 + Math.min(10, f.overSeconds / 3),
      issue: f.durationEstimated
        ? t('improvement.overTime.estimatedIssue', { words: num(f.wordCount), duration: num(f.duration), wpm: num(ESTIMATED_WPM), over: num(f.overSeconds) })
        : t('improvement.overTime.issue', { duration: num(f.duration), over: num(f.overSeconds) }),
      quote: quote(at60),
      suggestion: cut ? `${suggestion} ${say('improvement.overTime.cutFirst', { line: truncateWords(cut.text, 15) })}` : suggestion,
    });
  }
  const fillerSegment = maxBy(segments, (s) => s.fillers.count);
  if (fillerSegment && f.fillerCount >= 2 && f.fillerRate >= FILLER_RATE.excellent) {
    const cleaned = cleanedLine(segments, (s) => s.fillers.count);
    const labels = [...new Set(segments.flatMap((s) => s.fillers.labels))].join(', ');
    list.push({
      kind: 'fillers',
      // A filler every few words drowns the pitch: it comes before even heavy hedging.
      priority: f.fillerRate >= HEAVY_FILLER_RATE ? 84 : f.fillerRate >= FILLER_RATE.ok ? 80 : 55,
      issue: t('improvement.fillers.issue', { count: num(f.fillerCount), rate: num(f.fillerRate), excellent: num(FILLER_RATE.excellent), labels }),
      quote: quote(cleaned?.segment ?? fillerSegment),
      suggestion: cleaned ? say('improvement.fillers.suggestion', { line: cleaned.line }) : t('improvement.fillers.suggestionPause'),
    });
  }
  if (f.pace === 'fast' || f.pace === 'slow') {
    const fast = f.pace === 'fast';
    // The words actually spoken: the sound's count when the transcript's was off.
    const words = f.sound?.words ?? f.wordCount;
    const seconds = Math.round((words / ESTIMATED_WPM) * 60);
    const band = { wpm: num(f.wpm), min: num(PACE_BAND.persuasiveMin), max: num(PACE_BAND.persuasiveMax) };
    const timing = { words: num(words), seconds: num(seconds) };
    list.push({
      kind: 'pace',
      priority: 62,
      issue: fast ? t('improvement.pace.fastIssue', band) : t('improvement.pace.slowIssue', band),
      quote: quote(first),
      suggestion: fast
        ? say('improvement.pace.fastSuggestion', { quote: truncateWords(first.text, 12) }, { ...timing, duration: num(f.duration) })
        : t('improvement.pace.slowSuggestionPlain', { ...timing, wpm: num(ESTIMATED_WPM) }),
    });
  }
  if (!structure.hook && !f.tooShort) {
    list.push({
      kind: 'noHook',
      priority: 70,
      issue: t('improvement.noHook.issue'),
      quote: quote(first),
      suggestion: opening ? t('improvement.noHook.suggestionBelow') : t('improvement.noHook.suggestionPlain'),
    });
  }
  if (!structure.solution && !f.tooShort) {
    // A listener who never hears what is offered cannot say yes, however good the opening.
    list.push({
      kind: 'noSolution',
      priority: 78,
      issue: t('improvement.noSolution.issue'),
      quote: quote(content.problemSentence ?? first),
      suggestion: solutionLine(f.lines)
        ? say('improvement.noSolution.suggestion', { line: solutionLine(f.lines) ?? '' })
        : t('improvement.noSolution.suggestionPlain'),
    });
  }
  if (!structure.proof && !f.tooShort) {
    const claim = content.solutionSentence ?? first.text;
    list.push({
      kind: 'noProof',
      priority: 65,
      issue: t('improvement.noProof.issue'),
      quote: quote(claim),
      suggestion: say('improvement.noProof.suggestion', { line: proofLine(f.lines) }),
    });
  }
  if (f.avgSentenceLength > RAMBLING_SENTENCE_WORDS || (f.longest && f.longest.words > 40) || isRunOn(f)) {
    const longest = f.longest as Segment;
    const split = splitRewrite(longest.text, 50);
    const detail =
      f.avgSentenceLength > 0
        ? t('improvement.rambling.average', { count: f.avgSentenceLength, avg: num(f.avgSentenceLength) })
        : t('improvement.rambling.longest', { count: longest.words, n: num(longest.words) });
    list.push({
      // Run-on sentences lose the listener in every part of the pitch: above a missing problem or hook.
      kind: 'rambling',
      priority: f.avgSentenceLength > RAMBLING_SENTENCE_WORDS || isRunOn(f) ? 74 : 50,
      issue: t('improvement.rambling.issue', { detail, max: num(RAMBLING_SENTENCE_WORDS) }),
      quote: quote(longest),
      suggestion: split ? say('improvement.rambling.suggestion', { line: split }) : t('improvement.rambling.suggestionPlain'),
    });
  }
  if (!structure.problem && !f.tooShort) {
    // Without the pain the offer sounds like a brochure; that matters more than a flat first line.
    list.push({
      kind: 'noProblem',
      priority: 72,
      issue: t('improvement.noProblem.issue'),
      quote: quote(first),
      suggestion: problemLine(f.lines)
        ? say('improvement.noProblem.suggestion', { line: problemLine(f.lines) ?? '' })
        : t('improvement.noProblem.suggestionPlain'),
    });
  }
  const hedgeSegment = maxBy(segments, (s) => s.hedges);
  // One "just" in a short pitch is a word, not a habit: it takes two to be worth a fix.
  if (hedgeSegment && hedgeSegment.hedges > 0 && f.hedgeCount >= 2 && (f.hedgeCount >= 3 || hedgesPer100(f) > 1.5)) {
    const cleaned = cleanedLine(segments, (s) => s.hedges);
    // Doubt in every sentence undoes hook, proof and ask at once: heavy hedging outranks fillers and
    // structure gaps, all but a missing ask.
    list.push({
      kind: 'hedges',
      priority: hedgesPer100(f) >= HEAVY_HEDGES_PER_100 ? 82 : f.hedgeCount >= 4 ? 66 : 48,
      issue: t('improvement.hedges.issue', { count: f.hedgeCount, n: num(f.hedgeCount) }),
      quote: quote(cleaned?.segment ?? hedgeSegment),
      suggestion: cleaned ? say('improvement.hedges.suggestion', { line: cleaned.line }) : t('improvement.hedges.suggestionPlain'),
    });
  }
  if (isThin(f)) {
    // Complete but thin: what to add, not a polish point. Under the structural fixes, above polish.
    list.push({
      kind: 'thin',
      priority: 60,
      issue: t('improvement.thin.issue', { words: num(f.wordCount), seconds: num(f.duration), limit: num(PITCH_SECONDS) }),
      // Thin is the whole pitch, not one sentence of it: quoting a line would blame that line.
      quote: '',
      suggestion: t(structure.proof ? 'improvement.thin.suggestion' : 'improvement.thin.suggestionNoProof'),
    });
  }
  if (list.length === 0) list.push(polishCandidate(f, v));
  return list;
}

/**
 * The sentence to show said cleanly: the one with the most of `count` whose cleaning changes more
 * than its ends ("Um, after the harvest…" cleaned is only trimmed, so it teaches nothing).
 */
function cleanedLine(segments: Segment[], count: (s: Segment) => number): { segment: Segment; line: string } | undefined {
  const ranked = segments.filter((s) => count(s) > 0).sort((a, b) => count(b) - count(a));
  for (const segment of ranked) {
    const line = cleanSentence(segment.text);
    // A broken line is no demonstration: the plain suggestion is better than a fragment to say.
    if (countWords(line) >= 4 && !isMereEcho(line, segment.text) && !isFragment(line)) return { segment, line };
  }
  return undefined;
}

/**
 * Clause joiners per 100 words from which an unpunctuated transcript is one run-on ("… and … and
 * that is why … because …"): its sentence lengths are unknown, but the chaining is heard. Spoken
 * pitches with ordinary sentences stay under 9.
 */
const RUN_ON_JOINERS_PER_100 = 10;

function isRunOn(f: Findings): boolean {
  if (f.punctuated || f.wordCount < MIN_PITCH_WORDS) return false;
  const joiners = f.text.match(/\b(?:and|which|because|so|but|then|when|where)\b/gi)?.length ?? 0;
  return (joiners / f.wordCount) * 100 >= RUN_ON_JOINERS_PER_100;
}

/** Hedges per 100 words from which doubt colours the whole pitch. */
const HEAVY_HEDGES_PER_100 = 4;

/**
 * A strong pitch still gets one thing to work on: pace into the persuasive band, a number in the
 * proof, a time in the ask, or else the pause before the ask where the pitch is won.
 */
function polishCandidate(f: Findings, { t, num }: Voice): Candidate {
  const base = { kind: 'polish', priority: 10 } as const;
  if (f.pace === 'good') {
    const band = { wpm: num(f.wpm), min: num(PACE_BAND.persuasiveMin), max: num(PACE_BAND.persuasiveMax) };
    const slow = f.wpm < PACE_BAND.persuasiveMin;
    return {
      ...base,
      issue: t(slow ? 'improvement.polish.slowIssue' : 'improvement.polish.fastIssue', band),
      quote: quote(f.segments[0]),
      suggestion: t(slow ? 'improvement.polish.slowSuggestion' : 'improvement.polish.fastSuggestion', band),
    };
  }
  const proof = f.content.proofSentence;
  if (proof && !hasNumber(proof)) {
    return { ...base, issue: t('improvement.polish.proofIssue'), quote: quote(proof), suggestion: t('improvement.polish.proofSuggestion') };
  }
  if (f.askSegment && !hasTime(f.askSegment.text)) {
    return { ...base, issue: t('improvement.polish.askIssue'), quote: quote(f.askSegment), suggestion: t('improvement.polish.askSuggestion') };
  }
  const last = f.askSegment ?? f.segments[f.segments.length - 1];
  return { ...base, issue: t('improvement.polish.pauseIssue'), quote: quote(last), suggestion: t('improvement.polish.pauseSuggestion') };
}

function segmentAtWord(segments: Segment[], wordIndex: number): Segment | undefined {
  let seen = 0;
  for (const segment of segments) {
    seen += segment.words;
    if (seen > wordIndex) return segment;
  }
  return segments[segments.length - 1];
}

// The longest sentence that is not doing structural work is the first one to cut.
function cutCandidate(f: Findings): Segment | undefined {
  const keep = new Set(
    [f.content.hookSentence, f.content.problemSentence, f.content.solutionSentence, f.content.proofSentence, f.askSegment?.text].filter(Boolean),
  );
  return maxBy(
    f.segments.filter((s) => !keep.has(s.text)),
    (s) => s.words,
  );
}

function selectImprovements(f: Findings, v: Voice): Improvement[] {
  // A sentence quoted by a higher fix is not quoted again: the same line under two fixes reads as a loop.
  const shown = new Set<string>();
  return pickTop(candidates(f, v), 3).map(({ issue, quote, suggestion }) => {
    const repeated = quote !== '' && shown.has(quote);
    shown.add(quote);
    return { issue, quote: repeated ? '' : quote, suggestion };
  });
}

function topKind(f: Findings, v: Voice): Kind | undefined {
  return pickTop(candidates(f, v), 1)[0]?.kind;
}

// ---------------------------------------------------------------------------------------------
// Strengths, exercise, summary

// "They cost 1500 shillings", "A bar costs 400 naira": the price said as a number, which a buyer needs to say yes.
const PRICE = /\b(?:costs?|priced?|prices|charges?|pay|for only|per (?:month|week|day|bag|pupil))\b/i;

interface Strength {
  kind: StrengthKind;
  text: string;
}

function selectStrengths(f: Findings, v: Voice): Strength[] {
  const { t, num, say } = v;
  const list: Strength[] = [];
  const { content, structure } = f;
  // A greeting or an "um" first is not a strong opening, whatever question follows it.
  if (f.openingPraised && content.hookSentence && !f.tooShort)
    list.push({ kind: 'opening', text: say('strength.strongOpening', { quote: truncateWords(content.hookSentence, 20) }) });
  if (structure.ask && f.askSpecific && f.askSegment && !isRude(f.askSegment.text))
    list.push({ kind: 'ask', text: say('strength.specificAsk', { quote: truncateWords(f.punctuated ? f.askSegment.text : askPart(f.askSegment.text), 20) }) });
  // "Many families use them" is proof without a number: the report asks for one, it does not call it concrete.
  if (structure.proof && content.proofSentence && content.proofSentence !== content.hookSentence && hasNumber(content.proofSentence))
    list.push({ kind: 'proof', text: say('strength.proof', { quote: truncateWords(content.proofSentence, 20) }) });
  const price = f.punctuated
    ? f.segments.find((s) => PRICE.test(s.text) && hasNumber(s.text) && !isAsk(s.text, false) && s.text !== content.proofSentence)
    : undefined;
  if (price) list.push({ kind: 'price', text: say('strength.price', { quote: truncateWords(price.text, 20) }) });
  const pace = paceStrength(f.pace, f.wpm, v);
  if (pace) list.push({ kind: 'pace', text: pace });
  if (f.wordCount >= MIN_PITCH_WORDS && f.fillerRate < FILLER_RATE.excellent)
    list.push({ kind: 'clean', text: t('strength.cleanDelivery', { rate: num(f.fillerRate) }) });
  if (f.avgSentenceLength > 0 && f.avgSentenceLength <= 18 && f.wordCount >= MIN_PITCH_WORDS)
    list.push({ kind: 'sentences', text: t('strength.shortSentences', { count: f.avgSentenceLength, avg: num(f.avgSentenceLength) }) });
  if (Object.values(structure).every(Boolean)) list.unshift({ kind: 'complete', text: t('strength.completeStructure') });
  // Nothing real to praise is said by praising nothing: "you recorded a take" is not a strength.
  return list.slice(0, 3);
}

/** A pace inside the bands is worth saying, whatever language it was measured in. */
function paceStrength(pace: Pace, wpm: number, { t, num }: Voice): string | undefined {
  if (pace === 'persuasive') return t('strength.persuasivePace', { wpm: num(wpm), min: num(PACE_BAND.persuasiveMin), max: num(PACE_BAND.persuasiveMax) });
  if (pace === 'good') return t('strength.comfortablePace', { wpm: num(wpm), min: num(PACE_BAND.min), max: num(PACE_BAND.max) });
  return undefined;
}

const EXERCISE_IDS = {
  tooShort: 'exercise.tooShort',
  noAsk: 'exercise.noAsk',
  overTime: 'exercise.overTime',
  fillers: 'exercise.fillers',
  pace: 'exercise.pace',
  noHook: 'exercise.noHook',
  noSolution: 'exercise.noSolution',
  noProof: 'exercise.noProof',
  vagueAsk: 'exercise.vagueAsk',
  rambling: 'exercise.rambling',
  noProblem: 'exercise.noProblem',
  hedges: 'exercise.hedges',
  rude: 'exercise.rude',
  thin: 'exercise.thin',
  polish: 'exercise.polish',
} as const satisfies Record<Kind, PitchId>;

function nextExercise(improvements: Improvement[], f: Findings, v: Voice): string {
  const kind = topKind(f, v);
  if (improvements.length === 0 || !kind) return v.t('exercise.default');
  return v.t(EXERCISE_IDS[kind]);
}

/**
 * One plain verdict first (the best thing, then the one fix that matters most); the numbers are in
 * the table below it. Only a pace taken from the sound is explained here, as the table cannot say why.
 */
function summarize(f: Findings, strength: StrengthKind | undefined, v: Voice): string {
  const { t, num } = v;
  const parts = [verdict(v, strength, topKind(f, v), { over: f.overSeconds, fast: f.pace === 'fast', words: f.wordCount })];
  if (f.sound) {
    parts.push(t('summary.paceFromSound', { syllables: num(f.sound.syllables), words: num(f.wordCount), percent: num(PACE_DISAGREEMENT * 100) }));
  }
  // The table shows a duration either way: say when it is a guess, and why delivery has no score.
  if (f.durationEstimated) parts.push(t('summary.paceEstimated', { duration: num(f.duration), words: num(f.wordCount), wpm: num(ESTIMATED_WPM) }));
  return parts.join(' ');
}

// ---------------------------------------------------------------------------------------------
// A recording heard too unclearly to judge its words

/**
 * The transcript has far more or far fewer words than the sound (recognition failed on this
 * recording): its words are not judged (no scores, structure, quotes, fillers or lines to say).
 * What the sound itself shows is: duration, pace and its band, pauses, and a pace to fix.
 */
function unclearTranscriptReport(transcript: string, sound: SoundPace, spoken: SpokenLanguage, language: Locale): PitchReport {
  const v = voiceFor(language);
  const { t, num } = v;
  const { duration } = sound;
  const pace = assessPace(sound.wpm, sound.words, false);
  const overTime = duration > PITCH_SECONDS;
  const overSeconds = Math.max(0, Math.round(duration - PITCH_SECONDS));
  const summary = [
    t('unclear.summary', { heard: num(countWords(transcript)), words: num(sound.words) }),
    t('unclear.measured', { words: num(sound.words), duration: num(duration), wpm: num(sound.wpm), band: pace, pauses: sound.pauses }),
  ];
  if (overTime) summary.push(t('summary.overTime', { over: num(overSeconds) }));

  const strengths: string[] = [];
  if (!overTime && sound.words >= MIN_PITCH_WORDS) strengths.push(t('limited.strength.withinTime', { duration: num(duration) }));
  const paceText = paceStrength(pace, sound.wpm, v);
  if (paceText) strengths.push(paceText);
  if (strengths.length === 0) strengths.push(t('strength.firstStep'));

  // Pace is measured without the words, so it can be coached; the quote would be the garbled transcript.
  const band = { wpm: num(sound.wpm), min: num(PACE_BAND.persuasiveMin), max: num(PACE_BAND.persuasiveMax) };
  const improvements =
    pace === 'fast' || pace === 'slow'
      ? [{ issue: t(pace === 'fast' ? 'improvement.pace.fastIssue' : 'improvement.pace.slowIssue', band), quote: '', suggestion: t('exercise.pace') }]
      : [];

  return {
    ...notJudged(),
    metrics: {
      durationSeconds: duration,
      wordCount: sound.words,
      wordsPerMinute: sound.wpm,
      fillerCount: 0,
      fillerRate: 0,
      hedgeCount: 0,
      avgSentenceLength: 0,
      limited: { spokenLanguage: spoken, wordLists: false, unclearTranscript: true },
    },
    strengths: strengths.slice(0, 3),
    improvements,
    nextExercise: t('unclear.exercise'),
    summary: summary.join(' '),
  };
}

// ---------------------------------------------------------------------------------------------
// A pitch the rules cannot read

const LANGUAGE_IDS = {
  en: 'language.en',
  fr: 'language.fr',
  pt: 'language.pt',
  es: 'language.es',
  sw: 'language.sw',
} as const satisfies Record<Exclude<SpokenLanguage, 'unknown'>, PitchId>;

/**
 * The pitch is not in English: nothing the speaker said is judged (no scores, structure, quotes or
 * lines to say). The report says so plainly, in the reader's language, and keeps what is measured
 * without understanding the words: duration, words, pace and its band, sentence length when the
 * text is punctuated, and fillers and hedges counted with the spoken language's word lists.
 */
export function limitedPitchReport(
  transcript: string,
  durationSeconds: number | undefined,
  spoken: SpokenLanguage,
  language: Locale,
  speech?: MeasuredSpeech,
): PitchReport {
  const v = voiceFor(language);
  const { t, num } = v;
  const punctuated = hasSentencePunctuation(transcript);
  const segments = punctuated ? splitSentences(transcript) : chunkWords(transcript);
  const text = normalizeText(transcript);
  const wordCount = segments.reduce((sum, s) => sum + countWords(s), 0);
  const durationEstimated = !(typeof durationSeconds === 'number' && Number.isFinite(durationSeconds) && durationSeconds > 0);
  const duration = durationEstimated ? Math.round((wordCount / ESTIMATED_WPM) * 60) : round1(durationSeconds as number);
  const wpm = soundPace(wordCount, durationSeconds, speech)?.wpm ?? (duration > 0 ? Math.round((wordCount / duration) * 60) : 0);
  const pace = assessPace(wpm, wordCount, durationEstimated);
  const wordLists = isWordListLanguage(spoken);
  const fillerCount = wordLists ? countFillersIn(text, spoken) : 0;
  const hedgeCount = wordLists ? countHedgesIn(text, spoken) : 0;
  const fillerRate = wordCount > 0 ? round1((fillerCount / wordCount) * 100) : 0;
  const overTime = duration > PITCH_SECONDS;
  const overSeconds = Math.max(0, Math.round(duration - PITCH_SECONDS));

  const summary = [spoken === 'unknown' ? t('limited.summaryUnknown') : t('limited.summary', { language: t(LANGUAGE_IDS[spoken]) }), t('limited.aiProvider')];
  if (wordCount === 0) summary.push(t('limited.noSpeech'));
  else {
    summary.push(
      durationEstimated
        ? t('limited.measuredEstimated', { count: wordCount, n: num(wordCount), duration: num(duration) })
        : t('limited.measured', { count: wordCount, n: num(wordCount), duration: num(duration), wpm: num(wpm), band: pace }),
    );
    if (overTime) summary.push(t(durationEstimated ? 'summary.overTimeEstimated' : 'summary.overTime', { over: num(overSeconds) }));
    if (wordLists) summary.push(t('summary.fillersHedges', { fillers: num(fillerCount), rate: num(fillerRate), hedges: num(hedgeCount) }));
  }

  const strengths: string[] = [];
  if (wordCount > 0) strengths.push(t('limited.strength.measured', { count: wordCount, n: num(wordCount), duration: num(duration) }));
  if (!durationEstimated && !overTime && wordCount >= MIN_PITCH_WORDS) strengths.push(t('limited.strength.withinTime', { duration: num(duration) }));
  const paceText = paceStrength(pace, wpm, v);
  if (paceText) strengths.push(paceText);
  if (wordLists && wordCount >= MIN_PITCH_WORDS && fillerRate < FILLER_RATE.excellent) strengths.push(t('strength.cleanDelivery', { rate: num(fillerRate) }));
  if (strengths.length === 0) strengths.push(t('strength.firstStep'));

  return {
    ...notJudged(),
    metrics: {
      durationSeconds: duration,
      wordCount,
      wordsPerMinute: wpm,
      fillerCount,
      fillerRate,
      hedgeCount,
      avgSentenceLength: punctuated && segments.length > 0 ? round1(wordCount / segments.length) : 0,
      limited: { spokenLanguage: spoken, wordLists },
    },
    strengths: strengths.slice(0, 3),
    improvements: [],
    nextExercise: t(wordCount === 0 ? 'limited.exerciseNoSpeech' : 'limited.exercise'),
    summary: summary.join(' '),
  };
}

/** The report and the Kinds of its improvements, the first fix first: what `npm run eval` scores. */
export function analyzePitchWithKinds(
  transcript: string,
  durationSeconds?: number,
  language: Locale = 'en',
): { report: PitchReport; improvementKinds: Kind[] } {
  const ranked = pickTop(candidates(measure(transcript, durationSeconds), voiceFor(language)), Number.POSITIVE_INFINITY);
  return { report: analyzePitchText(transcript, durationSeconds, language), improvementKinds: ranked.map((c) => c.kind) };
}
