import { TrendingUp } from 'lucide-react';
import { scoreTier } from '@shared/score-tier';
import type { PitchRunData } from '@shared/pitch-lab';
import type { ToolRunDto } from '@shared/tools';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Markdown } from '@web/components/ui/markdown.tsx';
import { useFormat } from '@web/lib/language/format.ts';
import { useT, type Translate } from '@web/lib/language/i18n.ts';
import { usePitchRuns } from './api/use-pitch-runs.ts';

interface ScoredRun {
  id: string;
  date: Date;
  score: number;
  result: string | null;
}

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

const TIER_IDS = {
  Excellent: 'tier.excellent',
  Proficient: 'tier.proficient',
  Developing: 'tier.developing',
  'Needs work': 'tier.needsWork',
} as const;

/** The score's tier (shared/reports' English words) in the reader's language. */
function tierLabel(t: Translate<'pitchLab'>, score: number): string {
  return t(TIER_IDS[scoreTier(score)]);
}

/** Past pitches of the signed-in user, oldest first, with their overall scores. */
function toScoredRuns(runs: ToolRunDto[]): ScoredRun[] {
  return runs
    .flatMap((run) => {
      const report = (run.data as Partial<PitchRunData> | null)?.report;
      const score = report?.overallScore;
      // A pitch the offline analysis could not judge (another language) has no score to chart.
      return typeof score === 'number' && !report?.metrics?.limited ? [{ id: run.id, date: new Date(run.createdAt), score, result: run.result }] : [];
    })
    .reverse();
}

const WIDTH = 300;
const HEIGHT = 84;
const BASELINE = HEIGHT - 4;

/** A tiny inline bar chart: one bar per pitch, the dashed line at 75 marks "Proficient". */
function ScoreBars({ runs }: { runs: ScoredRun[] }) {
  const t = useT('pitchLab');
  const format = useFormat();
  const gap = 4;
  const barWidth = Math.min(28, (WIDTH - gap * (runs.length - 1)) / runs.length);
  const height = (score: number) => Math.max(2, (score / 100) * (BASELINE - 4));
  const proficientY = BASELINE - height(75);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-24 w-full max-w-md" aria-hidden="true" focusable="false">
      <line x1="0" x2={WIDTH} y1={BASELINE} y2={BASELINE} className="stroke-slate-300" strokeWidth="1" />
      <line x1="0" x2={WIDTH} y1={proficientY} y2={proficientY} className="stroke-slate-300" strokeWidth="1" strokeDasharray="3 3" />
      {runs.map((run, index) => {
        const h = height(run.score);
        const latest = index === runs.length - 1;
        return (
          <rect
            key={run.id}
            x={index * (barWidth + gap)}
            y={BASELINE - h}
            width={barWidth}
            height={h}
            rx="2"
            className={latest ? 'fill-brand-700' : 'fill-brand-500/50'}
          >
            <title>{t('history.barTitle', { date: format.date(run.date, DAY), score: run.score })}</title>
          </rect>
        );
      })}
    </svg>
  );
}

export function PitchHistory() {
  const t = useT('pitchLab');
  const format = useFormat();
  const runs = usePitchRuns();
  const scored = runs.data ? toScoredRuns(runs.data) : [];
  if (scored.length === 0) return null;

  const latest = scored[scored.length - 1]!;
  const first = scored[0]!;
  const best = Math.max(...scored.map((r) => r.score));
  const change = latest.score - first.score;
  const summary =
    scored.length === 1
      ? t('history.summaryOne', { score: latest.score })
      : t('history.summary', {
          count: scored.length,
          latest: latest.score,
          best,
          first: first.score,
          change: format.number(change, { signDisplay: 'always' }),
        });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <TrendingUp aria-hidden="true" className="size-5 text-brand-700" />
          {t('history.title')}
        </CardTitle>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <figure>
          <ScoreBars runs={scored} />
          <figcaption className="mt-1 text-xs text-slate-500">{t('history.chartCaption', { tier: tierLabel(t, 75) })}</figcaption>
        </figure>
        <ul className="divide-y divide-slate-100 text-sm" aria-label={t('history.listLabel')}>
          {[...scored]
            .reverse()
            .slice(0, 5)
            .map((run) => (
              <li key={run.id} className="py-2">
                <details>
                  <summary className="cursor-pointer">
                    <span className="font-medium">{format.date(run.date, DAY)}</span> ·{' '}
                    {t('history.runScore', { score: run.score, tier: tierLabel(t, run.score) })}
                  </summary>
                  <div className="mt-3">{run.result ? <Markdown>{run.result}</Markdown> : <p>{t('history.noReport')}</p>}</div>
                </details>
              </li>
            ))}
        </ul>
      </CardContent>
    </Card>
  );
}
