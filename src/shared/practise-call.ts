import type { CallReport, CallSetup } from './calls.ts';
import type { SalesObjection, SalesSetup } from './reports.ts';

// Practising a real call (issue 31, part 4): a Sales Coach call in the real call's setup whose
// prospect raises the objections the real customer raised. The server builds the practice from
// these, and the web shows the same words before the call starts.

/** The prospect raises at most this many of the customer's objections: one call has room for a few. */
export const PRACTICE_OBJECTIONS_MAX = 3;
/** A transcribed objection can be a long turn; the prospect says its gist. */
export const PRACTICE_OBJECTION_MAX_CHARS = 160;
/** A call with no objection heard is practised against the most common doubt. */
const FALLBACK_OBJECTION: SalesObjection = 'Value / Skepticism';

/** "… and so on": cut at a word boundary so the prospect never says half a word. */
function clipWords(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, '')}…`;
}

/** The customer's objections, in their own words, the judged kind first (the one the rubric scored). */
export function practiceObjections(report: Pick<CallReport, 'objections' | 'judgedObjection'>): string[] {
  const main = report.objections.filter((o) => report.judgedObjection && o.kind === report.judgedObjection);
  const ordered = [...main, ...report.objections.filter((o) => !main.includes(o))];
  const seen = new Set<string>();
  const words: string[] = [];
  for (const objection of ordered) {
    const text = clipWords(objection.text, PRACTICE_OBJECTION_MAX_CHARS);
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    words.push(text);
    if (words.length === PRACTICE_OBJECTIONS_MAX) break;
  }
  return words;
}

/** The kind of objection to practise: the one the rubric judged, else the first heard, else value. */
export function practiceObjectionKind(report: Pick<CallReport, 'objections' | 'judgedObjection'>): SalesObjection {
  return report.judgedObjection ?? report.objections.find((o) => o.kind)?.kind ?? FALLBACK_OBJECTION;
}

/** The Sales Coach setup that replays the call: its product, customer, goal and difficulty, and its objection. */
export function practiceSetup(setup: CallSetup, report: Pick<CallReport, 'objections' | 'judgedObjection'>): SalesSetup {
  return { ...setup, objection: practiceObjectionKind(report) };
}
