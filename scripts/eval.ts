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
  prospectRepeatedLines: 'prospect: sentences repeated within a call (count)',
  prospectOffContextLines: "prospect: lines with another business's words (count)",
  prospectEarlyPriceObjections: 'prospect: cost talk before a price, not a price objection (count)',
  prospectSameScriptAcrossSeeds: 'prospect: identical lines across two seeds (%)',
  prospectAnswerRelevance: 'prospect: labelled questions answered on topic (%)',
  splicedLines: 'pitch lines splicing 5+ words of the speaker (count)',
  offContextLines: 'pitch lines fitting another buyer or place (count)',
  fixCountMismatches: 'pitch reports announcing ≠ listed fixes (count)',
  weakOpeningPraise: 'praise for a filler or greeting opening (count)',
  callScoreOrder: 'graded calls: products keeping excellent > decent > weak > awful (%)',
  callAwfulMaxScore: 'graded calls: highest score of an awful call',
  callShortAllMax: 'calls of ≤ 5 seller turns with 10/10 everywhere (count)',
  callObjectionCreditPrecision: 'calls credited with the objection that answered it (%)',
  callQuestionKinds: 'labelled questions read open/closed as the coach did (%)',
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
  printFlags('Pitch lines splicing the speaker', result.spliced);
  printFlags('Pitch lines off context', result.offContext);
  printFlags('Announced fixes ≠ listed fixes', result.fixCounts);
  printFlags('Praise for a weak opening', result.weakOpenings);
  console.log('\nSample pitch reports (read them as the salesperson who receives them)');
  for (const { sample, markdown } of result.sampleReports) console.log(`\n----- ${sample}\n\n${markdown}`);

  const { callGrades } = result;
  console.log('\nGraded calls, overall score per product (excellent > decent > weak > awful)');
  for (const { product, scores } of callGrades.scoresByProduct) {
    const inOrder = Object.entries(scores).map(([grade, score]) => `${grade} ${score}`);
    console.log(`  ${product.padEnd(14)} ${inOrder.join(' · ')}`);
  }
  printFlags('Graded calls out of order', callGrades.flags.order);
  printFlags('Short calls with every maximum', callGrades.flags.shortAllMax);
  printFlags('Objection credited without an answer', callGrades.flags.falseCredit);
  printFlags('Questions read against the label', callGrades.flags.questions);
  for (const { id, markdown } of callGrades.samples) console.log(`\n----- ${id}\n\n${markdown}`);

  const { prospect } = result;
  console.log(
    `\nScripted prospect: ${prospect.sizes.calls} simulated calls over ${prospect.sizes.products} products, ${prospect.sizes.lines} lines, ${prospect.sizes.labelledQuestions} labelled questions.`,
  );
  printFlags('Prospect: repeated sentences', prospect.flags.repeated);
  printFlags('Prospect: off-context lines', prospect.flags.offContext);
  printFlags('Prospect: cost talk before a price', prospect.flags.earlyPrice);
  printFlags('Prospect: answers off the question', prospect.flags.offTopic);
  for (const call of prospect.samples) {
    console.log(`\nSimulated call: ${call.id} (${call.setup.product}, ${call.setup.scenario})`);
    for (const turn of call.turns) console.log(`  ${turn.role === 'user' ? 'Seller:  ' : 'Prospect:'} ${turn.text}`);
  }

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
