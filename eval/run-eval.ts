// Runs the offline engine on every labelled sample and gathers the figures `npm run eval` prints.

import { analyzePitchWithKinds } from '../src/server/ai/analysis/pitch-analysis.ts';
import { analyzeSalesCallWithKinds } from '../src/server/ai/analysis/sales-call-analysis.ts';
import { CALLS } from './calls.ts';
import { runCallGradeEval, type CallGradeFigures, type CallGradeResult } from './call-grades.ts';
import { runFieldCallEval, type FieldCallFigures, type FieldCallResult } from './field-call-checks.ts';
import { runProspectEval, type ProspectEvalResult } from './prospect-calls.ts';
import { TYPED_PITCHES } from './pitches.ts';
import { COACH_PITCHES, COUNTED_HELD_OUT_PITCHES, HELD_OUT_PITCHES, SECOND_HELD_OUT_PITCHES, type CoachPitch } from './pitches-coach.ts';
import {
  brokenCleanLines,
  fixCountMismatch,
  flattersWeakPitch,
  greetingAdviceWithoutGreeting,
  isSpliced,
  linesToSay,
  offContext,
  praisesWeakOpening,
  sameSentenceTwice,
} from './pitch-checks.ts';
import { renderPitchReportMarkdown, type PitchReport } from '../src/shared/reports.ts';
import { serverT } from '../src/server/lib/i18n.ts';
import { SPOKEN_PITCHES } from './recognition-pitches.ts';
import { toRecognitionStyle } from './recognition.ts';
import { TONGUE_LANGUAGES, tongueFigures, type TongueReading } from './tongue-pitches.ts';
import { TUNED_CALLS, tongueAgreement } from './call-tongue-check.ts';
import { HELD_OUT_CALLS } from './calls-tongues-held-out.ts';
import {
  agreementPercent,
  callLines,
  compareCall,
  comparePitch,
  isEcho,
  isVerbatim,
  pitchLines,
  placeholdersIn,
  quotesOf,
  spokenByRep,
  type Comparison,
} from './score.ts';
import type { CallSample, PitchSample } from './taxonomy.ts';

/** A line or quote a coach would object to, with the sample it came from. */
export interface Flag {
  sample: string;
  text: string;
  detail?: string;
}

export interface EvalFigures extends CallGradeFigures, FieldCallFigures {
  pitchTyped: number;
  pitchRecognition: number;
  firstFixTyped: number;
  firstFixRecognition: number;
  calls: number;
  callsReworded: number;
  rewordedVerdicts: number;
  callFirstFix: number;
  quotesVerbatim: number;
  echoedLines: number;
  placeholderLines: number;
  prospectRepeatedLines: number;
  prospectOffContextLines: number;
  prospectEarlyPriceObjections: number;
  prospectSameScriptAcrossSeeds: number;
  prospectAnswerRelevance: number;
  /** Pitch lines to say carrying a run of five or more of the speaker's words (outside "said cleanly"). */
  splicedLines: number;
  /** Pitch lines that fit another kind of buyer than the coach's label, or name a place the pitch never did. */
  offContextLines: number;
  /** Pitch reports whose heading announces a different number of fixes than it lists. */
  fixCountMismatches: number;
  /** "Strong opening" praise for a pitch that starts with a filler or a greeting. */
  weakOpeningPraise: number;
  /** Weak pitches (a greeting and a name, a price list) praised, scored 10/10 somewhere or above 40. */
  weakPitchFlattery: number;
  /** "Said cleanly" and "with conviction" lines that lost their grammar with the fillers. */
  brokenCleanLines: number;
  /** "Skip the greeting" told to a pitch that never greeted. */
  misplacedGreetingAdvice: number;
  /** A sentence of the speaker shown by two fixes of one report. */
  sameSentenceTwice: number;
  /** French, Portuguese, Spanish and Swahili pitches, typed and recognised: agreement with the coach (%). */
  pitchFr: number;
  pitchPt: number;
  pitchEs: number;
  pitchSw: number;
  /** The same on each language's held-out pitches, never tuned on (%). */
  pitchHeldOutFr: number;
  pitchHeldOutPt: number;
  pitchHeldOutEs: number;
  pitchHeldOutSw: number;
  /** Lines splicing or echoing the speaker, placeholders, quotes not verbatim, flattery, one sentence twice: in those four languages. */
  tonguePitchFlags: number;
  /** Practice calls in French, Portuguese, Spanish and Swahili: agreement with the coach's labels (%). */
  callFr: number;
  callPt: number;
  callEs: number;
  callSw: number;
  /** Their first fix = the coach's main issue, the four languages together (%). */
  callTonguesFirstFix: number;
  /** Held-out calls in the four languages (written after the signals were tuned): labels (%). */
  callTonguesHeldOut: number;
}
export type FigureName = keyof EvalFigures;

export interface EvalResult {
  figures: EvalFigures;
  sizes: { typedPitches: number; recognitionPitches: number; calls: number; rewordedCalls: number; rewordedGroups: number; lines: number; quotes: number };
  /** Per-dimension agreement, per set. */
  dimensions: Record<'typed' | 'recognition' | 'calls' | 'reworded', Record<string, number>>;
  misses: Comparison[];
  echoes: Flag[];
  placeholders: Flag[];
  unverifiedQuotes: Flag[];
  /** The scripted prospect, simulated across products (eval/prospect-calls.ts). */
  prospect: ProspectEvalResult;
  spliced: Flag[];
  offContext: Flag[];
  fixCounts: Flag[];
  weakOpenings: Flag[];
  flattery: Flag[];
  brokenLines: Flag[];
  greetingAdvice: Flag[];
  repeatedSentences: Flag[];
  /** Full markdown of a few pitch reports, for a human to read each run. */
  sampleReports: { sample: string; markdown: string }[];
  /** Graded calls: score order, awful and short calls, objection credit, question kinds (eval/call-grades.ts). */
  callGrades: CallGradeResult;
  /** Field calls: new products and buyers played live, read against a coach's labels (eval/field-call-checks.ts). */
  fieldCalls: FieldCallResult;
  /** Each other language's pitches as read, main and held-out (eval/tongue-pitches.ts). */
  tongues: { language: string; main: TongueReading[]; held: TongueReading[] }[];
}

interface Checked {
  dimensions: Comparison[];
  firstFix: Comparison;
  lines: { sample: string; line: string; spoken: string[] }[];
  quotes: { sample: string; quote: string; spoken: string }[];
  pitch?: { sample: string; report: PitchReport; spoken: string; buyer?: CoachPitch['buyer'] };
}

function checkPitch(sample: PitchSample, text: string, idSuffix = ''): Checked {
  const id = `${sample.id}${idSuffix}`;
  const answer = analyzePitchWithKinds(text, sample.durationSeconds);
  return {
    ...comparePitch(id, sample.labels, answer),
    lines: pitchLines(answer.report).map((line) => ({ sample: id, line, spoken: [text] })),
    quotes: quotesOf(answer.report).map((quote) => ({ sample: id, quote, spoken: text })),
    pitch: { sample: id, report: answer.report, spoken: text, buyer: (sample as Partial<CoachPitch>).buyer },
  };
}

/** The coach's objections to pitch reports, one list per check. */
function pitchFlags(checked: Checked[]) {
  const spliced: Flag[] = [];
  const off: Flag[] = [];
  const fixCounts: Flag[] = [];
  const weakOpenings: Flag[] = [];
  const flattery: Flag[] = [];
  const brokenLines: Flag[] = [];
  const greetingAdvice: Flag[] = [];
  const repeatedSentences: Flag[] = [];
  for (const { pitch } of checked) {
    if (!pitch) continue;
    const { sample, report, spoken, buyer } = pitch;
    for (const line of linesToSay(report)) {
      if (isSpliced(line, spoken)) spliced.push({ sample, text: line });
      const why = buyer ? offContext(line, buyer, spoken) : undefined;
      if (why) off.push({ sample, text: line, detail: why });
    }
    const mismatch = fixCountMismatch(report);
    if (mismatch) fixCounts.push({ sample, text: mismatch });
    if (praisesWeakOpening(report, spoken)) weakOpenings.push({ sample, text: report.strengths.join(' | ') });
    const flatters = flattersWeakPitch(report);
    if (flatters) flattery.push({ sample, text: flatters });
    for (const line of brokenCleanLines(report)) brokenLines.push({ sample, text: line });
    if (greetingAdviceWithoutGreeting(report, spoken)) greetingAdvice.push({ sample, text: report.improvements.map((i) => i.suggestion).join(' | ') });
    for (const sentence of sameSentenceTwice(report)) repeatedSentences.push({ sample, text: sentence });
  }
  return { spliced, off, fixCounts, weakOpenings, flattery, brokenLines, greetingAdvice, repeatedSentences };
}

// Read by a human each run: a consumer pitch opened with a name, an "um" opening to shops, a wholesaler.
const SAMPLE_REPORT_IDS = ['k01-otieno-solar-lamps-greeting', 'k02-kisumu-solar-fridge-um-opening', 'k03-mombasa-cooking-oil-wholesale'];

function sampleReports(pitches: readonly PitchSample[]): { sample: string; markdown: string }[] {
  const t = serverT('en', 'report');
  return SAMPLE_REPORT_IDS.flatMap((id) => {
    const sample = pitches.find((p) => p.id === id);
    return sample ? [{ sample: id, markdown: renderPitchReportMarkdown(analyzePitchWithKinds(sample.text, sample.durationSeconds).report, t) }] : [];
  });
}

function checkCall(sample: CallSample): Checked {
  const answer = analyzeSalesCallWithKinds(sample.turns, sample.setup);
  const spoken = spokenByRep(sample);
  return {
    ...compareCall(sample.id, sample.labels, answer),
    lines: callLines(answer.report).map((line) => ({ sample: sample.id, line, spoken })),
    // Consecutive rep turns are quoted as one monologue.
    quotes: quotesOf(answer.report).map((quote) => ({ sample: sample.id, quote, spoken: spoken.join(' ') })),
  };
}

function byDimension(comparisons: Comparison[]): Record<string, number> {
  const names = [...new Set(comparisons.map((c) => c.dimension))];
  return Object.fromEntries(names.map((name) => [name, agreementPercent(comparisons.filter((c) => c.dimension === name))]));
}

const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10);

/** A reworded call follows the human verdict when outcome, objection handled and next step all agree. */
function followsVerdict(checked: Checked): boolean {
  return checked.dimensions.filter((c) => ['outcome', 'objectionHandled', 'nextStepSecured'].includes(c.dimension)).every((c) => c.agrees);
}

export function runEval(
  sets: { typed: readonly PitchSample[]; spoken: readonly PitchSample[]; calls: readonly CallSample[]; tongues?: boolean } = {
    typed: [...TYPED_PITCHES, ...COACH_PITCHES, ...COUNTED_HELD_OUT_PITCHES],
    spoken: SPOKEN_PITCHES,
    calls: CALLS,
    tongues: true,
  },
): EvalResult {
  const typed = sets.typed.map((s) => checkPitch(s, s.text));
  const recognition = [...sets.typed.map((s) => checkPitch(s, toRecognitionStyle(s.text), ' (recognition)')), ...sets.spoken.map((s) => checkPitch(s, s.text))];
  const calls = sets.calls.map(checkCall);
  const reworded = calls.filter((_, i) => sets.calls[i].group !== undefined);
  const all = [...typed, ...recognition, ...calls];

  // A line offered twice in one report is one line to say.
  const lines = all.flatMap((c) => c.lines).filter((l, i, list) => list.findIndex((o) => o.sample === l.sample && o.line === l.line) === i);
  const echoes = lines.filter((l) => isEcho(l.line, l.spoken)).map((l) => ({ sample: l.sample, text: l.line }));
  const placeholders = lines.flatMap((l) => {
    const found = placeholdersIn(l.line);
    return found.length ? [{ sample: l.sample, text: l.line, detail: found.join(', ') }] : [];
  });
  const quotes = all.flatMap((c) => c.quotes);
  const unverifiedQuotes = quotes.filter((q) => !isVerbatim(q.quote, q.spoken)).map((q) => ({ sample: q.sample, text: q.quote }));

  const prospect = runProspectEval();
  const callGrades = runCallGradeEval();
  const fieldCalls = runFieldCallEval();
  const flags = pitchFlags([...typed, ...recognition]);
  // The other languages' sets read only in the full run (a test of one sample need not read 150 more).
  const tongues = Object.fromEntries(TONGUE_LANGUAGES.map((language) => [language, tongueFigures(language, sets.tongues ?? false)])) as Record<
    (typeof TONGUE_LANGUAGES)[number],
    ReturnType<typeof tongueFigures>
  >;
  const dims = (checked: Checked[]) => checked.flatMap((c) => c.dimensions);
  const fixes = (checked: Checked[]) => checked.map((c) => c.firstFix);
  return {
    figures: {
      pitchTyped: agreementPercent(dims(typed)),
      pitchRecognition: agreementPercent(dims(recognition)),
      firstFixTyped: agreementPercent(fixes(typed)),
      firstFixRecognition: agreementPercent(fixes(recognition)),
      calls: agreementPercent(dims(calls)),
      callsReworded: agreementPercent(dims(reworded)),
      rewordedVerdicts: percent(reworded.filter(followsVerdict).length, reworded.length),
      callFirstFix: agreementPercent(fixes(calls)),
      quotesVerbatim: percent(quotes.length - unverifiedQuotes.length, quotes.length),
      echoedLines: echoes.length,
      placeholderLines: placeholders.length,
      ...prospect.figures,
      ...callGrades.figures,
      ...fieldCalls.figures,
      splicedLines: flags.spliced.length,
      offContextLines: flags.off.length,
      fixCountMismatches: flags.fixCounts.length,
      weakOpeningPraise: flags.weakOpenings.length,
      weakPitchFlattery: flags.flattery.length,
      brokenCleanLines: flags.brokenLines.length,
      misplacedGreetingAdvice: flags.greetingAdvice.length,
      sameSentenceTwice: flags.repeatedSentences.length,
      pitchFr: tongues.fr.agreement,
      pitchPt: tongues.pt.agreement,
      pitchEs: tongues.es.agreement,
      pitchSw: tongues.sw.agreement,
      pitchHeldOutFr: tongues.fr.heldOut,
      pitchHeldOutPt: tongues.pt.heldOut,
      pitchHeldOutEs: tongues.es.heldOut,
      pitchHeldOutSw: tongues.sw.heldOut,
      tonguePitchFlags: TONGUE_LANGUAGES.reduce((n, language) => n + tongues[language].flags, 0),
      ...tongueCallFigures(sets.tongues ?? false),
    },
    sizes: {
      typedPitches: typed.length,
      recognitionPitches: recognition.length,
      calls: calls.length,
      rewordedCalls: reworded.length,
      rewordedGroups: new Set(sets.calls.map((c) => c.group).filter(Boolean)).size,
      lines: lines.length,
      quotes: quotes.length,
    },
    dimensions: {
      typed: byDimension([...dims(typed), ...fixes(typed)]),
      recognition: byDimension([...dims(recognition), ...fixes(recognition)]),
      calls: byDimension([...dims(calls), ...fixes(calls)]),
      reworded: byDimension([...dims(reworded), ...fixes(reworded)]),
    },
    misses: [...all.flatMap((c) => [...c.dimensions, c.firstFix])].filter((c) => !c.agrees),
    echoes,
    placeholders,
    unverifiedQuotes,
    prospect,
    spliced: flags.spliced,
    offContext: flags.off,
    fixCounts: flags.fixCounts,
    weakOpenings: flags.weakOpenings,
    flattery: flags.flattery,
    brokenLines: flags.brokenLines,
    greetingAdvice: flags.greetingAdvice,
    repeatedSentences: flags.repeatedSentences,
    sampleReports: sampleReports(sets.typed),
    callGrades,
    fieldCalls,
    tongues: TONGUE_LANGUAGES.map((language) => ({ language, main: tongues[language].main, held: tongues[language].held })),
  };
}

/** Practice calls in the four other languages, read by their own signals (eval/call-tongue-check.ts). */
function tongueCallFigures(read: boolean) {
  if (!read) return { callFr: 0, callPt: 0, callEs: 0, callSw: 0, callTonguesFirstFix: 0, callTonguesHeldOut: 0 };
  const tuned = TONGUE_LANGUAGES.map((language) => tongueAgreement(language, TUNED_CALLS[language]));
  const held = TONGUE_LANGUAGES.map((language) => tongueAgreement(language, HELD_OUT_CALLS[language]));
  const byLanguage = Object.fromEntries(TONGUE_LANGUAGES.map((language, i) => [language, tuned[i].labels]));
  const mean = (values: number[]) => Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 10) / 10;
  return {
    callFr: byLanguage.fr,
    callPt: byLanguage.pt,
    callEs: byLanguage.es,
    callSw: byLanguage.sw,
    callTonguesFirstFix: mean(tuned.map((t) => t.firstFix)),
    callTonguesHeldOut: mean(held.map((t) => t.labels)),
  };
}

/** A held-out pitch as the engine reads it: the coach's label against the engine, the checks' flags, the full report. */
export interface HeldOutReading {
  sample: string;
  about: string;
  misses: Comparison[];
  flags: Flag[];
  overall: number;
  markdown: string;
}

/**
 * The held-out pitches (labelled by a coach before the engine ran on them), read but not counted:
 * every disagreement and every check's objection, and the full report for a human to read.
 */
export function readHeldOut(pitches: readonly CoachPitch[] = [...HELD_OUT_PITCHES, ...SECOND_HELD_OUT_PITCHES]): HeldOutReading[] {
  const t = serverT('en', 'report');
  return pitches.map((sample) => {
    const checked = checkPitch(sample, sample.text);
    const { spliced, off, fixCounts, weakOpenings, flattery, brokenLines, greetingAdvice, repeatedSentences } = pitchFlags([checked]);
    const flags = [
      ...spliced.map((f) => ({ ...f, detail: 'spliced' })),
      ...off,
      ...fixCounts.map((f) => ({ ...f, detail: 'fix count' })),
      ...weakOpenings.map((f) => ({ ...f, detail: 'weak opening praised' })),
      ...flattery.map((f) => ({ ...f, detail: 'weak pitch flattered' })),
      ...brokenLines.map((f) => ({ ...f, detail: 'broken clean line' })),
      ...greetingAdvice.map((f) => ({ ...f, detail: 'greeting advice without a greeting' })),
      ...repeatedSentences.map((f) => ({ ...f, detail: 'same sentence twice' })),
    ];
    const report = checked.pitch!.report;
    return {
      sample: sample.id,
      about: sample.about,
      misses: [...checked.dimensions, checked.firstFix].filter((c) => !c.agrees),
      flags,
      overall: report.overallScore,
      markdown: renderPitchReportMarkdown(report, t),
    };
  });
}
