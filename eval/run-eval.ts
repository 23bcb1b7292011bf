// Runs the offline engine on every labelled sample and gathers the figures `npm run eval` prints.

import { analyzePitchWithKinds } from '../src/server/ai/analysis/pitch-analysis.ts';
import { analyzeSalesCallWithKinds } from '../src/server/ai/analysis/sales-call-analysis.ts';
import { CALLS } from './calls.ts';
import { TYPED_PITCHES } from './pitches.ts';
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

export interface EvalFigures {
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
}

interface Checked {
  dimensions: Comparison[];
  firstFix: Comparison;
  lines: { sample: string; line: string; spoken: string[] }[];
  quotes: { sample: string; quote: string; spoken: string }[];
}

function checkPitch(sample: PitchSample, text: string, idSuffix = ''): Checked {
  const id = `${sample.id}${idSuffix}`;
  const answer = analyzePitchWithKinds(text, sample.durationSeconds);
  return {
    ...comparePitch(id, sample.labels, answer),
    lines: pitchLines(answer.report).map((line) => ({ sample: id, line, spoken: [text] })),
    quotes: quotesOf(answer.report).map((quote) => ({ sample: id, quote, spoken: text })),
  };
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

export function runEval(sets = { typed: TYPED_PITCHES, spoken: SPOKEN_PITCHES, calls: CALLS }): EvalResult {
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
  };
}
