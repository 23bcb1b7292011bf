// The French, Swahili, Portuguese and Spanish calls keep agreeing with their labels (issue 32):
// floors a little under the figures measured when they were written, so a regression in a lexicon
// or in the shared report shows here before `npm run eval` wires them in.

import { describe, expect, it } from 'vitest';
import type { TongueCode } from '../src/server/ai/analysis/sales-tongues/types.ts';
import { TUNED_CALLS, tongueAgreement } from './call-tongue-check.ts';
import { HELD_OUT_CALLS } from './calls-tongues-held-out.ts';

describe.each(Object.keys(TUNED_CALLS) as TongueCode[])('labelled calls in %s', (language) => {
  it('are read in their language and agree with the labels', () => {
    const tuned = tongueAgreement(language, TUNED_CALLS[language]);
    expect(TUNED_CALLS[language].length).toBeGreaterThanOrEqual(5);
    expect(tuned.routed).toBe(TUNED_CALLS[language].length);
    expect(tuned.labels, JSON.stringify(tuned.misses)).toBeGreaterThanOrEqual(95);
    expect(tuned.firstFix, JSON.stringify(tuned.misses)).toBeGreaterThanOrEqual(80);
  });

  it('agree on held-out calls too', () => {
    const heldOut = tongueAgreement(language, HELD_OUT_CALLS[language]);
    expect(heldOut.routed).toBe(HELD_OUT_CALLS[language].length);
    expect(heldOut.labels, JSON.stringify(heldOut.misses)).toBeGreaterThanOrEqual(90);
  });
});
