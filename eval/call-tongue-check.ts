// Agreement of the offline call report with the labelled calls in French, Swahili, Portuguese and
// Spanish (issue 32), per language, with compareCall as `npm run eval` scores the English calls.
// Run: npx tsx eval/call-tongue-check.ts [--held-out] [--misses]

import { pathToFileURL } from 'node:url';
import { analyzeSalesCallOffline } from '../src/server/ai/analysis/sales-call-offline.ts';
import { analyzeCallInTongueWithKinds } from '../src/server/ai/analysis/sales-tongues/report.ts';
import { lexiconFor } from '../src/server/ai/analysis/sales-tongues/signals.ts';
import type { TongueCode } from '../src/server/ai/analysis/sales-tongues/types.ts';
import { CALLS_ES } from './calls-es.ts';
import { CALLS_FR } from './calls-fr.ts';
import { CALLS_PT } from './calls-pt.ts';
import { CALLS_SW } from './calls-sw.ts';
import { HELD_OUT_CALLS } from './calls-tongues-held-out.ts';
import { agreementPercent, compareCall, type Comparison } from './score.ts';
import type { CallSample } from './taxonomy.ts';

/** The calls the signals were tuned on, per language; HELD_OUT_CALLS were written after tuning. */
export const TUNED_CALLS: Record<TongueCode, CallSample[]> = { fr: CALLS_FR, sw: CALLS_SW, pt: CALLS_PT, es: CALLS_ES };

export interface TongueAgreement {
  labels: number;
  firstFix: number;
  /** Calls the app's offline path read in their language (not a limited report). */
  routed: number;
  misses: Comparison[];
}

export function tongueAgreement(language: TongueCode, calls: readonly CallSample[]): TongueAgreement {
  const lex = lexiconFor(language)!;
  const dimensions: Comparison[] = [];
  const firstFixes: Comparison[] = [];
  let routed = 0;
  for (const sample of calls) {
    if (analyzeSalesCallOffline(sample.turns, sample.setup, language).metrics.limited === undefined) routed += 1;
    const result = compareCall(sample.id, sample.labels, analyzeCallInTongueWithKinds(sample.turns, sample.setup, lex, language));
    dimensions.push(...result.dimensions);
    firstFixes.push(result.firstFix);
  }
  return {
    labels: agreementPercent(dimensions),
    firstFix: agreementPercent(firstFixes),
    routed,
    misses: [...dimensions, ...firstFixes].filter((c) => !c.agrees),
  };
}

function main(): void {
  const heldOut = process.argv.includes('--held-out');
  for (const language of Object.keys(TUNED_CALLS) as TongueCode[]) {
    const calls = heldOut ? HELD_OUT_CALLS[language] : TUNED_CALLS[language];
    const result = tongueAgreement(language, calls);
    console.log(
      `${language}: ${calls.length} calls, read in ${language} ${result.routed}/${calls.length}, labels ${result.labels}%, first fix ${result.firstFix}%`,
    );
    if (process.argv.includes('--misses')) for (const miss of result.misses) console.log(`  ${JSON.stringify(miss)}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
