import { describe, expect, it } from 'vitest';
import { runEval } from './run-eval.ts';
import { brokenFloors, loadThresholds } from './thresholds.ts';

// `npm run eval` prints the detail; this keeps `npm test` (and so CI) failing below the floors.
describe('coaching quality', () => {
  it('stays at or above the committed floors', () => {
    expect(brokenFloors(runEval().figures, loadThresholds())).toEqual([]);
  });
});
