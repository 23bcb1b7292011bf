// English pitches only, judged by pace in syllables per second (issue 32): the eval's pitch figures
// and every sample whose pace band moved from the old words-per-minute rule, with its measured
// syllables per word. A runner apart from `npm run eval` so English can be checked alone.
// Run: node --import tsx scripts/pace-eval-en.ts

import { analyzePitchWithKinds } from '../src/server/ai/analysis/pitch-analysis.ts';
import { assessPace, measure } from '../src/server/ai/analysis/pitch-measure.ts';
import { TYPED_PITCHES } from '../eval/pitches.ts';
import { COACH_PITCHES, COUNTED_HELD_OUT_PITCHES } from '../eval/pitches-coach.ts';
import { SPOKEN_PITCHES } from '../eval/recognition-pitches.ts';
import { toRecognitionStyle } from '../eval/recognition.ts';
import { agreementPercent, comparePitch, type Comparison } from '../eval/score.ts';
import type { PitchSample } from '../eval/taxonomy.ts';

const typedSet: readonly PitchSample[] = [...TYPED_PITCHES, ...COACH_PITCHES, ...COUNTED_HELD_OUT_PITCHES];
const runs = [
  ...typedSet.map((s) => ({ set: 'typed', id: s.id, sample: s, text: s.text })),
  ...typedSet.map((s) => ({ set: 'recognition', id: `${s.id} (recognition)`, sample: s, text: toRecognitionStyle(s.text) })),
  ...SPOKEN_PITCHES.map((s) => ({ set: 'recognition', id: s.id, sample: s, text: s.text })),
];

const dims: Record<string, Comparison[]> = { typed: [], recognition: [] };
const fixes: Record<string, Comparison[]> = { typed: [], recognition: [] };
let syllables = 0;
let words = 0;
for (const run of runs) {
  const answer = analyzePitchWithKinds(run.text, run.sample.durationSeconds);
  const { dimensions, firstFix } = comparePitch(run.id, run.sample.labels, answer);
  dims[run.set]!.push(...dimensions);
  fixes[run.set]!.push(firstFix);
  const f = measure(run.text, run.sample.durationSeconds);
  if (run.set === 'typed') {
    syllables += f.syllables;
    words += f.wordCount;
  }
  const byWords = assessPace(f.wpm, f.wordCount, f.durationEstimated);
  if (byWords !== f.pace) {
    const perWord = (f.syllables / Math.max(1, f.wordCount)).toFixed(2);
    console.log(
      `flip ${run.id}: ${f.wpm} wpm → ${byWords}; ${f.syllablesPerSecond} syll/s → ${f.pace} (${perWord} syll/word; label ${run.sample.labels.paceBand}, main ${run.sample.labels.mainIssue}; first fix ${firstFix.engine})`,
    );
  }
  if (!firstFix.agrees) console.log(`first fix miss ${run.id}: ${firstFix.label} → ${firstFix.engine}`);
}
for (const set of ['typed', 'recognition']) {
  console.log(`${set}: agreement ${agreementPercent(dims[set]!)}%, first fix ${agreementPercent(fixes[set]!)}% (${fixes[set]!.length} pitches)`);
}
console.log(`typed English sets: ${syllables} syllables / ${words} words = ${(syllables / words).toFixed(3)} syllables per word`);
