// `npm run eval`: scores the offline engine on the labelled sets in eval/, prints agreement per
// dimension and every miss, and exits 1 when a figure falls below its committed floor (or above
// its ceiling) in eval/thresholds.json. The floors are a ratchet: raise them as the engine improves.

import { readHeldOut, runEval, type EvalResult, type FigureName, type Flag } from '../eval/run-eval.ts';
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
  weakPitchFlattery: 'weak pitches praised, given a 10/10 or over 40 (count)',
  brokenCleanLines: "'said cleanly' lines with broken grammar (count)",
  misplacedGreetingAdvice: "'skip the greeting' to a pitch that never greeted (count)",
  sameSentenceTwice: 'pitch reports showing one sentence in two fixes (count)',
  callScoreOrder: 'graded calls: products keeping excellent > decent > weak > awful (%)',
  callAwfulMaxScore: 'graded calls: highest score of an awful call',
  callShortAllMax: 'calls of ≤ 5 seller turns with 10/10 everywhere (count)',
  callObjectionCreditPrecision: 'calls credited with the objection that answered it (%)',
  callQuestionKinds: 'labelled questions read open/closed as the coach did (%)',
  fieldCallsAsLabelled: 'field calls, played live: labels the report agrees with (%)',
  fieldPromisesPraised: 'field calls: a promise or price praised as evidence (count)',
  fieldProspectFlags: "field calls: prospect lines in another market's money, twice, stacked or off the question (count)",
  pitchFr: 'French pitches, typed and recognised: agreement (%)',
  pitchPt: 'Portuguese pitches, typed and recognised: agreement (%)',
  pitchEs: 'Spanish pitches, typed and recognised: agreement (%)',
  pitchSw: 'Swahili pitches, typed and recognised: agreement (%)',
  pitchHeldOutFr: 'French held-out pitches (never tuned on): agreement (%)',
  pitchHeldOutPt: 'Portuguese held-out pitches: agreement (%)',
  pitchHeldOutEs: 'Spanish held-out pitches: agreement (%)',
  pitchHeldOutSw: 'Swahili held-out pitches: agreement (%)',
  tonguePitchFlags: 'fr/pt/es/sw pitch reports: spliced, echoed, placeholder, unquoted, flattering lines (count)',
  callFr: 'French practice calls: agreement over labelled dimensions (%)',
  callPt: 'Portuguese practice calls: agreement (%)',
  callEs: 'Spanish practice calls: agreement (%)',
  callSw: 'Swahili practice calls: agreement (%)',
  callTonguesFirstFix: 'fr/pt/es/sw practice calls: first fix = main issue (%)',
  callTonguesHeldOut: 'fr/pt/es/sw held-out practice calls: agreement (%)',
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
  printFlags('Weak pitches flattered', result.flattery);
  printFlags("'Said cleanly' lines with broken grammar", result.brokenLines);
  printFlags("'Skip the greeting' to a pitch that never greeted", result.greetingAdvice);
  printFlags('One sentence shown in two fixes', result.repeatedSentences);
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

  const { fieldCalls } = result;
  console.log(`\nField calls played live (${fieldCalls.sizes.calls} calls, ${fieldCalls.sizes.labels} labels): read each as the salesperson`);
  printFlags('Field calls: labels the report disagrees with', fieldCalls.flags.labels);
  printFlags('Field calls: a promise or price praised as evidence', fieldCalls.flags.promises);
  printFlags('Field calls: prospect lines', fieldCalls.flags.prospect);
  for (const { id, transcript, markdown } of fieldCalls.readings) console.log(`\n----- field call ${id}\n\n${transcript}\n\n${markdown}`);
  console.log(
    `\nAnswer calls (${fieldCalls.sizes.answerCalls} calls; ${fieldCalls.sizes.answerLabels} answers labelled across these and the field calls): read every prospect line`,
  );
  for (const { id, transcript } of fieldCalls.answerReadings) console.log(`\n----- answer call ${id}\n\n${transcript}`);

  for (const { language, main, held } of result.tongues) {
    for (const [set, readings] of [
      ['main', main],
      ['held out', held],
    ] as const) {
      const misses = readings.flatMap((r) => [
        ...r.comparisons.filter((c) => !c.agrees).map((c) => `${r.sample} · ${c.dimension}: ${c.label} → ${c.engine}`),
        ...r.flags.map((f) => `${r.sample} · [${f.check}] ${f.text}`),
      ]);
      console.log(`\nPitches in ${language}, ${set}: ${readings.length} readings, ${misses.length} misses and flags`);
      for (const miss of misses) console.log(`  ${miss}`);
    }
    const sample = main.find((r) => r.report.overallScore >= 60) ?? main[0];
    if (sample) console.log(`\n----- ${sample.sample}\n\n${sample.markdown}`);
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

// Held out: all printed; those read exactly as labelled are counted (COUNTED_HELD_OUT_PITCHES).
// `npm run eval -- --reports` prints each one's full report too.
function printHeldOut(withReports: boolean) {
  const readings = readHeldOut();
  const agreeing = readings.filter((r) => r.misses.length === 0 && r.flags.length === 0).length;
  console.log(
    `\nHeld-out pitches: ${agreeing} of ${readings.length} read as the coach labelled them, with no flag (the fully agreeing ones are counted above)`,
  );
  for (const r of readings) {
    const misses = r.misses.map((m) => `${m.dimension}: ${m.label} → ${m.engine}`);
    const flags = r.flags.map((f) => `${f.detail ?? 'flag'}: "${f.text}"`);
    console.log(`  ${r.sample} (${r.overall}/100) ${[...misses, ...flags].join(' · ') || 'agrees'}`);
    if (withReports) console.log(`\n----- ${r.sample}: ${r.about}\n\n${r.markdown}\n`);
  }
}

const thresholds = loadThresholds();
const started = performance.now();
const ok = report(runEval(), thresholds);
printHeldOut(process.argv.includes('--reports'));
console.log(`\n${ok ? 'All figures at or above their floors' : 'Some figures fell below their floors'} (${Math.round(performance.now() - started)} ms).`);
process.exitCode = ok ? 0 : 1;
