// How an engine answer is compared with a coach's labels, and what a coach would object to in
// the lines it suggests. Pure functions: the runner (run-eval.ts) feeds them engine output.

import type { PitchReport, SalesCallReport } from '../src/shared/reports.ts';
import {
  callIssueOfKind,
  fillerBandOf,
  paceBandOf,
  paceBandOfSyllables,
  pitchIssueOfKind,
  talkBandOf,
  toneOfKinds,
  type CallLabels,
  type CallSample,
  type PitchLabels,
} from './taxonomy.ts';

export interface EngineAnswer<R> {
  report: R;
  /** The Kinds of the engine's improvements, the first fix first. */
  improvementKinds: readonly string[];
}

/** One labelled dimension of one sample: the coach's value and the engine's. */
export interface Comparison {
  sample: string;
  dimension: string;
  label: string;
  engine: string;
  agrees: boolean;
}

const compare = (sample: string, dimension: string, label: string, engine: string, agrees = label === engine): Comparison => ({
  sample,
  dimension,
  label,
  engine,
  agrees,
});

/** English pace is labelled in words per minute; the other languages' in syllables per second (issue 32). */
function enginePaceBand({ metrics }: PitchReport): string {
  const { paceLanguage, syllablesPerSecond } = metrics;
  if (paceLanguage === undefined || paceLanguage === 'en' || syllablesPerSecond === undefined) return paceBandOf(metrics.wordsPerMinute);
  return paceBandOfSyllables(syllablesPerSecond, paceLanguage);
}

export function comparePitch(sampleId: string, labels: PitchLabels, answer: EngineAnswer<PitchReport>): { dimensions: Comparison[]; firstFix: Comparison } {
  const { report } = answer;
  const structure = (Object.keys(labels.structure) as (keyof PitchLabels['structure'])[]).map((part) =>
    compare(sampleId, part, String(labels.structure[part]), String(report.structure[part])),
  );
  return {
    dimensions: [
      ...structure,
      compare(sampleId, 'paceBand', labels.paceBand, enginePaceBand(report)),
      compare(sampleId, 'fillerBand', labels.fillerBand, fillerBandOf(report.metrics.fillerRate)),
    ],
    firstFix: compare(sampleId, 'mainIssue', labels.mainIssue, pitchIssueOfKind(answer.improvementKinds[0])),
  };
}

/**
 * The engine has no field for discovery or tone: it asked discovery questions when it did not list
 * a `discovery` improvement, and its tone is the tone Kind it listed. Tone agrees when both see a
 * tone problem or both see none: "you're wasting my time" is pushy and rude at once, and a coach
 * cares that it is named more than which of the two words is used.
 */
export function compareCall(sampleId: string, labels: CallLabels, answer: EngineAnswer<SalesCallReport>): { dimensions: Comparison[]; firstFix: Comparison } {
  const { report, improvementKinds } = answer;
  const tone = toneOfKinds(improvementKinds);
  return {
    dimensions: [
      compare(sampleId, 'objectionHandled', String(labels.objectionHandled), String(report.objectionHandled)),
      compare(sampleId, 'nextStepSecured', String(labels.nextStepSecured), String(report.nextStepSecured)),
      compare(sampleId, 'outcome', labels.outcome, report.outcome),
      compare(sampleId, 'talkBand', labels.talkBand, talkBandOf(report.metrics.talkRatio)),
      compare(sampleId, 'askedDiscovery', String(labels.askedDiscovery), String(!improvementKinds.includes('discovery'))),
      compare(sampleId, 'tone', labels.tone, tone, (tone === 'none') === (labels.tone === 'none')),
    ],
    firstFix: compare(sampleId, 'mainIssue', labels.mainIssue, callIssueOfKind(improvementKinds[0])),
  };
}

/** The share of comparisons that agree, in percent with one decimal (100 when there are none). */
export function agreementPercent(comparisons: readonly Comparison[]): number {
  if (comparisons.length === 0) return 100;
  return Math.round((comparisons.filter((c) => c.agrees).length / comparisons.length) * 1000) / 10;
}

// ---------------------------------------------------------------------------------------------
// Suggested lines

/** Lower-case words, punctuation and ellipses dropped, apostrophes inside words kept. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((word, i) => haystack[start + i] === word)) return true;
  }
  return false;
}

/** Sentences shorter than this are neither new nor echoed ("Tuesday at 10?"). */
export const ECHO_MIN_WORDS = 4;

/**
 * A suggested line echoes the speaker when it brings nothing new: every sentence of it (of at
 * least ECHO_MIN_WORDS words) is a contiguous run of words of something the speaker said (the
 * pitch, or one turn of the rep), case and punctuation ignored. That is the speaker's sentence
 * unchanged, re-cased, re-punctuated, trimmed at either end, or several of them strung together.
 * A rewrite that removes words from inside a sentence (fillers, hedges) or adds one of its own
 * is not an echo.
 */
export function isEcho(line: string, spoken: readonly string[]): boolean {
  const said = spoken.map(wordsOf);
  const sentences = line
    .split(/(?<=[.!?])\s+/)
    .map(wordsOf)
    .filter((words) => words.length >= ECHO_MIN_WORDS);
  return sentences.length > 0 && sentences.every((sentence) => said.some((words) => containsRun(words, sentence)));
}

const PLACEHOLDERS: RegExp[] = [
  /\[[^\]]*\]/, // [your customer], [N]
  /\{[^}]*\}/, // an unfilled message value
  /<[^>]+>/,
  /(?<![\p{L}\p{N}])\$?[XYZN](?![\p{L}\p{N}-])/u, // X hours, $Y, N customers
  /\b(?:your|our|the) product\b/i,
  /\bTBD\b|_{3,}/,
];

/** The placeholders left in a line ("[X hours or $Y]", "our product"): none in a line to say. */
export function placeholdersIn(line: string): string[] {
  return PLACEHOLDERS.flatMap((pattern) => line.match(pattern)?.[0] ?? []);
}

// A quoted span right after these words points at the speaker's own words ("Cut first: "…"",
// "pause after "…""): it is a reference, not a line to say.
const REFERENCE_CUE = /(?:cut first:|after)\s*$/i;

/** The lines a suggestion offers to say: its quoted spans that are not references to the speaker. */
export function suggestedLines(suggestion: string): string[] {
  return [...suggestion.matchAll(/"([^"]+)"/g)].filter((m) => !REFERENCE_CUE.test(suggestion.slice(0, m.index))).map((m) => m[1]);
}

export function pitchLines(report: PitchReport): string[] {
  return [...(report.rewrittenOpening.trim() ? [report.rewrittenOpening] : []), ...report.improvements.flatMap((i) => suggestedLines(i.suggestion))];
}

export function callLines(report: SalesCallReport): string[] {
  return report.improvements.flatMap((i) => suggestedLines(i.suggestion));
}

// ---------------------------------------------------------------------------------------------
// Quotes

const normalizeSpacing = (text: string) =>
  text
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/** The quotes a report attributes to the speaker: each improvement's quote and the quoted spans of its strengths. */
export function quotesOf(report: PitchReport | SalesCallReport): string[] {
  const strengthQuotes = report.strengths.flatMap((s) => [...s.matchAll(/"([^"]+)"/g)].map((m) => m[1]));
  return [...report.improvements.map((i) => i.quote), ...strengthQuotes].filter((quote) => quote.trim().length > 0);
}

/** A quote is verbatim when, without the ellipsis that marks a cut, it appears in what the speaker said. */
export function isVerbatim(quote: string, spoken: string): boolean {
  return normalizeSpacing(spoken).includes(normalizeSpacing(quote.replace(/\s*…$/, '')));
}

/** What the speaker said, as the quotes must find it: the pitch, or the rep's turns. */
export function spokenByRep(sample: CallSample): string[] {
  return sample.turns.filter((t) => t.role === 'user').map((t) => t.text);
}
