import { z } from 'zod';

// Isomorphic contracts for the Pitch Lab and AI Sales Coach reports. Both AI providers
// (openai, local) return these shapes; the server stores them in tool_usage_logs.result and
// the web renders them with the markdown helpers below, so progress can be compared over time.

export const SALES_SCENARIOS = ['B2C Consumer', 'B2B Customer', 'Channel Partner'] as const;
export const SALES_OBJECTIONS = ['Price / Budget', 'Competitor Loyalty', 'Timing / No Urgency', 'Value / Skepticism'] as const;
export const SALES_GOALS = ['Close the Sale', 'Book a Demo/Meeting', 'Secure a Trial/Pilot', 'Advance the Opportunity'] as const;
export const SALES_DIFFICULTIES = ['Easy (Warm Lead)', 'Medium (Skeptical Buyer)', 'Hard (Hostile/Resistant)'] as const;

export type SalesScenario = (typeof SALES_SCENARIOS)[number];
export type SalesObjection = (typeof SALES_OBJECTIONS)[number];
export type SalesGoal = (typeof SALES_GOALS)[number];
export type SalesDifficulty = (typeof SALES_DIFFICULTIES)[number];

export const SALES_PRODUCT_MAX = 500;

/** The five setup questions of the AI Sales Coach; one schema for the form and the route. */
export const salesSetupSchema = z.strictObject({
  product: z.string().trim().min(1, 'Describe what you are selling').max(SALES_PRODUCT_MAX),
  scenario: z.enum(SALES_SCENARIOS),
  objection: z.enum(SALES_OBJECTIONS),
  goal: z.enum(SALES_GOALS),
  difficulty: z.enum(SALES_DIFFICULTIES),
});
export type SalesSetup = z.infer<typeof salesSetupSchema>;

export const TRANSCRIPT_TURN_MAX_CHARS = 5000;
export const TRANSCRIPT_MAX_TURNS = 200;

export const transcriptTurnSchema = z.object({
  role: z.enum(['user', 'prospect']),
  text: z.string().max(TRANSCRIPT_TURN_MAX_CHARS),
});
export type TranscriptTurn = z.infer<typeof transcriptTurnSchema>;
export const transcriptSchema = z.array(transcriptTurnSchema).max(TRANSCRIPT_MAX_TURNS);

const score10 = z.int().min(0).max(10);
const score100 = z.int().min(0).max(100);
const count = z.int().min(0);
const nonNegative = z.number().min(0);

/** One coaching point: what went wrong, the speaker's own words, and a better alternative. */
export const improvementSchema = z.object({
  issue: z.string().min(1),
  quote: z.string(),
  suggestion: z.string().min(1),
});
export type Improvement = z.infer<typeof improvementSchema>;

// Feedback is selected, not exhaustive: at most three improvements, the ones that matter most.
const strengths = z.array(z.string().min(1)).min(1).max(3);
const improvements = z.array(improvementSchema).max(3);

export const pitchReportSchema = z.object({
  overallScore: score100,
  scores: z.object({ clarity: score10, structure: score10, delivery: score10, persuasion: score10 }),
  metrics: z.object({
    durationSeconds: nonNegative,
    wordCount: count,
    wordsPerMinute: nonNegative,
    fillerCount: count,
    /** Percent of words that are fillers. */
    fillerRate: z.number().min(0).max(100),
    hedgeCount: count,
    avgSentenceLength: nonNegative,
  }),
  structure: z.object({
    hook: z.boolean(),
    problem: z.boolean(),
    solution: z.boolean(),
    proof: z.boolean(),
    ask: z.boolean(),
  }),
  strengths,
  improvements,
  rewrittenOpening: z.string(),
  nextExercise: z.string(),
  summary: z.string(),
});
export type PitchReport = z.infer<typeof pitchReportSchema>;

export const SALES_CALL_OUTCOMES = ['goal_reached', 'progressed', 'not_reached'] as const;
export type SalesCallOutcome = (typeof SALES_CALL_OUTCOMES)[number];

export const salesCallReportSchema = z.object({
  overallScore: score100,
  outcome: z.enum(SALES_CALL_OUTCOMES),
  scores: z.object({
    discovery: score10,
    objectionHandling: score10,
    valueCommunication: score10,
    closing: score10,
  }),
  metrics: z.object({
    userTurns: count,
    prospectTurns: count,
    questionsAsked: count,
    /** Percent of all spoken words that the user (the rep) spoke. */
    talkRatio: z.number().min(0).max(100),
    longestMonologueWords: count,
  }),
  objectionHandled: z.boolean(),
  nextStepSecured: z.boolean(),
  strengths,
  improvements,
  nextExercise: z.string(),
  summary: z.string(),
});
export type SalesCallReport = z.infer<typeof salesCallReportSchema>;

// ---------------------------------------------------------------------------------------------
// Markdown rendering

/** Proficiency tiers used by role-play coaches (90+ / 75–89 / 50–74 / below 50). */
export function scoreTier(overallScore: number): 'Excellent' | 'Proficient' | 'Developing' | 'Needs work' {
  if (overallScore >= 90) return 'Excellent';
  if (overallScore >= 75) return 'Proficient';
  if (overallScore >= 50) return 'Developing';
  return 'Needs work';
}

/**
 * Quotes and product names come from the user; escape the characters that would otherwise turn
 * into markdown structure (tables, links, emphasis, headings) and keep each on one line.
 */
export function escapeMarkdownInline(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/([\\`*_[\]<>|#])/g, '\\$1');
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

function table(rows: [string, string, string][]): string[] {
  return ['| Metric | Value | Target |', '|---|---|---|', ...rows.map(([metric, value, target]) => `| ${metric} | ${value} | ${target} |`)];
}

function improvementLines(items: Improvement[]): string[] {
  const lines: string[] = [];
  items.forEach((item, index) => {
    lines.push(`${index + 1}. **${escapeMarkdownInline(item.issue)}**`);
    if (item.quote.trim()) lines.push(`   > You said: “${escapeMarkdownInline(item.quote)}”`, '');
    lines.push(`   **Try instead:** ${escapeMarkdownInline(item.suggestion)}`, '');
  });
  return lines;
}

function listLines(items: string[]): string[] {
  return items.map((item) => `- ${escapeMarkdownInline(item)}`);
}

const check = (ok: boolean) => (ok ? '✅' : '❌');

export function renderPitchReportMarkdown(report: PitchReport): string {
  const { metrics, scores, structure } = report;
  const lines: string[] = [
    '## Pitch Lab report',
    '',
    `**Overall: ${report.overallScore}/100 (${scoreTier(report.overallScore)})** · Clarity ${scores.clarity}/10 · Structure ${scores.structure}/10 · Delivery ${scores.delivery}/10 · Persuasion ${scores.persuasion}/10`,
    '',
    escapeMarkdownInline(report.summary),
    '',
    '### Metrics',
    '',
    ...table([
      ['Duration', `${formatNumber(metrics.durationSeconds)} s`, '≤ 60 s'],
      ['Words', String(metrics.wordCount), '100–160'],
      ['Pace', `${formatNumber(metrics.wordsPerMinute)} wpm`, '100–165 wpm (140–160 persuasive)'],
      ['Filler words', `${metrics.fillerCount} (${formatNumber(metrics.fillerRate)}%)`, '< 2% excellent, < 4% ok'],
      ['Hedges', String(metrics.hedgeCount), '0–1'],
      ['Average sentence', metrics.avgSentenceLength > 0 ? `${formatNumber(metrics.avgSentenceLength)} words` : 'not measured', '≤ 25 words'],
    ]),
    '',
    '### Structure',
    '',
    `${check(structure.hook)} Hook · ${check(structure.problem)} Problem · ${check(structure.solution)} Solution · ${check(structure.proof)} Proof · ${check(structure.ask)} Ask`,
    '',
    '### What worked',
    '',
    ...listLines(report.strengths),
    '',
  ];
  if (report.improvements.length > 0) {
    lines.push('### Top improvements', '', ...improvementLines(report.improvements));
  }
  if (report.rewrittenOpening.trim()) {
    lines.push('### Rewritten opening', '', `> ${escapeMarkdownInline(report.rewrittenOpening)}`, '');
  }
  lines.push('### Next exercise', '', escapeMarkdownInline(report.nextExercise), '');
  return lines.join('\n');
}

const OUTCOME_LABELS: Record<SalesCallOutcome, string> = {
  goal_reached: '✅ Goal reached',
  progressed: '➡️ Progressed, goal not reached',
  not_reached: '❌ Goal not reached',
};

export function renderSalesCallReportMarkdown(report: SalesCallReport, setup: SalesSetup): string {
  const { metrics, scores } = report;
  const lines: string[] = [
    '## AI Sales Coach report',
    '',
    `**${escapeMarkdownInline(setup.product)}** · ${setup.scenario} · Objection: ${setup.objection} · Goal: ${setup.goal} · ${setup.difficulty}`,
    '',
    `**Overall: ${report.overallScore}/100 (${scoreTier(report.overallScore)})** · ${OUTCOME_LABELS[report.outcome]}`,
    '',
    `Discovery ${scores.discovery}/10 · Objection handling ${scores.objectionHandling}/10 · Value ${scores.valueCommunication}/10 · Closing ${scores.closing}/10`,
    '',
    escapeMarkdownInline(report.summary),
    '',
    '### Call metrics',
    '',
    ...table([
      ['Your turns / prospect turns', `${metrics.userTurns} / ${metrics.prospectTurns}`, '—'],
      ['Questions asked', String(metrics.questionsAsked), '4+ (mostly open)'],
      ['Talk ratio (you)', `${formatNumber(metrics.talkRatio)}%`, '40–60% (top reps ≈ 43%)'],
      ['Longest monologue', `${metrics.longestMonologueWords} words`, '≤ 100 words'],
      ['Objection handled', report.objectionHandled ? 'Yes' : 'No', 'Yes'],
      ['Next step secured', report.nextStepSecured ? 'Yes' : 'No', 'Yes'],
    ]),
    '',
    '### What worked',
    '',
    ...listLines(report.strengths),
    '',
  ];
  if (report.improvements.length > 0) {
    lines.push('### Top improvements', '', ...improvementLines(report.improvements));
  }
  lines.push('### Next exercise', '', escapeMarkdownInline(report.nextExercise), '');
  return lines.join('\n');
}
