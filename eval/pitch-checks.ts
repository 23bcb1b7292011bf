// What a coach would be embarrassed to show a salesperson in a pitch report, checked on every
// report: a line to say that splices the speaker's weak sentence, a line that fits another kind of
// buyer, a heading that announces more fixes than it lists, praise for an opening that starts "um".

import { renderPitchReportMarkdown, type PitchReport } from '../src/shared/reports.ts';
import { serverT } from '../src/server/lib/i18n.ts';
import { suggestedLines, wordsOf } from './score.ts';

/** A run of this many words of the transcript inside a line to say is the speaker's sentence given back. */
export const SPLICE_WORDS = 5;

// The demonstrations that show the speaker's own sentence cleaned or split: they say so.
const DEMONSTRATION = /Said cleanly:|Say it with conviction:|Split it into short sentences/;

/** The lines the report offers to say, outside the demonstrations of the speaker's own sentence. */
export function linesToSay(report: PitchReport): string[] {
  const fromFixes = report.improvements.filter((i) => !DEMONSTRATION.test(i.suggestion)).flatMap((i) => suggestedLines(i.suggestion));
  return [...fromFixes, ...(report.rewrittenOpening.trim() ? [report.rewrittenOpening] : [])];
}

/** The longest run of consecutive words of `spoken` inside `line`, as words. */
export function longestSharedRun(line: string, spoken: string): string[] {
  const said = wordsOf(spoken);
  const own = wordsOf(line);
  let best: string[] = [];
  for (let i = 0; i < own.length; i += 1) {
    for (let j = 0; j < said.length; j += 1) {
      let n = 0;
      while (i + n < own.length && j + n < said.length && own[i + n] === said[j + n]) n += 1;
      if (n > best.length) best = own.slice(i, i + n);
    }
  }
  return best;
}

/** A line that carries SPLICE_WORDS or more consecutive words of the transcript. */
export function isSpliced(line: string, spoken: string): boolean {
  return longestSharedRun(line, spoken).length >= SPLICE_WORDS;
}

const HOUSEHOLD_ONLY = /\btake it home\b|\bthis afternoon\b|\byour family\b|\bstays at home\b|\bput one (?:of these \w+ )?aside\b/i;
const BUSINESS_ONLY =
  /\byour (?:shop|team|business|farm|school|clinic|restaurant|cooperative|kitchen|staff)\b|\bfirst order\b|\bpilot\b|\bfree for the first month\b|\blike you keep\b/i;
const PLACES = ['shop', 'farm', 'school', 'clinic', 'restaurant', 'cooperative', 'kitchen', 'hotel', 'factory'] as const;

/**
 * Why a line does not fit the pitch's buyer (labelled by the coach), or undefined: a household's ask
 * to a business, a business's to a household, or "your farm" to someone who never mentioned one.
 */
export function offContext(line: string, buyer: 'business' | 'household', spoken: string): string | undefined {
  if (buyer === 'business' && HOUSEHOLD_ONLY.test(line)) return 'household line to a business';
  if (buyer === 'household' && BUSINESS_ONLY.test(line)) return 'business line to a household';
  const said = spoken.toLowerCase();
  const place = PLACES.find(
    (p) =>
      new RegExp(`\\byour ${p}\\b`, 'i').test(line) &&
      !new RegExp(`\\b${p}`, 'i').test(said) &&
      !(p === 'shop' && /\b(?:duka|store|kiosk|stall|retail)/i.test(said)),
  );
  return place ? `"your ${place}" in a pitch that never mentions one` : undefined;
}

const T = serverT('en', 'report');

/** The heading's announced number of fixes against the numbered fixes under it; undefined when they agree. */
export function fixCountMismatch(report: PitchReport): string | undefined {
  const markdown = renderPitchReportMarkdown(report, T);
  const listed = report.improvements.length;
  const heading = markdown.match(/^### (The fix that matters most|The (\d+) fixes that matter most|Top improvements)$/m);
  if (!heading) return listed === 0 ? undefined : 'fixes listed under no counted heading';
  const announced = heading[1] === 'The fix that matters most' ? 1 : heading[2] ? Number(heading[2]) : 3;
  return announced === listed ? undefined : `announced ${announced}, listed ${listed}`;
}

const FILLER_OR_GREETING =
  /^\W*(?:u+h*m+|u+h+|e+r+m*|so|like|you know|well|okay|hello|hi|hey|good (?:morning|afternoon|evening)|my name is|i am [A-Z]|i'm [A-Z])/i;

/** "Strong opening" praise for a pitch whose first words are a filler or a greeting. */
export function praisesWeakOpening(report: PitchReport, spoken: string): boolean {
  return FILLER_OR_GREETING.test(spoken.trim()) && report.strengths.some((s) => /^Strong opening/.test(s));
}

/** A weak pitch: at most one part of five, or two in under 40 words; and the most it may score. */
const WEAK_PITCH_PARTS = 1;
const WEAK_PITCH_WORDS = 40;
const WEAK_PITCH_MAX_OVERALL = 40;

/**
 * Why a report flatters a weak pitch (one part of five at most, or two in under 40 words: a greeting
 * and a name, a price list), or undefined: a strength listed, a 10/10 anywhere, or an overall above 40.
 */
export function flattersWeakPitch(report: PitchReport): string | undefined {
  if (report.metrics.limited) return undefined;
  const parts = Object.values(report.structure).filter(Boolean).length;
  const weak = parts <= WEAK_PITCH_PARTS || (report.metrics.wordCount < WEAK_PITCH_WORDS && parts <= WEAK_PITCH_PARTS + 1);
  if (!weak) return undefined;
  if (report.strengths.length > 0) return `praised: ${report.strengths.join(' | ')}`;
  const full = Object.entries(report.scores).filter(([, score]) => score === 10);
  if (full.length > 0) return `${full.map(([name]) => name).join(', ')} 10/10`;
  return report.overallScore > WEAK_PITCH_MAX_OVERALL ? `overall ${report.overallScore}/100` : undefined;
}

// A demonstration of the speaker's own sentence, cleaned: it must read as a sentence a person says.
// "Sells spare parts for cars" lost its subject with the chunk before, "Hi good afternoon i am … to tell
// you about." is a greeting cut off: not sentences either.
const BROKEN_CLEAN_LINE =
  /\b(?:is|are|was|were|am|be)\s*,\s|,\s*[,.;!?]|\s[,.;!?]|"(?:yeah|so|and|but)\b|\byeah\b|^"(?:sells|sold|offers|provides|delivers|supplies|makes|helps|gives|brings|costs|works|has)\b|^"(?:hi|hello|good (?:morning|afternoon|evening))\b|\b(?:about|of|to|for|with|the|a)[.!?]"/i;

/** The "said cleanly" and "with conviction" lines that lost their grammar when the fillers went. */
export function brokenCleanLines(report: PitchReport): string[] {
  return report.improvements
    .filter((i) => DEMONSTRATION.test(i.suggestion))
    .map((i) => i.suggestion)
    .filter((suggestion) => BROKEN_CLEAN_LINE.test(suggestion.replace(/^.*?(?:Said cleanly|Say it with conviction|one idea each):\s*/, '"')));
}

const GREETING_ADVICE = /\bSkip the greeting\b/;

/** "Skip the greeting" told to a speaker who never greeted (the pitch opened on its product). */
export function greetingAdviceWithoutGreeting(report: PitchReport, spoken: string): boolean {
  return !FILLER_OR_GREETING.test(spoken.trim()) && report.improvements.some((i) => GREETING_ADVICE.test(i.suggestion));
}

/** Four words or more, and four in five of them said in `quote`: the same sentence, cleaned. */
function containedIn(line: string, quote: string): boolean {
  const words = wordsOf(line);
  const said = new Set(wordsOf(quote));
  return words.length >= 4 && words.filter((w) => said.has(w)).length >= words.length * 0.8;
}

/**
 * A sentence of the speaker shown by two fixes of one report (the same quote twice, or one fix's quote
 * given back "said cleanly" by another): the salesperson reads the same line twice.
 */
export function sameSentenceTwice(report: PitchReport): string[] {
  const found: string[] = [];
  report.improvements.forEach((fix, i) => {
    const own = fix.quote.trim();
    const shown = DEMONSTRATION.test(fix.suggestion) ? (fix.suggestion.match(/"([^"]+)"/)?.[1] ?? '') : '';
    report.improvements.forEach((other, j) => {
      const theirs = other.quote.trim();
      if (j === i || !theirs) return;
      if (j < i && own && own === theirs) found.push(own);
      else if (shown && containedIn(shown, theirs)) found.push(shown);
    });
  });
  return found;
}
