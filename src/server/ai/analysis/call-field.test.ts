// The report on calls outside the labelled sets (eval/field-calls.ts), played live against the
// scripted prospect: what a salesperson reading it noticed, each a rule of the report.

import { describe, expect, it } from 'vitest';
import { FIELD_CALLS } from '../../../../eval/field-calls.ts';
import { playFieldCall } from '../../../../eval/field-call-checks.ts';
import { analyzeSalesCall, analyzeSalesCallWithKinds } from './sales-call-analysis.ts';
import { asksForGoal } from './sales-signals.ts';

const call = (id: string) => FIELD_CALLS.find((c) => c.id === id)!;

describe('the report on field calls', () => {
  it('never praises a promise as evidence', () => {
    for (const id of ['poultry-vet-promise', 'accounting-pharmacy-chain']) {
      const c = call(id);
      const report = analyzeSalesCall(playFieldCall(c), c.setup);
      expect(report.strengths.join(' ')).not.toMatch(/evidence/);
      expect(report.scores.valueCommunication).toBeLessThanOrEqual(4);
    }
  });

  it('praises the handled objection with the sentence that carried the evidence', () => {
    const c = call('tractor-hire-short');
    const report = analyzeSalesCall(playFieldCall(c), c.setup);
    expect(report.strengths.find((s) => /objection/.test(s))).toMatch(/"Last season 40 farmers/);
    expect(report.scoreReasons?.objectionHandling).toMatch(/"Last season 40 farmers/);
  });

  it('hears a vague "can we meet sometime?" as an ask, and does not say "you never asked"', () => {
    expect(asksForGoal('So can we meet sometime?', 'Book a Demo/Meeting')).toBe(true);
    const c = call('poultry-vet-promise');
    const report = analyzeSalesCall(playFieldCall(c), c.setup);
    expect(report.improvements.map((i) => i.issue).join(' ')).not.toMatch(/never asked/);
  });

  it('does not tell a rep to pin down a "not yet" to an ask it also calls premature', () => {
    const c = call('fish-hotel-dakar');
    const { report, improvementKinds } = analyzeSalesCallWithKinds(playFieldCall(c), c.setup);
    expect(improvementKinds).toContain('push');
    expect(report.improvements.map((i) => i.issue).join(' ')).not.toMatch(/put off your ask/);
  });

  it('praises a question that opens the buyer up over a head count', () => {
    const c = call('lagos-water-kenyan-seller');
    const report = analyzeSalesCall(playFieldCall(c), c.setup);
    expect(report.strengths.join(' ')).not.toMatch(/How many people/);
  });
});
