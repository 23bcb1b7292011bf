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
