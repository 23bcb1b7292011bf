import type { CallMetrics, CallReport, CallSetup, CallTurn } from './calls.ts';
import {
  escapeMarkdownInline,
  fixesHeading,
  listLines,
  numberFormatter,
  outcomeLabel,
  scoreReasonLines,
  scoreTierLabel,
  setupLabel,
  table,
  translateVerbatim,
  type ReportText,
} from './reports.ts';

// A real call's report as markdown (issue 31), in the reader's language: the history shows it, and a
// manager reading a teammate's call reads the same. The seller's and the customer's words stay as heard.

/** 75 → "1:15": a moment of the recording. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

function metricRows(metrics: CallMetrics, t: ReportText): [string, string, string][] {
  const num = numberFormatter(t);
  const seconds = (value: number) => t('realCall.metric.seconds', { seconds: num(Math.round(value * 10) / 10) });
  const pace = (value: number | null) => (value === null ? '—' : t('realCall.metric.paceValue', { rate: num(Math.round(value * 10) / 10) }));
  const total = metrics.talkSeconds.seller + metrics.talkSeconds.prospect;
  return [
    [
      t('realCall.metric.talkRatio'),
      t('realCall.metric.talkRatioValue', {
        ratio: num(Math.round(metrics.talkRatio * 100)),
        seller: num(Math.round(metrics.talkSeconds.seller)),
        total: num(Math.round(total)),
      }),
      t('call.metric.talkRatioTarget'),
    ],
    [t('realCall.metric.monologue'), seconds(metrics.longestMonologueSeconds), t('realCall.metric.monologueTarget')],
    [
      t('realCall.metric.interruptions'),
      t('realCall.metric.pair', { seller: num(metrics.interruptions.seller), prospect: num(metrics.interruptions.prospect) }),
      '—',
    ],
    [t('realCall.metric.patience'), metrics.patienceSeconds === null ? t('notMeasured') : seconds(metrics.patienceSeconds), '—'],
    [t('realCall.metric.longSilences'), num(metrics.longSilences), '—'],
    [t('realCall.metric.questions'), t('realCall.metric.pair', { seller: num(metrics.questions.seller), prospect: num(metrics.questions.prospect) }), '—'],
    [t('realCall.metric.pace'), t('realCall.metric.pair', { seller: pace(metrics.pace.seller), prospect: pace(metrics.pace.prospect) }), '—'],
  ];
}

function transcriptLines(transcript: CallTurn[], t: ReportText): string[] {
  return transcript.map(
    (turn) =>
      `- \`${clockTime(turn.startSeconds)}\` **${t(turn.speaker === 'seller' ? 'realCall.speaker.seller' : 'realCall.speaker.prospect')}:** ${escapeMarkdownInline(turn.text)}`,
  );
}

export function renderCallReportMarkdown(report: Omit<CallReport, 'markdown'>, setup: CallSetup, t: ReportText): string {
  const { metrics, coaching } = report;
  const num = numberFormatter(t);
  const estimateLine = metrics.estimatedBy ? t(`realCall.estimatedBy.${metrics.estimatedBy === 'one-voice' ? 'oneVoice' : metrics.estimatedBy}`) : null;
  const lines: string[] = [
    `## ${t('realCall.title')}`,
    '',
    [
      `**${escapeMarkdownInline(setup.product)}**`,
      setupLabel(setup.scenario, t),
      t('call.setup.goal', { goal: setupLabel(setup.goal, t) }),
      setupLabel(setup.difficulty, t),
      t('realCall.duration', { duration: clockTime(metrics.durationSeconds) }),
      t(metrics.channels === 2 ? 'realCall.stereo' : 'realCall.mono'),
    ].join(' · '),
    '',
  ];
  if (estimateLine) lines.push(estimateLine, '');
  if (report.unjudged) lines.push(`**${t('limited.notScored')}** · ${report.unjudged}`, '');
  if (coaching) {
    lines.push(
      `**${t('overall', { score: num(coaching.overallScore), tier: scoreTierLabel(coaching.overallScore, t) })}** · ${outcomeLabel(coaching.outcome, t)}`,
      '',
      [
        t('call.score.discovery', { score: num(coaching.scores.discovery) }),
        report.judgedObjection ? t('call.score.objectionHandling', { score: num(coaching.scores.objectionHandling) }) : t('realCall.noObjectionScore'),
        t('call.score.valueCommunication', { score: num(coaching.scores.valueCommunication) }),
        t('call.score.closing', { score: num(coaching.scores.closing) }),
      ].join(' · '),
      ...scoreReasonLines(coaching.scoreReasons),
      '',
      escapeMarkdownInline(coaching.summary),
      '',
    );
  }
  lines.push(`### ${t('realCall.conversation')}`, '', ...table(t, metricRows(metrics, t)), '');
  lines.push(`### ${t('realCall.objections')}`, '');
  if (report.objections.length === 0) lines.push(t('realCall.noObjections'), '');
  else lines.push(...report.objections.map((o) => `- \`${clockTime(o.atSeconds)}\` “${escapeMarkdownInline(o.text)}”`), '');
  if (report.judgedObjection && coaching) lines.push(t('realCall.judgedObjection', { objection: setupLabel(report.judgedObjection, t) }), '');
  if (coaching) {
    if (coaching.strengths.length > 0) lines.push(`### ${t('heading.whatWorked')}`, '', ...listLines(coaching.strengths), '');
    if (report.findings.length > 0) {
      lines.push(`### ${fixesHeading(report.findings.length, t)}`, '');
      report.findings.forEach((finding, index) => {
        const at = finding.atSeconds === null ? '' : ` \`${clockTime(finding.atSeconds)}\``;
        lines.push(`${index + 1}. **${escapeMarkdownInline(finding.issue)}**${at}`);
        if (finding.quote.trim()) lines.push(`   > ${translateVerbatim(t, 'improvement.youSaid', { quote: escapeMarkdownInline(finding.quote) })}`, '');
        lines.push(`   **${t('improvement.tryInstead')}** ${escapeMarkdownInline(finding.suggestion)}`, '');
      });
    }
    lines.push(`### ${t('heading.nextExercise')}`, '', escapeMarkdownInline(coaching.nextExercise), '');
  }
  if (report.transcript.length > 0) lines.push(`### ${t('realCall.transcript')}`, '', ...transcriptLines(report.transcript, t), '');
  return lines.join('\n');
}
