// The fixes of a pitch report: every candidate fix with its priority, and the few that matter
// most, each quoting the speaker and offering a line to say.

import { PITCH_SECONDS } from '../../../shared/limits.ts';
import { type Improvement } from '../../../shared/reports.ts';
import { mostFrequent } from './pitch-signals.ts';
import { type Voice } from './pitch-voice.ts';
import { isMereEcho } from './pitch-rewrites.ts';
import type { Tongue } from './tongues/tongue.ts';
import { SAYINGS } from './tongues/sayings.ts';

const joinersOf = ({ language }: Tongue) => {
  const { and, so, then } = SAYINGS[language];
  return { and, so, then };
};
import { pickTop } from './ranking.ts';
import type { Kind } from './pitch-kinds.ts';
import { countWords, truncateWords } from './text.ts';
import {
  ESTIMATED_WPM,
  FILLER_RATE,
  type Findings,
  HEAVY_FILLER_RATE,
  MIN_PITCH_WORDS,
  paceReading,
  QUOTE_WORDS,
  RAMBLING_SENTENCE_WORDS,
  type Segment,
  isRunOn,
  maxBy,
} from './pitch-measure.ts';
import { hedgesPer100, isThin } from './pitch-scores.ts';
import { paceBand, paceIssue, paceValues, persuasiveRate } from './pitch-pace.ts';

// ---------------------------------------------------------------------------------------------
// Improvements: candidates with a priority; the three most important are kept

interface Candidate extends Improvement {
  kind: Kind;
  priority: number;
}

export const quote = (segment: Segment | string | undefined) => truncateWords(typeof segment === 'string' ? segment : (segment?.text ?? ''), QUOTE_WORDS);

/**
 * The priority table, highest first: what a coach fixes first (checked against `npm run eval`).
 * tooShort 95 (nothing else can be judged) · rude 93 (an insulted listener stops listening) ·
 * noAsk 90 · overTime 85–95 (cut off before the ask) · heavy hedges 82 (doubt undoes every part) ·
 * heavy fillers 80 · noSolution 78 (no offer to say yes to) · rambling 74 (lost in every part) ·
 * noProblem 72 (a brochure, not a reason) · noHook 70 · vagueAsk 67 · noProof 65 · pace 62 ·
 * lighter fillers and hedges below · polish 10 (only when nothing else is found).
 */
/** Over the minute by less than this: trimmed with the other fixes, not named first. */
const SLIGHTLY_OVER_SECONDS = 5;

/** The speaker's own softeners, most frequent first, each quoted as the reader's language quotes a word. */
export function saidWords(f: Findings, { say, list }: Voice, type: 'conjunction' | 'disjunction' | 'unit'): string {
  return list(
    f.tongue.hedgeWords(f.text).map((word) => say('quotedWord', { word })),
    type,
  );
}

export function candidates(f: Findings, v: Voice): Candidate[] {
  const { t, num, say } = v;
  if (f.wordCount === 0) {
    return [{ kind: 'tooShort', priority: 100, issue: t('improvement.noWords.issue'), quote: '', suggestion: t('tooLittle.exercise') }];
  }
  const list: Candidate[] = [];
  const { segments, content, structure, said, tongue } = f;
  const { isGreeting, isBiography, isRude } = tongue;
  const first = segments[0];
  const last = segments[segments.length - 1];
  // A pitch that already hooks is never given a generic opening in place of its own.
  const opening = content.hookSentence ? undefined : said.opening;
  const { ask } = said;
  // Sentences another fix quotes (the pace fix the first, the vague-ask fix the ask): a "said cleanly"
  // demonstration uses another one, so the salesperson never reads the same sentence twice.
  const quotedByOthers = new Set([
    ...(f.pace === 'fast' || f.pace === 'slow' ? [first.text] : []),
    ...(!f.askSpecific && f.askSegment ? [f.askSegment.text] : []),
  ]);
  // An ask read across two chunks of recognised speech quotes both: neither is shown again by another fix.
  const notQuoted = segments.filter((s) => ![...quotedByOthers].some((q) => q.includes(s.text)));

  if (f.tooShort) {
    const why =
      f.wordCount * f.wordScale < MIN_PITCH_WORDS
        ? t('improvement.tooShort.words', { count: f.wordCount, n: num(f.wordCount) })
        : t('improvement.tooShort.seconds', { n: num(f.duration) });
    list.push({
      kind: 'tooShort',
      priority: 95,
      issue: t('improvement.tooShort.issue', { why }),
      quote: quote(f.text),
      // The opening is shown once, under Rewritten opening: the example refers to it.
      suggestion: ask
        ? say(opening ? 'improvement.tooShort.suggestionOpening' : 'improvement.tooShort.suggestion', { line: ask })
        : t('improvement.tooShort.suggestionPlain'),
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
      suggestion: ask ? say('improvement.noAsk.suggestion', { line: ask }) : t('improvement.noAsk.suggestionPlain'),
    });
  } else if (!f.askSpecific && f.askSegment) {
    list.push({
      kind: 'vagueAsk',
      priority: 67,
      issue: t('improvement.vagueAsk.issue'),
      quote: quote(f.askSegment),
      // A too-short take's first fix already ends on this ask: a line to say is shown once.
      suggestion:
        f.tooShort && ask
          ? t('improvement.vagueAsk.suggestionAbove')
          : ask
            ? say('improvement.vagueAsk.suggestion', { line: ask })
            : t('improvement.vagueAsk.suggestionPlain'),
    });
  }
  if (f.overTime) {
    const at60 = segmentAtWord(segments, Math.floor((PITCH_SECONDS * f.wordCount) / Math.max(f.duration, 1)));
    const target = Math.round((PITCH_SECONDS * f.wpm) / 60);
    const cut = cutCandidate(f);
    const suggestion = t('improvement.overTime.suggestion', { target: num(target), words: num(f.wordCount) });
    list.push({
      kind: 'overTime',
      // A few seconds over is trimmed in passing; a pitch cut off before its ask is not.
      priority: f.overSeconds < SLIGHTLY_OVER_SECONDS ? 58 : 85 + Math.min(10, f.overSeconds / 3),
      issue: f.durationEstimated
        ? f.tongue.language === 'en'
          ? t('improvement.overTime.estimatedIssue', { words: num(f.wordCount), duration: num(f.duration), wpm: num(ESTIMATED_WPM), over: num(f.overSeconds) })
          : t('improvement.overTime.estimatedIssueSyllables', {
              syllables: num(f.syllables),
              duration: num(f.duration),
              rate: num(persuasiveRate(f.tongue.language)),
              over: num(f.overSeconds),
            })
        : t('improvement.overTime.issue', { duration: num(f.duration), over: num(f.overSeconds) }),
      quote: quote(at60),
      suggestion: cut ? `${suggestion} ${say('improvement.overTime.cutFirst', { line: truncateWords(cut.text, 15) })}` : suggestion,
    });
  }
  const fillerSegment = maxBy(segments, (s) => s.fillers.count);
  if (fillerSegment && f.fillerCount >= 2 && f.fillerRate >= FILLER_RATE.excellent) {
    const cleaned = cleanedLine(tongue, notQuoted, (s) => s.fillers.count, segments);
    // The speaker's own fillers, the most frequent first: "Most common" names what was said.
    const labels = mostFrequent(segments.flatMap((s) => s.fillers.labels)).join(', ');
    list.push({
      kind: 'fillers',
      // A filler every few words drowns the pitch: it comes before even heavy hedging.
      priority: f.fillerRate >= HEAVY_FILLER_RATE ? 84 : f.fillerRate >= FILLER_RATE.ok ? 80 : 55,
      issue: t('improvement.fillers.issue', { count: num(f.fillerCount), rate: num(f.fillerRate), excellent: num(FILLER_RATE.excellent), labels }),
      quote: quote(cleaned?.segment ?? fillerSegment),
      suggestion: cleaned
        ? say('improvement.fillers.suggestion', { line: cleaned.line })
        : say('improvement.fillers.suggestionPause', { filler: SAYINGS[tongue.language].filler }),
    });
  }
  if (f.pace === 'fast' || f.pace === 'slow') {
    const fast = f.pace === 'fast';
    const reading = paceReading(f);
    const lineToPause = { quote: truncateWords(first.text, 12) };
    let suggestion: string;
    if (f.tongue.language === 'en') {
      // English times the words at the 150 wpm coaches know; the words actually spoken are the
      // sound's count when the transcript's was off.
      const words = f.sound?.words ?? f.wordCount;
      const timing = { words: num(words), seconds: num(Math.round((words / ESTIMATED_WPM) * 60)) };
      suggestion = fast
        ? say('improvement.pace.fastSuggestion', lineToPause, { ...timing, duration: num(f.duration) })
        : t('improvement.pace.slowSuggestionPlain', { ...timing, wpm: num(ESTIMATED_WPM) });
    } else {
      // Words per minute mean little in a language of long words: the syllables are timed instead.
      const rate = persuasiveRate(f.tongue.language);
      const timing = { syllables: num(f.syllables), seconds: num(Math.round(f.syllables / rate)), duration: num(f.duration) };
      suggestion = fast
        ? say('improvement.pace.fastSuggestionSyllables', lineToPause, timing)
        : t('improvement.pace.slowSuggestionSyllables', { ...timing, rate: num(rate), language: paceValues(reading, 'persuasive', v).language });
    }
    list.push({ kind: 'pace', priority: 62, issue: paceIssue(reading, v), quote: quote(first), suggestion });
  }
  if (!structure.hook && !f.tooShort) {
    list.push({
      kind: 'noHook',
      priority: 70,
      issue: t('improvement.noHook.issue'),
      quote: quote(first),
      // "Skip the greeting" only to a speaker who greeted: a pitch that opens on its product is told what to open with.
      suggestion: opening
        ? t('improvement.noHook.suggestionBelow')
        : t(isGreeting(first.text) || isBiography(first.text) ? 'improvement.noHook.suggestionPlain' : 'improvement.noHook.suggestionQuestion'),
    });
  }
  if (!structure.solution && !f.tooShort) {
    // A listener who never hears what is offered cannot say yes, however good the opening.
    list.push({
      kind: 'noSolution',
      priority: 78,
      issue: t('improvement.noSolution.issue'),
      quote: quote(content.problemSentence ?? first),
      suggestion: said.solution ? say('improvement.noSolution.suggestion', { line: said.solution }) : t('improvement.noSolution.suggestionPlain'),
    });
  }
  if (!structure.proof && !f.tooShort) {
    const claim = content.solutionSentence ?? first.text;
    list.push({
      kind: 'noProof',
      priority: 65,
      issue: t('improvement.noProof.issue'),
      quote: quote(claim),
      suggestion: say('improvement.noProof.suggestion', { line: said.proof }),
    });
  }
  // Sentence limits stay in words in every language: a listener follows ideas per sentence, not syllables.
  const sentenceLimit = RAMBLING_SENTENCE_WORDS;
  if (f.avgSentenceLength > sentenceLimit || (f.longest && f.longest.words > 40) || isRunOn(f)) {
    // Recognised chunks are all about as long: show one the ask does not already quote.
    const longest = (f.punctuated ? undefined : maxBy(notQuoted, (s) => s.words)) ?? (f.longest as Segment);
    // A chunk of recognised speech that opens mid-phrase ("and nissan and um also some…") gives no sentence.
    const at = segments.indexOf(longest);
    const opensOnSubject = tongue.hasSubjectStart?.(tongue.cleanSentence(longest.text).replace(/^\W*(?:and|but|so|or|because)\b\W*/i, '')) ?? true;
    const midPhrase = !f.punctuated && at > 0 && !opensOnSubject;
    const rewrite = midPhrase ? undefined : tongue.splitRewrite?.(longest.text, 50);
    // "Hi good afternoon i am nurse akinyi … to tell you about." is no line to say: a greeting, cut off.
    const split = rewrite && !tongue.isFragment(rewrite) && !isGreeting(rewrite) ? rewrite : undefined;
    const detail =
      f.avgSentenceLength > 0
        ? t('improvement.rambling.average', { count: f.avgSentenceLength, avg: num(f.avgSentenceLength) })
        : t('improvement.rambling.longest', { count: longest.words, n: num(longest.words) });
    // Recognised speech chained with "and … then … so" has no sentence to count: "20 words in one;
    // listeners lose the thread after about 25" would contradict itself.
    const chained = f.avgSentenceLength <= sentenceLimit && longest.words <= sentenceLimit;
    list.push({
      // Run-on sentences lose the listener in every part of the pitch: above a missing problem or hook.
      kind: 'rambling',
      priority: f.avgSentenceLength > sentenceLimit || isRunOn(f) ? 74 : 50,
      issue: chained ? say('improvement.rambling.runOnIssue', joinersOf(tongue)) : t('improvement.rambling.issue', { detail, max: num(sentenceLimit) }),
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
      suggestion: said.problem ? say('improvement.noProblem.suggestion', { line: said.problem }) : t('improvement.noProblem.suggestionPlain'),
    });
  }
  const hedgeSegment = maxBy(notQuoted, (s) => s.hedges);
  // One "just" in a short pitch is a word, not a habit: it takes two to be worth a fix.
  if (f.hedgeCount >= 2 && (f.hedgeCount >= 3 || hedgesPer100(f) > 1.5) && segments.some((s) => s.hedges > 0)) {
    const cleaned = cleanedLine(tongue, notQuoted, (s) => s.hedges, segments);
    // Polite softeners in the greeting and the goodbye ("if you have time", "maybe come by") are not
    // doubt in every claim: heavy hedging is hedging spread over the pitch.
    const hedgedSentences = segments.filter((s) => s.hedges > 0).length;
    // Doubt in every sentence undoes hook, proof and ask at once: heavy hedging outranks fillers and
    // structure gaps, all but a missing ask.
    list.push({
      kind: 'hedges',
      priority: hedgesPer100(f) >= HEAVY_HEDGES_PER_100 && hedgedSentences >= Math.min(3, segments.length) ? 82 : f.hedgeCount >= 4 ? 66 : 48,
      // The speaker's own softeners, never a list of examples they did not say.
      issue: say('improvement.hedges.issue', { words: saidWords(f, v, 'unit') }, { count: f.hedgeCount, n: num(f.hedgeCount) }),
      quote: cleaned ? quote(cleaned.segment) : hedgeSegment && hedgeSegment.hedges > 0 ? quote(hedgeSegment) : '',
      suggestion: cleaned
        ? say('improvement.hedges.suggestion', { line: cleaned.line })
        : say('improvement.hedges.suggestionPlain', { words: saidWords(f, v, 'conjunction') }),
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
function cleanedLine(
  { cleanSentence, isFragment, isGreeting, startsOnVerb, hasSubjectStart }: Tongue,
  segments: Segment[],
  count: (s: Segment) => number,
  all: Segment[],
): { segment: Segment; line: string } | undefined {
  const ranked = segments.filter((s) => count(s) > 0).sort((a, b) => count(b) - count(a));
  for (const segment of ranked) {
    const line = cleanSentence(segment.text);
    // A broken line is no demonstration: the plain suggestion is better than a fragment to say, and
    // "Sells spare parts…" (its subject left in the chunk before) is not a sentence.
    const before = all[all.indexOf(segment) - 1];
    const cutFromSubject = before !== undefined && isFragment(cleanSentence(before.text).replace(/[.!?]+$/, ''));
    // A greeting is skipped, not said again with conviction.
    if (
      countWords(line) >= 4 &&
      !isMereEcho(line, segment.text) &&
      !isFragment(line) &&
      !isGreeting(line) &&
      !(startsOnVerb?.(line) ?? false) &&
      !(cutFromSubject && !(hasSubjectStart?.(line) ?? true))
    )
      return { segment, line };
  }
  return undefined;
}

/** Hedges per 100 words from which doubt colours the whole pitch. */
const HEAVY_HEDGES_PER_100 = 4;

/**
 * A strong pitch still gets one thing to work on: pace into the persuasive band, a number in the
 * proof, a time in the ask, or else the pause before the ask where the pitch is won.
 */
function polishCandidate(f: Findings, v: Voice): Candidate {
  const { t } = v;
  const base = { kind: 'polish', priority: 10 } as const;
  if (f.pace === 'good') {
    const band = paceValues(paceReading(f), 'persuasive', v);
    const slow = f.syllablesPerSecond < paceBand(f.tongue.language).persuasiveMin;
    return {
      ...base,
      issue: t(slow ? 'improvement.polish.slowIssueSyllables' : 'improvement.polish.fastIssueSyllables', band),
      quote: quote(f.segments[0]),
      suggestion: t(slow ? 'improvement.polish.slowSuggestionSyllables' : 'improvement.polish.fastSuggestionSyllables', band),
    };
  }
  const proof = f.content.proofSentence;
  if (proof && !f.tongue.hasNumber(proof)) {
    return { ...base, issue: t('improvement.polish.proofIssue'), quote: quote(proof), suggestion: t('improvement.polish.proofSuggestion') };
  }
  if (f.askSegment && !f.tongue.hasTime(f.askSegment.text)) {
    return { ...base, issue: t('improvement.polish.askIssue'), quote: quote(f.askSegment), suggestion: t('improvement.polish.askSuggestion') };
  }
  const last = f.askSegment ?? f.segments[f.segments.length - 1];
  // In recognised speech the ask is quoted from its request, not from the chunk's cut ("this year and they earn…").
  const said = f.punctuated || !f.askSegment ? last.text : (f.tongue.askPart?.(last.text) ?? last.text);
  return { ...base, issue: t('improvement.polish.pauseIssue'), quote: quote(said), suggestion: t('improvement.polish.pauseSuggestion') };
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

export function selectImprovements(f: Findings, v: Voice): Improvement[] {
  // A sentence quoted by a higher fix is not quoted again: the same line under two fixes reads as a loop.
  const shown = new Set<string>();
  return pickTop(candidates(f, v), 3).map(({ issue, quote, suggestion }) => {
    const repeated = quote !== '' && shown.has(quote);
    shown.add(quote);
    return { issue, quote: repeated ? '' : quote, suggestion };
  });
}

export function topKind(f: Findings, v: Voice): Kind | undefined {
  return pickTop(candidates(f, v), 1)[0]?.kind;
}
