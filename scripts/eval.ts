// `npm run eval`: scores the offline engine on the labelled sets in eval/, prints agreement per
// dimension and every miss, and exits 1 when a figure falls below its committed floor (or above
// its ceiling) in eval/thresholds.json. The floors are a ratchet: raise them as the engine improves.

import { runEval, type EvalResult, type FigureName, type Flag } from '../eval/run-eval.ts';
import { FIGURE_NAMES, holdsFloor, loadThresholds, meetsTarget, type Thresholds } from '../eval/thresholds.ts';

const LABELS: Record<FigureName, string> = {
  pitchTyped: 'pitch, typed: agreement over labelled dimensions (%)',
  pitchRecognition: 'pitch, recognition-style: agreement (%)',
  firstFixTyped: 'pitch, typed: first fix = main issue (%)',
  firstFixRecognition: 'pitch, recognition-style: first fix = main issue (%)',
  calls: 'calls: agreement over labelled dimensions (%)',
  callsReworded: 'reworded calls: agreement over labelled dimensions (%)',
  rewordedVerdicts: 'reworded calls following the human verdict (%)',
  callFirstFix: 'calls: first fix = main issue (%)',
  quotesVerbatim: 'quotes verbatim in the transcript (%)',
  echoedLines: 'suggested lines echoing the speaker (count)',
  placeholderLines: 'suggested lines with placeholders (count)',
};

function printTable(title: string, rows: Record<string, number>) {
  console.log(`\n${title}`);
  for (const [name, value] of Object.entries(rows)) console.log(`  ${name.padEnd(18)} ${value.toFixed(1).padStart(6)}%`);
}

function printFlags(title: string, flags: Flag[]) {
  if (flags.length === 0) return;
  console.log(`\n${title} (${flags.length})`);
  for (const flag of flags) console.log(`  ${flag.sample}: "${flag.text}"${flag.detail ? `  [${flag.detail}]` : ''}`);
}

function report(result: EvalResult, thresholds: Thresholds): boolean {
  const { sizes } = result;
  console.log(
    `Offline engine on ${sizes.typedPitches} typed pitches, ${sizes.recognitionPitches} recognition-style pitches, ${sizes.calls} calls ` +
      `(${sizes.rewordedCalls} reworded variants in ${sizes.rewordedGroups} groups); ${sizes.lines} suggested lines, ${sizes.quotes} quotes.`,
  );
  printTable('Typed pitches, agreement per dimension', result.dimensions.typed);
  printTable('Recognition-style pitches', result.dimensions.recognition);
  printTable('Calls', result.dimensions.calls);
  printTable('Reworded calls', result.dimensions.reworded);

  console.log('\nMisses (sample · dimension: label → engine)');
  for (const miss of result.misses) console.log(`  ${miss.sample} · ${miss.dimension}: ${miss.label} → ${miss.engine}`);
  printFlags('Echoed lines', result.echoes);
  printFlags('Lines with placeholders', result.placeholders);
  printFlags('Quotes not found verbatim', result.unverifiedQuotes);

  console.log(`\n${'figure'.padEnd(56)} ${'now'.padStart(6)} ${'floor'.padStart(8)} ${'target'.padStart(8)}`);
  let ok = true;
  for (const name of FIGURE_NAMES) {
    const value = result.figures[name];
    const b = thresholds[name];
    const pass = holdsFloor(value, b);
    ok &&= pass;
    const floor = 'min' in b ? `≥ ${b.min}` : `≤ ${b.max}`;
    const target = `${'min' in b ? '≥' : '≤'} ${b.target}`;
    console.log(
      `${LABELS[name].padEnd(56)} ${String(value).padStart(6)} ${floor.padStart(8)} ${target.padStart(8)}  ${pass ? (meetsTarget(value, b) ? 'target met' : '') : 'BELOW FLOOR'}`,
    );
  }
  return ok;
}

const thresholds = loadThresholds();
const started = performance.now();
const ok = report(runEval(), thresholds);
console.log(`\n${ok ? 'All figures at or above their floors' : 'Some figures fell below their floors'} (${Math.round(performance.now() - started)} ms).`);
process.exitCode = ok ? 0 : 1;
