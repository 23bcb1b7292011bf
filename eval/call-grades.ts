// Scores that mean something (issue 26): on calls graded by hand, the engine's overall score keeps
// the grades' order, an awful call stays low, a short call never earns every maximum, the
// objection is credited only when the rep answered it, and either/or and yes/no questions are closed.

import { analyzeSalesCall } from '../src/server/ai/analysis/sales-call-analysis.ts';
import { findQuestions } from '../src/server/ai/analysis/sales-signals.ts';
import { renderSalesCallReportMarkdown, type SalesCallReport, type SalesSetup, type TranscriptTurn } from '../src/shared/reports.ts';
import { serverT } from '../src/server/lib/i18n.ts';
import { CALLS } from './calls.ts';
import { GRADED_CALLS, GRADES, LABELLED_QUESTIONS, OBJECTION_CREDIT_CALLS, SHORT_STRONG_CALLS, type GradedCall } from './graded-calls.ts';

/** Five seller turns or fewer: not enough discovery shown for full marks. */
const SHORT_CALL_TURNS = 5;
export interface CallGradeFigures {
  /** Products whose graded calls score in the grades' order, excellent highest (%). */
  callScoreOrder: number;
  /** The highest overall score of an awful call. */
  callAwfulMaxScore: number;
  /** Short calls (≤ 5 seller turns) with 10/10 in every category (count). */
  callShortAllMax: number;
  /** Of the calls the engine credited with handling the objection, those where the rep did (%). */
  callObjectionCreditPrecision: number;
  /** Labelled questions read as open or closed as the coach did (either/or and yes/no are closed) (%). */
  callQuestionKinds: number;
}

export interface Flag {
  sample: string;
  text: string;
  detail?: string;
}

export interface CallGradeResult {
  figures: CallGradeFigures;
  /** Each product's scores in grade order, for the printout. */
  scoresByProduct: { product: string; scores: Record<string, number> }[];
  flags: { order: Flag[]; shortAllMax: Flag[]; falseCredit: Flag[]; questions: Flag[] };
  /** Full reports for a human to read: the same product's awful and excellent calls. */
  samples: { id: string; markdown: string }[];
}

const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10);

interface Judged {
  id: string;
  setup: SalesSetup;
  turns: TranscriptTurn[];
  /** The coach's reading: the rep answered this objection. */
  addressed: boolean;
  report: SalesCallReport;
}

const sellerTurns = (turns: TranscriptTurn[]) => turns.filter((t) => t.role === 'user' && t.text.trim()).length;

export function runCallGradeEval(
  graded: GradedCall[] = GRADED_CALLS,
  others: GradedCall[] = [...SHORT_STRONG_CALLS, ...OBJECTION_CREDIT_CALLS],
  labelled = CALLS,
  questions = LABELLED_QUESTIONS,
): CallGradeResult {
  const judge = (c: GradedCall): Judged & GradedCall => ({ ...c, addressed: c.objectionAddressed, report: analyzeSalesCall(c.turns, c.setup) });
  const gradedJudged = graded.map(judge);
  const all: Judged[] = [
    ...gradedJudged,
    ...others.map(judge),
    ...labelled.map((c) => ({ ...c, addressed: c.labels.objectionHandled, report: analyzeSalesCall(c.turns, c.setup) })),
  ];

  const products = [...new Set(graded.map((c) => c.product))];
  const scoresByProduct = products.map((product) => ({
    product,
    scores: Object.fromEntries(
      GRADES.flatMap((grade) => gradedJudged.filter((c) => c.product === product && c.grade === grade).map((c) => [grade, c.report.overallScore])),
    ),
  }));
  const order: Flag[] = scoresByProduct
    .filter(({ scores }) => {
      const inOrder = GRADES.map((grade) => scores[grade]).filter((score) => score !== undefined);
      return inOrder.some((score, i) => i > 0 && score >= inOrder[i - 1]);
    })
    .map(({ product, scores }) => ({ sample: product, text: GRADES.map((grade) => `${grade} ${scores[grade]}`).join(' > ') }));

  const shortAllMax = all
    .filter((c) => sellerTurns(c.turns) <= SHORT_CALL_TURNS && Object.values(c.report.scores).every((score) => score === 10))
    .map((c) => ({ sample: c.id, text: `${sellerTurns(c.turns)} seller turns, ${JSON.stringify(c.report.scores)}` }));

  const credited = all.filter((c) => c.report.objectionHandled);
  const falseCredit = credited.filter((c) => !c.addressed).map((c) => ({ sample: c.id, text: 'objection credited, but the rep did not answer it' }));

  const questionMisses = questions
    .map((q) => ({ q, read: findQuestions(q.text).questions.map((found) => found.open) }))
    .filter(({ q, read }) => read.length !== 1 || read[0] !== q.open)
    .map(({ q, read }) => ({
      sample: 'question',
      text: q.text,
      detail: `labelled ${q.open ? 'open' : 'closed'}, read ${read.length ? read.map((o) => (o ? 'open' : 'closed')).join('+') : 'as no question'}`,
    }));

  const t = serverT('en', 'report');
  const sampleProduct = products[0];
  const samples = GRADES.filter((grade) => grade === 'awful' || grade === 'excellent').flatMap((grade) =>
    gradedJudged
      .filter((c) => c.product === sampleProduct && c.grade === grade)
      .map((c) => ({ id: c.id, markdown: renderSalesCallReportMarkdown(c.report, c.setup, t) })),
  );

  return {
    figures: {
      callScoreOrder: percent(products.length - order.length, products.length),
      callAwfulMaxScore: Math.max(0, ...gradedJudged.filter((c) => c.grade === 'awful').map((c) => c.report.overallScore)),
      callShortAllMax: shortAllMax.length,
      callObjectionCreditPrecision: percent(credited.length - falseCredit.length, credited.length),
      callQuestionKinds: percent(questions.length - questionMisses.length, questions.length),
    },
    scoresByProduct,
    flags: { order, shortAllMax, falseCredit, questions: questionMisses },
    samples,
  };
}
