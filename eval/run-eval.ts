// Runs the offline engine on every labelled sample and gathers the figures `npm run eval` prints.

import { analyzePitchWithKinds } from '../src/server/ai/analysis/pitch-analysis.ts';
import { analyzeSalesCallWithKinds } from '../src/server/ai/analysis/sales-call-analysis.ts';
import { CALLS } from './calls.ts';
import { runCallGradeEval, type CallGradeFigures, type CallGradeResult } from './call-grades.ts';
import { runProspectEval, type ProspectEvalResult } from './prospect-calls.ts';
import { TYPED_PITCHES } from './pitches.ts';
import { COACH_PITCHES, type CoachPitch } from './pitches-coach.ts';
import { fixCountMismatch, isSpliced, linesToSay, offContext, praisesWeakOpening } from './pitch-checks.ts';
import { renderPitchReportMarkdown, type PitchReport } from '../src/shared/reports.ts';
import { serverT } from '../src/server/lib/i18n.ts';
import { SPOKEN_PITCHES } from './recognition-pitches.ts';
import { toRecognitionStyle } from './recognition.ts';
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

export interface EvalFigures extends CallGradeFigures {
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
  /** Full markdown of a few pitch reports, for a human to read each run. */
  sampleReports: { sample: string; markdown: string }[];
  /** Graded calls: score order, awful and short calls, objection credit, question kinds (eval/call-grades.ts). */
  callGrades: CallGradeResult;
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
  }
  return { spliced, off, fixCounts, weakOpenings };
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

export function runEval(sets = { typed: [...TYPED_PITCHES, ...COACH_PITCHES], spoken: SPOKEN_PITCHES, calls: CALLS }): EvalResult {
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
  const flags = pitchFlags([...typed, ...recognition]);
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
      splicedLines: flags.spliced.length,
      offContextLines: flags.off.length,
      fixCountMismatches: flags.fixCounts.length,
      weakOpeningPraise: flags.weakOpenings.length,
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
    sampleReports: sampleReports(sets.typed),
    callGrades,
  };
}
