import { TrendingUp } from 'lucide-react';
import { scoreTier } from '@shared/reports';
import type { PitchRunData } from '@shared/pitch-lab';
import type { ToolRunDto } from '@shared/tools';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Markdown } from '@web/components/ui/markdown.tsx';
import { usePitchRuns } from './api/use-pitch-runs.ts';

interface ScoredRun {
  id: string;
  date: Date;
  score: number;
  result: string | null;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** Past pitches of the signed-in user, oldest first, with their overall scores. */
function toScoredRuns(runs: ToolRunDto[]): ScoredRun[] {
  return runs
    .flatMap((run) => {
      const score = (run.data as Partial<PitchRunData> | null)?.report?.overallScore;
      return typeof score === 'number' ? [{ id: run.id, date: new Date(run.createdAt), score, result: run.result }] : [];
    })
    .reverse();
}

const WIDTH = 300;
const HEIGHT = 84;
const BASELINE = HEIGHT - 4;

/** A tiny inline bar chart: one bar per pitch, the dashed line at 75 marks "Proficient". */
function ScoreBars({ runs }: { runs: ScoredRun[] }) {
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
            <title>{`${dateFormat.format(run.date)}: ${run.score}/100`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

export function PitchHistory() {
  const runs = usePitchRuns();
  const scored = runs.data ? toScoredRuns(runs.data) : [];
  if (scored.length === 0) return null;

  const latest = scored[scored.length - 1]!;
  const first = scored[0]!;
  const best = Math.max(...scored.map((r) => r.score));
  const change = latest.score - first.score;
  const summary =
    scored.length === 1
      ? `One pitch so far, scored ${latest.score} out of 100.`
      : `${scored.length} pitches. Latest ${latest.score}, best ${best}, first ${first.score} (${change >= 0 ? '+' : ''}${change} since your first pitch).`;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <TrendingUp aria-hidden="true" className="size-5 text-brand-700" />
          Your progress
        </CardTitle>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <figure>
          <ScoreBars runs={scored} />
          <figcaption className="mt-1 text-xs text-slate-500">Overall score per pitch, oldest to newest; the dashed line is 75 ({scoreTier(75)}).</figcaption>
        </figure>
        <ul className="divide-y divide-slate-100 text-sm" aria-label="Past pitches">
          {[...scored]
            .reverse()
            .slice(0, 5)
            .map((run) => (
              <li key={run.id} className="py-2">
                <details>
                  <summary className="cursor-pointer">
                    <span className="font-medium">{dateFormat.format(run.date)}</span> · {run.score}/100 ({scoreTier(run.score)})
                  </summary>
                  <div className="mt-3">{run.result ? <Markdown>{run.result}</Markdown> : <p>No report available</p>}</div>
                </details>
              </li>
            ))}
        </ul>
      </CardContent>
    </Card>
  );
}
