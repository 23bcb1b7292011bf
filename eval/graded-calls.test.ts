import { describe, expect, it } from 'vitest';
import { analyzeSalesCall } from '../src/server/ai/analysis/sales-call-analysis.ts';
import { findQuestions } from '../src/server/ai/analysis/sales-signals.ts';
import { GRADED_CALLS, GRADES, LABELLED_QUESTIONS, OBJECTION_CREDIT_CALLS, SHORT_STRONG_CALLS } from './graded-calls.ts';

// The graded calls were written and labelled before the engine read them (issue 26).
describe('graded calls', () => {
  const scored = GRADED_CALLS.map((c) => ({ ...c, report: analyzeSalesCall(c.turns, c.setup) }));
  const products = [...new Set(GRADED_CALLS.map((c) => c.product))];

  it('keep the order excellent > decent > weak > awful for every product', () => {
    for (const product of products) {
      const scores = GRADES.map((grade) => scored.find((c) => c.product === product && c.grade === grade)!.report.overallScore);
      expect(
        [...scores].sort((a, b) => b - a),
        `${product}: ${scores.join(' > ')}`,
      ).toEqual(scores);
      expect(new Set(scores).size, product).toBe(scores.length);
    }
  });

  it('score an awful call 40 or less', () => {
    for (const c of scored.filter((s) => s.grade === 'awful')) expect(c.report.overallScore, c.id).toBeLessThanOrEqual(40);
  });

  it('never credit an objection the rep did not address', () => {
    for (const c of [...GRADED_CALLS, ...OBJECTION_CREDIT_CALLS].filter((s) => !s.objectionAddressed)) {
      expect(analyzeSalesCall(c.turns, c.setup).objectionHandled, c.id).toBe(false);
    }
  });

  it('never give a short call 10/10 in every category', () => {
    for (const c of SHORT_STRONG_CALLS) {
      const report = analyzeSalesCall(c.turns, c.setup);
      expect(report.outcome, c.id).toBe('goal_reached');
      expect(
        Object.values(report.scores).every((score) => score === 10),
        c.id,
      ).toBe(false);
    }
  });

  it('read each labelled question as a coach does', () => {
    for (const q of LABELLED_QUESTIONS)
      expect(
        findQuestions(q.text).questions.map((x) => x.open),
        q.text,
      ).toEqual([q.open]);
  });
});
