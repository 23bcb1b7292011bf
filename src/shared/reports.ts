import { z } from 'zod';
import { BASE_LOCALES } from './i18n/locales.ts';
import type { MessageId, MessageValues } from './i18n/namespaces.ts';
import { formatNumber as formatLocaleNumber } from './money.ts';
import { msg } from './i18n/server-message.ts';
import { scoreTier } from './score-tier.ts';
import { PITCH_WORDS, SYLLABLE_PACE } from './pitch-pace.ts';

// Isomorphic contracts for the Pitch Lab and AI Sales Coach reports. Both AI providers
// (openai, local) return these shapes; the server stores them in tool_usage_logs.result and
// renders them to markdown with the helpers below (in the reader's language, through the
// `report` catalog), so progress can be compared over time.

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
  product: z.string().trim().min(1, msg('salesCoach.productRequired')).max(SALES_PRODUCT_MAX),
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
const improvements = z.array(improvementSchema).max(3);

/** The languages a pitch can be told apart in (the product's own), or 'unknown'. */
export const SPOKEN_LANGUAGES = [...BASE_LOCALES, 'unknown'] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

/**
 * A report made without understanding the words (the offline analysis reads English only): it holds
 * only what is measured without understanding them (duration, words, pace; fillers and hedges when
 * the language has word lists). Its scores are 0 and its structure all false: neither was judged,
 * and neither is shown.
 */
export const limitedAnalysisSchema = z.object({
  /** The language the pitch seemed to be spoken in. */
  spokenLanguage: z.enum(SPOKEN_LANGUAGES),
  /** Filler and hedge words were counted with that language's word lists. */
  wordLists: z.boolean(),
  /** The recording was transcribed too unclearly to judge the words; what is measured comes from the sound. */
  unclearTranscript: z.boolean().optional(),
  /** Too few words were recognised to judge a pitch (a test word, silence): nothing was scored. */
  tooLittleSpeech: z.boolean().optional(),
});
export type LimitedAnalysis = z.infer<typeof limitedAnalysisSchema>;

export const pitchReportSchema = z.object({
  overallScore: score100,
  /** Delivery is null when the pace was not measured (no recording length, too little speech). */
  scores: z.object({ clarity: score10, structure: score10, delivery: score10.nullable(), persuasion: score10 }),
  metrics: z.object({
    durationSeconds: nonNegative,
    wordCount: count,
    wordsPerMinute: nonNegative,
    /**
     * Syllables per second, the pace judged against the spoken language's bands (SYLLABLE_PACE):
     * words per minute mislead across languages. Absent from reports made before issue 32.
     */
    syllablesPerSecond: nonNegative.optional(),
    /** The language whose pace bands judged it. */
    paceLanguage: z.enum(BASE_LOCALES).optional(),
    fillerCount: count,
    /** Percent of words that are fillers. */
    fillerRate: z.number().min(0).max(100),
    hedgeCount: count,
    avgSentenceLength: nonNegative,
    /**
     * Present when the words were not understood (see limitedAnalysisSchema). Part of the measured
     * metrics, so an AI provider that judges content never has to fill it in.
     */
    limited: limitedAnalysisSchema.optional(),
  }),
  structure: z.object({
    hook: z.boolean(),
    problem: z.boolean(),
    solution: z.boolean(),
    proof: z.boolean(),
    ask: z.boolean(),
  }),
  // A take too short to judge earns no praise: a pitch report may list none.
  strengths: z.array(z.string().min(1)).max(3),
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
  /**
   * What each score rests on, in the reader's language ("Discovery 4/10: 2 questions, 1 open …"), so
   * a rep can trace a mark back to what they said. Optional: reports stored before issue 26 have none.
   */
  scoreReasons: z
    .object({
      discovery: z.string(),
      objectionHandling: z.string(),
      valueCommunication: z.string(),
      closing: z.string(),
    })
    .optional(),
  metrics: z.object({
    userTurns: count,
    prospectTurns: count,
    questionsAsked: count,
    /** Percent of all spoken words that the user (the rep) spoke. */
    talkRatio: z.number().min(0).max(100),
    longestMonologueWords: count,
    /**
     * Present when the rep's words were not understood (the offline analysis reads English calls
     * only): just the shape of the call was measured (turns, talk ratio, longest monologue; questions
     * by their "?" when the transcript has punctuation). Scores are 0, outcome 'not_reached',
     * objectionHandled and nextStepSecured false: none was judged, and none is shown. In the metrics,
     * so an AI provider that judges content never has to fill it in.
     */
    limited: z
      .object({
        /** The language the rep seemed to speak. */
        spokenLanguage: z.enum(SPOKEN_LANGUAGES),
        /** False when the transcript had no punctuation: questionsAsked is 0, not measured. */
        questionsCounted: z.boolean(),
      })
      .optional(),
  }),
  objectionHandled: z.boolean(),
  nextStepSecured: z.boolean(),
  // A weak call may have earned no praise: a call report may list none.
  strengths: z.array(z.string().min(1)).max(3),
  improvements,
  nextExercise: z.string(),
  summary: z.string(),
});
export type SalesCallReport = z.infer<typeof salesCallReportSchema>;

// ---------------------------------------------------------------------------------------------
// Markdown rendering

/**
 * Translates one id of the `report` catalog (the report's frame: headings, metric names, tiers) in
 * the reader's language; the server passes `serverT(locale, 'report')`.
 */
export type ReportText = (id: MessageId<'report'>, values?: MessageValues) => string;

const TIER_IDS = {
  Excellent: 'tier.excellent',
  Proficient: 'tier.proficient',
  Developing: 'tier.developing',
  'Needs work': 'tier.needsWork',
} as const satisfies Record<ReturnType<typeof scoreTier>, MessageId<'report'>>;

/**
 * `t(id, values)` with `verbatim` values put in untouched: what a user said or typed may contain
 * anything, and the message formatter rewrites some sequences inside values ("\\u0041" becomes
 * "A"). Each verbatim value goes in as a marker that is swapped for the text afterwards.
 */
export function translateVerbatim<I extends string>(
  t: (id: I, values?: MessageValues) => string,
  id: I,
  verbatim: Record<string, string>,
  values: MessageValues = {},
): string {
  const keys = Object.keys(verbatim);
  const markers = Object.fromEntries(keys.map((key, index) => [key, `\uE000${index}\uE001`]));
  // One pass, so a value that happens to contain a marker is left as it is.
  return t(id, { ...values, ...markers }).replace(/\uE000(\d+)\uE001/g, (marker, index: string) => verbatim[keys[Number(index)] ?? ''] ?? marker);
}

/** The score's tier in the reader's language. */
export function scoreTierLabel(overallScore: number, t: ReportText): string {
  return t(TIER_IDS[scoreTier(overallScore)]);
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

/**
 * Numbers as the reader writes them: English exactly as before ("12.5", "1234"); other languages
 * through Intl ("12,5", "1 234"). The catalog names its own language (`format.locale`).
 */
export function numberFormatter(t: ReportText): (value: number) => string {
  const locale = t('format.locale');
  if (locale === 'en') return (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
  return (value) =>
    formatLocaleNumber(value, locale, Number.isInteger(value) ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function table(t: ReportText, rows: [string, string, string][]): string[] {
  return [
    `| ${t('table.metric')} | ${t('table.value')} | ${t('table.target')} |`,
    '|---|---|---|',
    ...rows.map(([metric, value, target]) => `| ${metric} | ${value} | ${target} |`),
  ];
}

function improvementLines(items: Improvement[], t: ReportText): string[] {
  const lines: string[] = [];
  items.forEach((item, index) => {
    lines.push(`${index + 1}. **${escapeMarkdownInline(item.issue)}**`);
    if (item.quote.trim()) lines.push(`   > ${translateVerbatim(t, 'improvement.youSaid', { quote: escapeMarkdownInline(item.quote) })}`, '');
    lines.push(`   **${t('improvement.tryInstead')}** ${escapeMarkdownInline(item.suggestion)}`, '');
  });
  return lines;
}

/** The heading announces exactly as many fixes as are listed under it. */
export function fixesHeading(count: number, t: ReportText): string {
  return t('heading.topImprovements', { count, n: numberFormatter(t)(count) });
}

export function listLines(items: string[]): string[] {
  return items.map((item) => `- ${escapeMarkdownInline(item)}`);
}

const check = (ok: boolean) => (ok ? '✅' : '❌');

const LANGUAGE_IDS = {
  en: 'language.en',
  fr: 'language.fr',
  pt: 'language.pt',
  es: 'language.es',
  sw: 'language.sw',
  unknown: 'language.unknown',
} as const satisfies Record<SpokenLanguage, MessageId<'report'>>;

/** What stands where the scores would: "**Content not scored** · Spoken language: French". */
function limitedLine(
  { spokenLanguage, unclearTranscript, tooLittleSpeech }: Pick<LimitedAnalysis, 'spokenLanguage' | 'unclearTranscript' | 'tooLittleSpeech'>,
  t: ReportText,
): string {
  const why = tooLittleSpeech
    ? t('limited.tooLittleSpeech')
    : unclearTranscript
      ? t('limited.unclearTranscript')
      : t('limited.spokenLanguage', { language: t(LANGUAGE_IDS[spokenLanguage]) });
  return `**${t('limited.notScored')}** · ${why}`;
}

/** A minute's pitch in words of the language it was spoken in (Swahili words are longer). */
function wordsTarget({ paceLanguage }: PitchReport['metrics'], t: ReportText, num: (value: number) => string): string {
  if (paceLanguage === undefined || paceLanguage === 'en') return t('pitch.metric.wordsTarget');
  const { min, max } = PITCH_WORDS[paceLanguage];
  return t('pitch.metric.wordsTargetRange', { min: num(min), max: num(max) });
}

/**
 * Pace in syllables per second against the spoken language's bands, with words per minute beside
 * it for English only; a report stored before syllables were measured shows words per minute.
 */
function paceRow(metrics: PitchReport['metrics'], t: ReportText, num: (value: number) => string): [string, string, string] {
  const { syllablesPerSecond, paceLanguage, wordsPerMinute } = metrics;
  if (syllablesPerSecond === undefined || paceLanguage === undefined) {
    return [t('pitch.metric.pace'), t('pitch.metric.paceValue', { wpm: num(wordsPerMinute) }), t('pitch.metric.paceTarget')];
  }
  const band = SYLLABLE_PACE[paceLanguage];
  return [
    t('pitch.metric.pace'),
    t('pitch.metric.paceValueSyllables', { rate: num(syllablesPerSecond), wpm: num(wordsPerMinute), english: paceLanguage === 'en' ? 'yes' : 'no' }),
    t('pitch.metric.paceTargetSyllables', {
      language: paceLanguage,
      min: num(band.min),
      max: num(band.max),
      persuasiveMin: num(band.persuasiveMin),
      persuasiveMax: num(band.persuasiveMax),
    }),
  ];
}

export function renderPitchReportMarkdown(report: PitchReport, t: ReportText): string {
  const { metrics, scores, structure } = report;
  const num = numberFormatter(t);
  const limited = metrics.limited;
  const notMeasured = t('notMeasured');
  // Scores and structure are judgements about the words: a report that did not understand them
  // shows what it measured instead, and says so.
  const scoreLine = limited
    ? limitedLine(limited, t)
    : [
        `**${t('overall', { score: num(report.overallScore), tier: scoreTierLabel(report.overallScore, t) })}**`,
        t('pitch.score.clarity', { score: num(scores.clarity) }),
        t('pitch.score.structure', { score: num(scores.structure) }),
        scores.delivery === null ? t('pitch.score.deliveryNotMeasured') : t('pitch.score.delivery', { score: num(scores.delivery) }),
        t('pitch.score.persuasion', { score: num(scores.persuasion) }),
      ].join(' · ');
  const wordsCounted = !limited || limited.wordLists;
  const lines: string[] = [
    `## ${t('pitch.title')}`,
    '',
    scoreLine,
    '',
    escapeMarkdownInline(report.summary),
    '',
    `### ${t('pitch.metrics')}`,
    '',
    ...table(t, [
      [t('pitch.metric.duration'), t('pitch.metric.durationValue', { seconds: num(metrics.durationSeconds) }), t('pitch.metric.durationTarget')],
      [t('pitch.metric.words'), num(metrics.wordCount), wordsTarget(metrics, t, num)],
      paceRow(metrics, t, num),
      [
        t('pitch.metric.fillers'),
        wordsCounted ? t('pitch.metric.fillersValue', { count: num(metrics.fillerCount), rate: num(metrics.fillerRate) }) : notMeasured,
        t('pitch.metric.fillersTarget'),
      ],
      [t('pitch.metric.hedges'), wordsCounted ? num(metrics.hedgeCount) : notMeasured, t('pitch.metric.hedgesTarget')],
      [
        t('pitch.metric.sentence'),
        metrics.avgSentenceLength > 0
          ? t('pitch.metric.sentenceValue', { count: metrics.avgSentenceLength, words: num(metrics.avgSentenceLength) })
          : notMeasured,
        t('pitch.metric.sentenceTarget'),
      ],
    ]),
    '',
  ];
  if (!limited) {
    const part = (ok: boolean, id: MessageId<'report'>) => `${check(ok)} ${t(id)}`;
    lines.push(
      `### ${t('pitch.structure')}`,
      '',
      [
        part(structure.hook, 'pitch.part.hook'),
        part(structure.problem, 'pitch.part.problem'),
        part(structure.solution, 'pitch.part.solution'),
        part(structure.proof, 'pitch.part.proof'),
        part(structure.ask, 'pitch.part.ask'),
      ].join(' · '),
      '',
    );
  }
  if (report.strengths.length > 0) lines.push(`### ${t('heading.whatWorked')}`, '', ...listLines(report.strengths), '');
  if (report.improvements.length > 0) {
    lines.push(`### ${fixesHeading(report.improvements.length, t)}`, '', ...improvementLines(report.improvements, t));
  }
  if (report.rewrittenOpening.trim()) {
    lines.push(`### ${t('pitch.rewrittenOpening')}`, '', `> ${escapeMarkdownInline(report.rewrittenOpening)}`, '');
  }
  lines.push(`### ${t('heading.nextExercise')}`, '', escapeMarkdownInline(report.nextExercise), '');
  return lines.join('\n');
}

/** The transcript a recorded pitch was heard as, under the report. */
export function renderPitchTranscriptMarkdown(transcript: string, t: ReportText): string {
  return `\n### ${t('pitch.heard')}\n\n> ${escapeMarkdownInline(transcript)}\n`;
}

const OUTCOME_LABELS = {
  goal_reached: ['✅', 'call.outcome.goalReached'],
  progressed: ['➡️', 'call.outcome.progressed'],
  not_reached: ['❌', 'call.outcome.notReached'],
} as const satisfies Record<SalesCallOutcome, readonly [string, MessageId<'report'>]>;

/** The call's outcome in the reader's language, with its mark ("✅ Goal reached"). */
export function outcomeLabel(outcome: SalesCallOutcome, t: ReportText): string {
  const [mark, id] = OUTCOME_LABELS[outcome];
  return `${mark} ${t(id)}`;
}

const SETUP_IDS = {
  'B2C Consumer': 'setup.scenario.b2c',
  'B2B Customer': 'setup.scenario.b2b',
  'Channel Partner': 'setup.scenario.channelPartner',
  'Price / Budget': 'setup.objection.price',
  'Competitor Loyalty': 'setup.objection.competitor',
  'Timing / No Urgency': 'setup.objection.timing',
  'Value / Skepticism': 'setup.objection.value',
  'Close the Sale': 'setup.goal.close',
  'Book a Demo/Meeting': 'setup.goal.demo',
  'Secure a Trial/Pilot': 'setup.goal.trial',
  'Advance the Opportunity': 'setup.goal.advance',
  'Easy (Warm Lead)': 'setup.difficulty.easy',
  'Medium (Skeptical Buyer)': 'setup.difficulty.medium',
  'Hard (Hostile/Resistant)': 'setup.difficulty.hard',
} as const satisfies Record<SalesScenario | SalesObjection | SalesGoal | SalesDifficulty, MessageId<'report'>>;

/** A setup choice (a stored English value) as the reader reads it. */
export function setupLabel(value: SalesScenario | SalesObjection | SalesGoal | SalesDifficulty, t: ReportText): string {
  return t(SETUP_IDS[value]);
}

/** The evidence under the score line, one category a line; nothing for a report stored without it. */
export function scoreReasonLines(reasons: SalesCallReport['scoreReasons']): string[] {
  if (!reasons) return [];
  return [
    '',
    ...[reasons.discovery, reasons.objectionHandling, reasons.valueCommunication, reasons.closing].map((reason) => `- ${escapeMarkdownInline(reason)}`),
  ];
}

export function renderSalesCallReportMarkdown(report: SalesCallReport, setup: SalesSetup, t: ReportText): string {
  const { metrics, scores } = report;
  const num = numberFormatter(t);
  const yesNo = (ok: boolean) => t(ok ? 'call.yes' : 'call.no');
  const limited = metrics.limited;
  // Scores, outcome, the handled objection and the next step are judgements about the words: a
  // report that did not understand them shows what it measured instead, and says so.
  const scoreLines = limited
    ? [limitedLine(limited, t)]
    : [
        `**${t('overall', { score: num(report.overallScore), tier: scoreTierLabel(report.overallScore, t) })}** · ${outcomeLabel(report.outcome, t)}`,
        '',
        [
          t('call.score.discovery', { score: num(scores.discovery) }),
          t('call.score.objectionHandling', { score: num(scores.objectionHandling) }),
          t('call.score.valueCommunication', { score: num(scores.valueCommunication) }),
          t('call.score.closing', { score: num(scores.closing) }),
        ].join(' · '),
        ...scoreReasonLines(report.scoreReasons),
      ];
  const rows: [string, string, string][] = [
    [t('call.metric.turns'), `${num(metrics.userTurns)} / ${num(metrics.prospectTurns)}`, '—'],
    [t('call.metric.questions'), !limited || limited.questionsCounted ? num(metrics.questionsAsked) : t('notMeasured'), t('call.metric.questionsTarget')],
    [t('call.metric.talkRatio'), t('call.metric.talkRatioValue', { ratio: num(metrics.talkRatio) }), t('call.metric.talkRatioTarget')],
    [
      t('call.metric.monologue'),
      t('call.metric.monologueValue', { count: metrics.longestMonologueWords, words: num(metrics.longestMonologueWords) }),
      t('call.metric.monologueTarget'),
    ],
  ];
  if (!limited) {
    rows.push(
      [t('call.metric.objectionHandled'), yesNo(report.objectionHandled), t('call.yes')],
      [t('call.metric.nextStep'), yesNo(report.nextStepSecured), t('call.yes')],
    );
  }
  const lines: string[] = [
    `## ${t('call.title')}`,
    '',
    [
      `**${escapeMarkdownInline(setup.product)}**`,
      setupLabel(setup.scenario, t),
      t('call.setup.objection', { objection: setupLabel(setup.objection, t) }),
      t('call.setup.goal', { goal: setupLabel(setup.goal, t) }),
      setupLabel(setup.difficulty, t),
    ].join(' · '),
    '',
    ...scoreLines,
    '',
    escapeMarkdownInline(report.summary),
    '',
    `### ${t('call.metrics')}`,
    '',
    ...table(t, rows),
    '',
  ];
  // A weak call may have earned no praise: no empty "What worked" heading then.
  if (report.strengths.length > 0) lines.push(`### ${t('heading.whatWorked')}`, '', ...listLines(report.strengths), '');
  if (report.improvements.length > 0) {
    lines.push(`### ${fixesHeading(report.improvements.length, t)}`, '', ...improvementLines(report.improvements, t));
  }
  lines.push(`### ${t('heading.nextExercise')}`, '', escapeMarkdownInline(report.nextExercise), '');
  return lines.join('\n');
}
