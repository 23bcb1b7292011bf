// Rule-based Pitch Lab report: transparent, offline and deterministic. Every number in the
// report comes from a rule the summary names, and every improvement quotes the speaker.

import { PITCH_SECONDS } from '../../../shared/limits.ts';
import type { Improvement, PitchReport } from '../../../shared/reports.ts';
import {
  countFillers,
  countHedges,
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

export function analyzePitchText(transcript: string, durationSeconds?: number): PitchReport {
  const findings = measure(transcript, durationSeconds);
  const scores = scorePitch(findings);
  const overallScore = overall(scores, findings);
  const improvements = selectImprovements(findings);
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
    strengths: selectStrengths(findings),
    improvements,
    rewrittenOpening: findings.wordCount > 0 ? buildRewrittenOpening(findings.content) : '',
    nextExercise: nextExercise(improvements, findings),
    summary: summarize(findings, overallScore),
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

function candidates(f: Findings): Candidate[] {
  if (f.wordCount === 0) {
    return [
      {
        kind: 'tooShort',
        priority: 100,
        issue: 'No words were recognised',
        quote: '',
        suggestion: `Record again closer to the microphone, or type your pitch. Start with: "${buildRewrittenOpening(f.content) || 'What if [your customer] never had to [their problem] again?'}"`,
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
    const why = f.wordCount < MIN_PITCH_WORDS ? `${f.wordCount} words` : `${f.duration} s`;
    list.push({
      kind: 'tooShort',
      priority: 95,
      issue: `Too short (${why}): there is not enough to persuade anyone`,
      quote: quote(f.text),
      suggestion: `Use the full minute (about 120–150 words): hook, problem, solution, one proof point, then the ask. For example: "${opening} ${ask}"`,
    });
  }
  if (!structure.ask) {
    list.push({
      kind: 'noAsk',
      priority: 90,
      issue: 'No clear ask: the pitch ends without telling the listener what to do next',
      quote: quote(last),
      suggestion: `End on one specific request instead: "${ask}"`,
    });
  } else if (!f.askSpecific && f.askSegment) {
    list.push({
      kind: 'vagueAsk',
      priority: 67,
      issue: 'The ask is vague: no amount, number or time to say yes to',
      quote: quote(f.askSegment),
      suggestion: `Name the amount or action and a time: "${ask}"`,
    });
  }
  if (f.overTime) {
    const at60 = segmentAtWord(segments, Math.floor((PITCH_SECONDS * f.wordCount) / Math.max(f.duration, 1)));
    const target = Math.round((PITCH_SECONDS * f.wpm) / 60);
    const cut = cutCandidate(f);
    list.push({
      kind: 'overTime',
      priority: 85 + Math.min(10, f.overSeconds / 3),
      issue: f.durationEstimated
        ? `Likely over time: ${f.wordCount} words is about ${f.duration} s at ${ESTIMATED_WPM} wpm (+${f.overSeconds}s over 60 s, estimated)`
        : `Over time: ${f.duration} s, +${f.overSeconds}s past the 60-second limit`,
      quote: quote(at60),
      suggestion: `This is roughly where the minute runs out. At your pace 60 s holds about ${target} words; you used ${f.wordCount}. Keep hook, problem, solution, one proof point and the ask.${cut ? ` Cut first: "${truncateWords(cut.text, 15)}"` : ''}`,
    });
  }
  const fillerSegment = maxBy(segments, (s) => s.fillers.count);
  if (fillerSegment && f.fillerCount >= 2 && f.fillerRate >= FILLER_RATE.excellent) {
    const labels = [...new Set(segments.flatMap((s) => s.fillers.labels))].join(', ');
    list.push({
      kind: 'fillers',
      priority: f.fillerRate >= FILLER_RATE.ok ? 80 : 55,
      issue: `Filler words: ${f.fillerCount} (${f.fillerRate}% of words; under ${FILLER_RATE.excellent}% is excellent). Most common: ${labels}`,
      quote: quote(fillerSegment),
      suggestion: `Replace each filler with a one-second pause. Said cleanly: "${cleanSentence(fillerSegment.text)}"`,
    });
  }
  if (f.pace === 'fast' || f.pace === 'slow') {
    const fast = f.pace === 'fast';
    const seconds = Math.round((f.wordCount / ESTIMATED_WPM) * 60);
    list.push({
      kind: 'pace',
      priority: 62,
      issue: fast
        ? `Too fast: ${f.wpm} words per minute (a pitch lands best at ${PACE_BAND.persuasiveMin}–${PACE_BAND.persuasiveMax})`
        : `Too slow: ${f.wpm} words per minute (aim for ${PACE_BAND.persuasiveMin}–${PACE_BAND.persuasiveMax})`,
      quote: quote(first),
      suggestion: fast
        ? `Slow down and pause after each key point: your ${f.wordCount} words should take about ${seconds} s, not ${f.duration} s. Pause a full second after "${truncateWords(first.text, 12)}" before the next point.`
        : `Cut long pauses and restarts; at about ${ESTIMATED_WPM} wpm your ${f.wordCount} words take about ${seconds} s. Open briskly: "${opening}"`,
    });
  }
  if (!structure.hook && !f.tooShort) {
    list.push({
      kind: 'noHook',
      priority: 70,
      issue: 'Weak opening: no question, number or bold claim in the first two sentences',
      quote: quote(first),
      suggestion: `Open with a hook instead: "${opening}"`,
    });
  }
  if (!structure.solution && !f.tooShort) {
    list.push({
      kind: 'noSolution',
      priority: 58,
      issue: 'The listener never hears in one sentence what you offer',
      quote: quote(content.problemSentence ?? first),
      suggestion: `Say what it does and for whom: "${capitalizeFirst(content.productRef)} helps ${content.audience ?? '[your customers]'} [get the result] without [the pain you just described]."`,
    });
  }
  if (!structure.proof && !f.tooShort) {
    const claim = content.solutionSentence ?? first.text;
    list.push({
      kind: 'noProof',
      priority: 65,
      issue: 'No proof: no customers, numbers or results back up the claim',
      quote: quote(claim),
      suggestion: `Follow the claim with one number: "${capitalizeFirst(content.productRef)} already has [N] paying ${content.audience ?? 'customers'}, and they [save X hours a week / grew sales Y%] in the first month."`,
    });
  }
  if (f.avgSentenceLength > RAMBLING_SENTENCE_WORDS || (f.longest && f.longest.words > 40)) {
    const longest = f.longest as Segment;
    list.push({
      kind: 'rambling',
      priority: f.avgSentenceLength > RAMBLING_SENTENCE_WORDS ? 72 : 50,
      issue: `Long, rambling sentences: ${f.avgSentenceLength > 0 ? `${f.avgSentenceLength} words on average` : `${longest.words} words in one`}; listeners lose the thread after about ${RAMBLING_SENTENCE_WORDS}`,
      quote: quote(longest),
      suggestion: `Split it into short sentences, one idea each: "${leadingSentences(splitLongSentence(cleanSentence(longest.text)), 50)}"`,
    });
  }
  if (!structure.problem && !f.tooShort) {
    list.push({
      kind: 'noProblem',
      priority: 55,
      issue: 'No problem stated: the listener does not feel why this matters',
      quote: quote(first),
      suggestion: `Name the pain before the product: "Today, ${content.audience ?? 'your customers'} lose [hours / money] every week because [the problem]. ${capitalizeFirst(content.productRef)} fixes that."`,
    });
  }
  const hedgeSegment = maxBy(segments, (s) => s.hedges);
  if (hedgeSegment && hedgeSegment.hedges > 0 && (f.hedgeCount >= 3 || hedgesPer100(f) > 1.5)) {
    list.push({
      kind: 'hedges',
      priority: f.hedgeCount >= 4 ? 66 : 48,
      issue: `Hedging: ${f.hedgeCount} softeners ("maybe", "I think", "just", "hopefully") make you sound unsure`,
      quote: quote(hedgeSegment),
      suggestion: `Say it with conviction: "${cleanSentence(hedgeSegment.text)}"`,
    });
  }
  return list;
}

function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
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

function selectImprovements(f: Findings): Improvement[] {
  return pickTop(candidates(f), 3).map(({ issue, quote, suggestion }) => ({ issue, quote, suggestion }));
}

function topKind(f: Findings): Kind | undefined {
  return pickTop(candidates(f), 1)[0]?.kind;
}

// ---------------------------------------------------------------------------------------------
// Strengths, exercise, summary

function selectStrengths(f: Findings): string[] {
  const list: string[] = [];
  const { content, structure } = f;
  if (structure.hook && content.hookSentence && !f.tooShort) list.push(`Strong opening: "${truncateWords(content.hookSentence, 20)}"`);
  if (structure.ask && f.askSpecific && f.askSegment) list.push(`A clear, specific ask: "${truncateWords(f.askSegment.text, 20)}"`);
  if (structure.proof && content.proofSentence && content.proofSentence !== content.hookSentence)
    list.push(`Concrete proof: "${truncateWords(content.proofSentence, 20)}"`);
  if (f.pace === 'persuasive') list.push(`Persuasive pace: ${f.wpm} wpm, inside the ${PACE_BAND.persuasiveMin}–${PACE_BAND.persuasiveMax} band`);
  else if (f.pace === 'good') list.push(`Comfortable pace: ${f.wpm} wpm, within ${PACE_BAND.min}–${PACE_BAND.max}`);
  if (f.wordCount >= MIN_PITCH_WORDS && f.fillerRate < FILLER_RATE.excellent) list.push(`Clean delivery: ${f.fillerRate}% filler words`);
  if (f.avgSentenceLength > 0 && f.avgSentenceLength <= 18 && f.wordCount >= MIN_PITCH_WORDS)
    list.push(`Short, easy-to-follow sentences (${f.avgSentenceLength} words on average)`);
  if (Object.values(structure).every(Boolean)) list.unshift('Complete structure: hook, problem, solution, proof and ask');
  if (list.length === 0) {
    list.push(f.wordCount > 0 ? 'You recorded a take: a baseline to beat next time' : 'You hit record: the first step is done');
  }
  return list.slice(0, 3);
}

const EXERCISES: Record<Kind, string> = {
  tooShort: 'Write five lines (hook, problem, solution, proof, ask), one sentence each, then record a take that lasts 45–60 seconds.',
  noAsk: 'Write your ask as one sentence with a number and a time, say it out loud five times, then record a take that ends on it.',
  overTime: 'Cut your script to 140 words, then record with the countdown visible and finish with at least 5 seconds left.',
  fillers: 'Record the same pitch again; each time you feel an "um" coming, pause silently for one second instead. Target: under 2% filler words.',
  pace: 'Read your pitch aloud with a timer and mark a pause after each key point; aim for 140–160 words per minute.',
  noHook: 'Write three openings (a question, a surprising number, a bold claim), record each, and keep the one that makes you want to hear more.',
  noSolution: 'Finish this sentence out loud until it takes under 8 seconds: "We help [who] [get what result] by [how]."',
  noProof: 'Collect your best three numbers (customers, growth, savings) and record a take that uses one of them right after the solution.',
  vagueAsk: 'Rewrite your ask with an amount or action plus a date, then record a take that ends on it.',
  rambling: 'Rewrite your script with no sentence longer than 15 words, then record it once without looking.',
  noProblem: "Describe your customer's worst moment with the problem in two sentences, and open your next take with it.",
  hedges: 'Record again and remove every "maybe", "I think" and "just"; state each point as a fact.',
};

function nextExercise(improvements: Improvement[], f: Findings): string {
  const kind = topKind(f);
  if (improvements.length === 0 || !kind) {
    return 'Record the same pitch for a new audience (an investor, then a customer) and change only the ask; keep everything else under 60 seconds.';
  }
  return EXERCISES[kind];
}

function summarize(f: Findings, overallScore: number): string {
  if (f.wordCount === 0) return `Score ${overallScore}/100. No speech was recognised, so nothing could be measured.`;
  const parts: string[] = [`Score ${overallScore}/100.`];
  const paceText =
    f.pace === 'estimated'
      ? `Duration ${f.duration} s is estimated from ${f.wordCount} words at ${ESTIMATED_WPM} wpm (no recording length), so pace was not scored.`
      : `Pace ${f.wpm} wpm over ${f.duration} s${f.pace === 'persuasive' ? ' (persuasive range)' : f.pace === 'good' ? ' (within 100–165)' : f.pace === 'fast' ? ' (too fast)' : f.pace === 'slow' ? ' (too slow)' : ' (too little speech to judge)'}.`;
  parts.push(paceText);
  if (f.overTime) parts.push(`Over time by ${f.overSeconds} s${f.durationEstimated ? ' (estimated)' : ''}.`);
  if (f.tooShort) parts.push('Too short to persuade.');
  parts.push(`Fillers ${f.fillerCount} (${f.fillerRate}%), hedges ${f.hedgeCount}.`);
  if (f.avgSentenceLength > 0) parts.push(`Sentences average ${f.avgSentenceLength} words.`);
  else parts.push('Sentence length not measured (no punctuation in the transcript).');
  const missing = (Object.keys(f.structure) as (keyof PitchReport['structure'])[]).filter((k) => !f.structure[k]);
  const present = 5 - missing.length;
  parts.push(`Structure ${present}/5${missing.length ? `; missing: ${missing.join(', ')}` : ''}.`);
  return parts.join(' ');
}
