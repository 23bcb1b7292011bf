// Rule-based Pitch Lab report: transparent, offline and deterministic. Every number in the
// report comes from a rule the summary names, and every improvement quotes the speaker.
// The rules read English: the commentary is written in the reader's language (the `pitchReport`
// catalog), the speaker's quotes and the lines to say stay English. A pitch in another language
// gets an honest limited report instead (analyzePitchOffline).

import type { Locale } from '../../../shared/i18n/locales.ts';
import { PITCH_SECONDS } from '../../../shared/limits.ts';
import { formatNumber } from '../../../shared/money.ts';
import { translateVerbatim, type Improvement, type PitchReport, type SpokenLanguage } from '../../../shared/reports.ts';
import type { MessageId, MessageValues } from '../../../shared/i18n/namespaces.ts';
import { serverT, type ServerTranslate } from '../../lib/i18n.ts';
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
  isProblem,
  isProof,
  isSolution,
  isSpecificAsk,
  type FillerCount,
} from './pitch-signals.ts';
import { askTemplate, buildRewrittenOpening, cleanSentence, leadingSentences, splitLongSentence, type PitchContent } from './pitch-rewrites.ts';
import { pickTop } from './ranking.ts';
import { chunkWords, countWords, hasSentencePunctuation, normalizeText, round1, score10, splitSentences, truncateWords } from './text.ts';

/** Pace assumed when no recording length is known (the middle of the persuasive band). */
export const ESTIMATED_WPM = 150;
export const PACE_BAND = { min: 100, max: 165, persuasiveMin: 140, persuasiveMax: 160 } as const;
export const FILLER_RATE = { excellent: 2, ok: 4 } as const;
export const RAMBLING_SENTENCE_WORDS = 25;
export const MIN_PITCH_WORDS = 40;
export const MIN_PITCH_SECONDS = 20;
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
}

// ---------------------------------------------------------------------------------------------
// Wording: the reader's language

type PitchId = MessageId<'pitchReport'>;

/** The reader's language: its catalog, its numbers, and user text kept verbatim inside messages. */
interface Voice {
  t: ServerTranslate<'pitchReport'>;
  /** A number as the reader writes it (English exactly as `String(n)`: "2.5", "1234"). */
  num: (value: number) => string;
  /** A message with the speaker's words (quotes, lines to say) put in untouched. */
  say: (id: PitchId, verbatim: Record<string, string>, values?: MessageValues) => string;
}

function voiceFor(language: Locale): Voice {
  const t = serverT(language, 'pitchReport');
  return {
    t,
    num: language === 'en' ? (value) => String(value) : (value) => formatNumber(value, language, { maximumFractionDigits: 1 }),
    say: (id, verbatim, values) => translateVerbatim(t, id, verbatim, values),
  };
}

/**
 * The offline provider's report: the rules below when the pitch is in English; otherwise (or when
 * the language is not recognised and the reader does not use English) a limited report that says
 * so and holds only what is measured without understanding the words.
 */
export function analyzePitchOffline(transcript: string, durationSeconds: number | undefined, language: Locale = 'en'): PitchReport {
  const spoken = detectLanguage(transcript);
  if (spoken === 'en' || (spoken === 'unknown' && language === 'en')) return analyzePitchText(transcript, durationSeconds, language);
  return limitedPitchReport(transcript, durationSeconds, spoken, language);
}

/** The rule-based report of a pitch spoken in English; its commentary is in `language` (the reader's). */
export function analyzePitchText(transcript: string, durationSeconds?: number, language: Locale = 'en'): PitchReport {
  const v = voiceFor(language);
  const findings = measure(transcript, durationSeconds);
  const scores = scorePitch(findings);
  const overallScore = overall(scores, findings);
  const improvements = selectImprovements(findings, v);
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
    strengths: selectStrengths(findings, v),
    improvements,
    rewrittenOpening: findings.wordCount > 0 ? buildRewrittenOpening(findings.content) : '',
    nextExercise: nextExercise(improvements, findings, v),
    summary: summarize(findings, overallScore, v),
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring

function measure(transcript: string, durationSeconds?: number): Findings {
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
  const wpm = duration > 0 ? Math.round((wordCount / duration) * 60) : 0;

  const fillerCount = segments.reduce((sum, s) => sum + s.fillers.count, 0);
  const hedgeCount = segments.reduce((sum, s) => sum + s.hedges, 0);
  const longest = maxBy(segments, (s) => s.words);

  const productName = findProductName(texts);
  const structure = detectStructure(segments, productName);
  const askSegments = segments.filter((_, i) => isAsk(segments[i].text, i >= segments.length - 3));
  // Quote the ask that names an amount or time when there is one.
  const askSegment = [...askSegments].reverse().find((s) => isSpecificAsk(s.text)) ?? askSegments[askSegments.length - 1];
  const fullText = segments.map((s) => s.text).join(' ');

  return {
    text: normalizeText(transcript),
    segments,
    punctuated,
    wordCount,
    duration,
    durationEstimated,
    wpm,
    pace: assessPace(wpm, wordCount, durationEstimated),
    fillerCount,
    fillerRate: wordCount > 0 ? round1((fillerCount / wordCount) * 100) : 0,
    hedgeCount,
    avgSentenceLength: punctuated && segments.length > 0 ? round1(wordCount / segments.length) : 0,
    longest,
    tooShort: wordCount < MIN_PITCH_WORDS || (!durationEstimated && duration < MIN_PITCH_SECONDS),
    overTime: duration > PITCH_SECONDS,
    overSeconds: Math.max(0, Math.round(duration - PITCH_SECONDS)),
    structure,
    askSpecific: askSegments.some((s) => isSpecificAsk(s.text)),
    askSegment,
    content: {
      productRef: productName ?? 'our product',
      audience: findAudience(fullText),
      money: askSegment ? findMoney(askSegment.text) : undefined,
      investor: isInvestorPitch(fullText),
      hookSentence: segments.slice(0, 2).find((s) => isHook(s.text))?.text,
      problemSentence: segments.find((s) => isProblem(s.text) && !isAsk(s.text, false))?.text,
      // Prefer the sentence that names the product: it is the one worth repeating.
      solutionSentence: (
        segments.find((s) => productName !== undefined && s.text.includes(productName) && describesSolution(s.text, productName)) ??
        segments.find((s) => describesSolution(s.text, productName))
      )?.text,
      proofSentence: segments.find((s) => isOwnProof(s.text, productName))?.text,
      firstSentence: segments[0]?.text,
    },
  };
}

function detectStructure(segments: Segment[], productName?: string): PitchReport['structure'] {
  const texts = segments.map((s) => s.text);
  return {
    hook: texts.slice(0, 2).some(isHook),
    problem: texts.some(isProblem),
    solution: texts.some((t) => describesSolution(t, productName)),
    proof: texts.some((t) => isOwnProof(t, productName)),
    ask: texts.some((t, i) => isAsk(t, i >= texts.length - 3)),
  };
}

// "StockSense sends a text when stock runs low" describes the solution without a cue word.
function describesSolution(sentence: string, productName?: string): boolean {
  if (isAsk(sentence, false)) return false;
  if (isSolution(sentence)) return true;
  return productName !== undefined && sentence.includes(productName) && !isProof(sentence) && !isProblem(sentence);
}

// A market statistic inside the problem ("restaurants lose 30% of revenue") is not traction;
// proof is about the speaker's own results.
function isOwnProof(sentence: string, productName?: string): boolean {
  if (!isProof(sentence) || isAsk(sentence, false)) return false;
  const owned =
    /\b(?:we|we've|we're|our|us|customers?|clients?|users?|pilots?)\b/i.test(sentence) || (productName !== undefined && sentence.includes(productName));
  return owned || !isProblem(sentence);
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
  if (f.wordCount === 0) return { clarity: 0, structure: 0, delivery: 0, persuasion: 0 };
  const fillerPenalty = f.fillerRate < FILLER_RATE.excellent ? 0 : f.fillerRate < FILLER_RATE.ok ? 1.5 : f.fillerRate < 6 ? 3 : 4.5;
  const hedgeRate = hedgesPer100(f);
  const hedgePenalty = hedgeRate <= 1 ? 0 : hedgeRate <= 2.5 ? 1 : hedgeRate <= 4 ? 2 : 3;
  const ramblingPenalty = f.avgSentenceLength > RAMBLING_SENTENCE_WORDS ? 3 : f.avgSentenceLength > 20 ? 1.5 : (f.longest?.words ?? 0) > 40 ? 1 : 0;
  const clarity = 10 - fillerPenalty - hedgePenalty - ramblingPenalty;

  const parts = Object.values(f.structure).filter(Boolean).length;
  const structure = parts * 2;

  const pacePenalty = f.pace === 'slow' ? Math.min(4, (PACE_BAND.min - f.wpm) / 8 + 1) : f.pace === 'fast' ? Math.min(4, (f.wpm - PACE_BAND.max) / 8 + 1) : 0;
  const overPenalty = !f.overTime ? 0 : f.overSeconds <= 10 ? 1.5 : f.overSeconds <= 30 ? 3 : 4;
  const shortPenalty = f.tooShort ? 3 : 0;
  const fillerDelivery = f.fillerRate >= FILLER_RATE.ok ? 2 : f.fillerRate >= FILLER_RATE.excellent ? 1 : 0;
  const delivery = 10 - pacePenalty - overPenalty - shortPenalty - fillerDelivery;

  const s = f.structure;
  const persuasion =
    1 +
    (s.hook ? 2 : 0) +
    (s.problem ? 1 : 0) +
    (s.proof ? 2.5 : 0) +
    (s.ask ? 2 : 0) +
    (f.askSpecific ? 1.5 : 0) -
    (hedgeRate > 2.5 ? 2 : hedgeRate > 1 ? 1 : 0) -
    (f.tooShort ? 1 : 0);

  return { clarity: score10(clarity), structure: score10(structure), delivery: score10(delivery), persuasion: score10(persuasion) };
}

// Persuasion weighs most: a pitch exists to get a yes.
const WEIGHTS = { clarity: 0.25, structure: 0.25, delivery: 0.2, persuasion: 0.3 } as const;

function overall(scores: PitchReport['scores'], f: Findings): number {
  const weighted =
    scores.clarity * WEIGHTS.clarity + scores.structure * WEIGHTS.structure + scores.delivery * WEIGHTS.delivery + scores.persuasion * WEIGHTS.persuasion;
  const total = Math.round(weighted * 10);
  // A few words cannot be a strong pitch however clean they are.
  return f.tooShort ? Math.min(total, 45) : total;
}

// ---------------------------------------------------------------------------------------------
// Improvements: candidates with a priority; the three most important are kept

type Kind = 'tooShort' | 'noAsk' | 'overTime' | 'fillers' | 'pace' | 'noHook' | 'noSolution' | 'noProof' | 'vagueAsk' | 'rambling' | 'noProblem' | 'hedges';

interface Candidate extends Improvement {
  kind: Kind;
  priority: number;
}

const quote = (segment: Segment | string | undefined) => truncateWords(typeof segment === 'string' ? segment : (segment?.text ?? ''), QUOTE_WORDS);

function candidates(f: Findings, v: Voice): Candidate[] {
  const { t, num, say } = v;
  if (f.wordCount === 0) {
    return [
      {
        kind: 'tooShort',
        priority: 100,
        issue: t('improvement.noWords.issue'),
        quote: '',
        suggestion: say('improvement.noWords.suggestion', { line: buildRewrittenOpening(f.content) || OPENING_TEMPLATE }),
      },
    ];
  }
  const list: Candidate[] = [];
  const { segments, content, structure } = f;
  const first = segments[0];
  const last = segments[segments.length - 1];
  const opening = buildRewrittenOpening(content);
  const ask = askTemplate(content);

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
      suggestion: say('improvement.tooShort.suggestion', { line: `${opening} ${ask}` }),
    });
  }
  if (!structure.ask) {
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
      suggestion: say('improvement.vagueAsk.suggestion', { line: ask }),
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
    const labels = [...new Set(segments.flatMap((s) => s.fillers.labels))].join(', ');
    list.push({
      kind: 'fillers',
      priority: f.fillerRate >= FILLER_RATE.ok ? 80 : 55,
      issue: t('improvement.fillers.issue', { count: num(f.fillerCount), rate: num(f.fillerRate), excellent: num(FILLER_RATE.excellent), labels }),
      quote: quote(fillerSegment),
      suggestion: say('improvement.fillers.suggestion', { line: cleanSentence(fillerSegment.text) }),
    });
  }
  if (f.pace === 'fast' || f.pace === 'slow') {
    const fast = f.pace === 'fast';
    const seconds = Math.round((f.wordCount / ESTIMATED_WPM) * 60);
    const band = { wpm: num(f.wpm), min: num(PACE_BAND.persuasiveMin), max: num(PACE_BAND.persuasiveMax) };
    const timing = { words: num(f.wordCount), seconds: num(seconds) };
    list.push({
      kind: 'pace',
      priority: 62,
      issue: fast ? t('improvement.pace.fastIssue', band) : t('improvement.pace.slowIssue', band),
      quote: quote(first),
      suggestion: fast
        ? say('improvement.pace.fastSuggestion', { quote: truncateWords(first.text, 12) }, { ...timing, duration: num(f.duration) })
        : say('improvement.pace.slowSuggestion', { line: opening }, { ...timing, wpm: num(ESTIMATED_WPM) }),
    });
  }
  if (!structure.hook && !f.tooShort) {
    list.push({
      kind: 'noHook',
      priority: 70,
      issue: t('improvement.noHook.issue'),
      quote: quote(first),
      suggestion: say('improvement.noHook.suggestion', { line: opening }),
    });
  }
  if (!structure.solution && !f.tooShort) {
    list.push({
      kind: 'noSolution',
      priority: 58,
      issue: t('improvement.noSolution.issue'),
      quote: quote(content.problemSentence ?? first),
      suggestion: say('improvement.noSolution.suggestion', { line: solutionTemplate(content) }),
    });
  }
  if (!structure.proof && !f.tooShort) {
    const claim = content.solutionSentence ?? first.text;
    list.push({
      kind: 'noProof',
      priority: 65,
      issue: t('improvement.noProof.issue'),
      quote: quote(claim),
      suggestion: say('improvement.noProof.suggestion', { line: proofTemplate(content) }),
    });
  }
  if (f.avgSentenceLength > RAMBLING_SENTENCE_WORDS || (f.longest && f.longest.words > 40)) {
    const longest = f.longest as Segment;
    const detail =
      f.avgSentenceLength > 0
        ? t('improvement.rambling.average', { count: f.avgSentenceLength, avg: num(f.avgSentenceLength) })
        : t('improvement.rambling.longest', { count: longest.words, n: num(longest.words) });
    list.push({
      kind: 'rambling',
      priority: f.avgSentenceLength > RAMBLING_SENTENCE_WORDS ? 72 : 50,
      issue: t('improvement.rambling.issue', { detail, max: num(RAMBLING_SENTENCE_WORDS) }),
      quote: quote(longest),
      suggestion: say('improvement.rambling.suggestion', { line: leadingSentences(splitLongSentence(cleanSentence(longest.text)), 50) }),
    });
  }
  if (!structure.problem && !f.tooShort) {
    list.push({
      kind: 'noProblem',
      priority: 55,
      issue: t('improvement.noProblem.issue'),
      quote: quote(first),
      suggestion: say('improvement.noProblem.suggestion', { line: problemTemplate(content) }),
    });
  }
  const hedgeSegment = maxBy(segments, (s) => s.hedges);
  if (hedgeSegment && hedgeSegment.hedges > 0 && (f.hedgeCount >= 3 || hedgesPer100(f) > 1.5)) {
    list.push({
      kind: 'hedges',
      priority: f.hedgeCount >= 4 ? 66 : 48,
      issue: t('improvement.hedges.issue', { count: f.hedgeCount, n: num(f.hedgeCount) }),
      quote: quote(hedgeSegment),
      suggestion: say('improvement.hedges.suggestion', { line: cleanSentence(hedgeSegment.text) }),
    });
  }
  return list;
}

function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Lines to say, in the language of the pitch (English): templates around the pitch's own nouns.
const OPENING_TEMPLATE = 'What if [your customer] never had to [their problem] again?';

function solutionTemplate(content: PitchContent): string {
  return `${capitalizeFirst(content.productRef)} helps ${content.audience ?? '[your customers]'} [get the result] without [the pain you just described].`;
}

function proofTemplate(content: PitchContent): string {
  return `${capitalizeFirst(content.productRef)} already has [N] paying ${content.audience ?? 'customers'}, and they [save X hours a week / grew sales Y%] in the first month.`;
}

function problemTemplate(content: PitchContent): string {
  return `Today, ${content.audience ?? 'your customers'} lose [hours / money] every week because [the problem]. ${capitalizeFirst(content.productRef)} fixes that.`;
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
  return pickTop(candidates(f, v), 3).map(({ issue, quote, suggestion }) => ({ issue, quote, suggestion }));
}

function topKind(f: Findings, v: Voice): Kind | undefined {
  return pickTop(candidates(f, v), 1)[0]?.kind;
}

// ---------------------------------------------------------------------------------------------
// Strengths, exercise, summary

function selectStrengths(f: Findings, v: Voice): string[] {
  const { t, num, say } = v;
  const list: string[] = [];
  const { content, structure } = f;
  if (structure.hook && content.hookSentence && !f.tooShort) list.push(say('strength.strongOpening', { quote: truncateWords(content.hookSentence, 20) }));
  if (structure.ask && f.askSpecific && f.askSegment) list.push(say('strength.specificAsk', { quote: truncateWords(f.askSegment.text, 20) }));
  if (structure.proof && content.proofSentence && content.proofSentence !== content.hookSentence)
    list.push(say('strength.proof', { quote: truncateWords(content.proofSentence, 20) }));
  const pace = paceStrength(f.pace, f.wpm, v);
  if (pace) list.push(pace);
  if (f.wordCount >= MIN_PITCH_WORDS && f.fillerRate < FILLER_RATE.excellent) list.push(t('strength.cleanDelivery', { rate: num(f.fillerRate) }));
  if (f.avgSentenceLength > 0 && f.avgSentenceLength <= 18 && f.wordCount >= MIN_PITCH_WORDS)
    list.push(t('strength.shortSentences', { count: f.avgSentenceLength, avg: num(f.avgSentenceLength) }));
  if (Object.values(structure).every(Boolean)) list.unshift(t('strength.completeStructure'));
  if (list.length === 0) list.push(t(f.wordCount > 0 ? 'strength.baseline' : 'strength.firstStep'));
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
} as const satisfies Record<Kind, PitchId>;

function nextExercise(improvements: Improvement[], f: Findings, v: Voice): string {
  const kind = topKind(f, v);
  if (improvements.length === 0 || !kind) return v.t('exercise.default');
  return v.t(EXERCISE_IDS[kind]);
}

const PART_IDS = {
  hook: 'part.hook',
  problem: 'part.problem',
  solution: 'part.solution',
  proof: 'part.proof',
  ask: 'part.ask',
} as const satisfies Record<keyof PitchReport['structure'], PitchId>;

function summarize(f: Findings, overallScore: number, v: Voice): string {
  const { t, num } = v;
  if (f.wordCount === 0) return t('summary.noSpeech', { score: num(overallScore) });
  const parts: string[] = [t('summary.score', { score: num(overallScore) })];
  parts.push(
    f.pace === 'estimated'
      ? t('summary.paceEstimated', { duration: num(f.duration), words: num(f.wordCount), wpm: num(ESTIMATED_WPM) })
      : t('summary.pace', { wpm: num(f.wpm), duration: num(f.duration), band: f.pace }),
  );
  if (f.overTime) parts.push(t(f.durationEstimated ? 'summary.overTimeEstimated' : 'summary.overTime', { over: num(f.overSeconds) }));
  if (f.tooShort) parts.push(t('summary.tooShort'));
  parts.push(t('summary.fillersHedges', { fillers: num(f.fillerCount), rate: num(f.fillerRate), hedges: num(f.hedgeCount) }));
  parts.push(
    f.avgSentenceLength > 0 ? t('summary.sentences', { count: f.avgSentenceLength, avg: num(f.avgSentenceLength) }) : t('summary.sentencesNotMeasured'),
  );
  const missing = (Object.keys(f.structure) as (keyof PitchReport['structure'])[]).filter((k) => !f.structure[k]);
  const present = num(5 - missing.length);
  parts.push(
    missing.length ? t('summary.structureMissing', { present, missing: missing.map((k) => t(PART_IDS[k])).join(', ') }) : t('summary.structure', { present }),
  );
  return parts.join(' ');
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
export function limitedPitchReport(transcript: string, durationSeconds: number | undefined, spoken: SpokenLanguage, language: Locale): PitchReport {
  const v = voiceFor(language);
  const { t, num } = v;
  const punctuated = hasSentencePunctuation(transcript);
  const segments = punctuated ? splitSentences(transcript) : chunkWords(transcript);
  const text = normalizeText(transcript);
  const wordCount = segments.reduce((sum, s) => sum + countWords(s), 0);
  const durationEstimated = !(typeof durationSeconds === 'number' && Number.isFinite(durationSeconds) && durationSeconds > 0);
  const duration = durationEstimated ? Math.round((wordCount / ESTIMATED_WPM) * 60) : round1(durationSeconds as number);
  const wpm = duration > 0 ? Math.round((wordCount / duration) * 60) : 0;
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
    overallScore: 0,
    scores: { clarity: 0, structure: 0, delivery: 0, persuasion: 0 },
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
    structure: { hook: false, problem: false, solution: false, proof: false, ask: false },
    strengths: strengths.slice(0, 3),
    improvements: [],
    rewrittenOpening: '',
    nextExercise: t(wordCount === 0 ? 'limited.exerciseNoSpeech' : 'limited.exercise'),
    summary: summary.join(' '),
  };
}
