import { lazy, Suspense, type ReactNode } from 'react';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { PERIODS, pipelineRemedy, pipelineVerdictFacts, type PipelineInput, type PipelineResults } from '@shared/pipeline';
import { useFormat } from '@web/lib/language/format.ts';
import { useLocale, useT } from '@web/lib/language/i18n.ts';
import { useMoney } from '@web/lib/language/money.ts';
import { Alert } from '@web/components/ui/alert.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Spinner } from '@web/components/ui/spinner.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { aheadOrBehind, verdictText } from './verdict-text.ts';

// The results: the verdict, the chart, then what the target needs, where the pipeline stands, and the options.

const LeadsChart = lazy(() => import('./leads-chart.tsx'));

interface ResultsProps {
  input: PipelineInput;
  results: PipelineResults;
}

export function PipelineResultsView({ input, results: r }: ResultsProps) {
  const t = useT('pipeline');
  const format = useFormat();
  const money = useMoney();
  return (
    <div className="space-y-6">
      <Verdict input={input} results={r} />

      <p className="text-sm text-slate-600">
        {t('results.summary', {
          target: money.format(input.target),
          dealSize: money.format(input.dealSize),
          closeRate: format.percent(input.closeRate),
          leads: round1(input.leads),
          period: input.period,
        })}
      </p>

      <Card>
        <CardHeader>
          <CardTitle as="h2">{t('chart.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Spinner label={t('chart.loading')} />}>
            <LeadsChart required={r.leadsNeededPerWeek} current={r.currentLeadsPerWeek} />
          </Suspense>
        </CardContent>
      </Card>

      <NeededSection input={input} results={r} />
      <TodaySection input={input} results={r} />
      <OptionsSection input={input} results={r} />
    </div>
  );
}

function ResultCard({
  label,
  value,
  note,
  testId,
  tone = 'default',
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  testId: string;
  tone?: 'default' | 'good' | 'bad';
}) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1">
        <span
          data-testid={`pipeline-${testId}`}
          className={cn(
            'block break-words text-xl font-bold tabular-nums sm:text-2xl',
            tone === 'good' ? 'text-brand-700' : tone === 'bad' ? 'text-amber-700' : 'text-slate-900',
          )}
        >
          {value}
        </span>
        {note && <span className="mt-1 block text-xs text-slate-500">{note}</span>}
      </dd>
    </div>
  );
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * An amount for a narrow result card: the space between the currency and the digits may wrap
 * ("Ksh" above "49,740,000"), so a long amount is not broken inside its digits. Grouping stays whole.
 */
const wrappable = (amount: string) => amount.replace(/\u00a0(?=\D)|(?<=\D)\u00a0/gu, ' ');

/** Amounts of people and deals, to one decimal as the reader writes them. */
function useCount() {
  const format = useFormat();
  return (n: number) => format.number(n, { maximumFractionDigits: 1 });
}

function Verdict({ input, results: r }: ResultsProps) {
  const t = useT('pipeline');
  const format = useFormat();
  const money = useMoney();
  const count = useCount();
  const locale = useLocale();
  const or = (items: string[]) => new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'disjunction' }).format(items);
  return (
    <Alert
      variant={r.onTrack ? 'default' : 'warning'}
      role="status"
      className={cn('flex gap-3 p-5 text-base', r.onTrack && 'border-brand-600 bg-brand-50 text-brand-900')}
    >
      {r.onTrack ? (
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      ) : (
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      )}
      <div className="space-y-1">
        <h2 className="text-xl font-bold">{r.onTrack ? t('verdict.onTrackTitle') : t('verdict.shortTitle')}</h2>
        <p data-testid="pipeline-verdict">
          {verdictText(t, pipelineVerdictFacts(input, r), { count, percent: (value) => format.percent(value), money: (amount) => money.format(amount), or })}
        </p>
      </div>
    </Alert>
  );
}

function NeededSection({ input, results: r }: ResultsProps) {
  const t = useT('pipeline');
  const money = useMoney();
  const format = useFormat();
  const count = useCount();
  const closeRate = format.percent(input.closeRate);
  return (
    <section aria-labelledby="pipeline-needed" className="space-y-3">
      <h2 id="pipeline-needed" className="text-lg font-semibold text-slate-900">
        {t('needed.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <ResultCard
          label={t('dealsNeeded.label')}
          testId="dealsNeeded"
          value={count(r.dealsNeeded)}
          note={t('dealsNeeded.note', { target: money.format(input.target), dealSize: money.format(input.dealSize) })}
        />
        <ResultCard
          label={t('leadsNeededPerYear.label')}
          testId="leadsNeededPerYear"
          value={count(r.leadsNeededPerYear)}
          note={t('leadsNeededPerYear.note', { closeRate })}
        />
        <ResultCard label={t('leadsNeededPerWeek.label')} testId="leadsNeededPerWeek" value={count(r.leadsNeededPerWeek)} note={t('leadsNeededPerWeek.note')} />
      </dl>
    </section>
  );
}

function TodaySection({ input, results: r }: ResultsProps) {
  const t = useT('pipeline');
  const format = useFormat();
  const money = useMoney();
  const count = useCount();
  const period = PERIODS.find((p) => p.value === input.period)!;
  const gapGood = r.weeklyGap >= 0;
  const closeRate = format.percent(input.closeRate);
  return (
    <section aria-labelledby="pipeline-today" className="space-y-3">
      <h2 id="pipeline-today" className="text-lg font-semibold text-slate-900">
        {t('today.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <ResultCard
          label={t('currentLeadsPerWeek.label')}
          testId="currentLeadsPerWeek"
          value={count(r.currentLeadsPerWeek)}
          note={
            period.weeks === 1
              ? t('currentLeadsPerWeek.noteAsEntered')
              : t('currentLeadsPerWeek.noteConverted', { leads: count(input.leads), period: input.period, weeks: format.number(period.weeks) })
          }
        />
        <ResultCard
          label={t('weeklyGap.label')}
          testId="weeklyGap"
          tone={gapGood ? 'good' : 'bad'}
          value={format.number(r.weeklyGap, { maximumFractionDigits: 1, signDisplay: 'exceptZero' })}
          note={gapGood ? t('weeklyGap.noteSpare') : t('weeklyGap.noteShort')}
        />
        <ResultCard label={t('monthlyPace.label')} testId="monthlyPace" value={count(r.monthlyPace)} note={t('monthlyPace.note')} />
        <ResultCard label={t('yearlyPace.label')} testId="yearlyPace" value={count(r.yearlyPace)} note={t('yearlyPace.note')} />
        <ResultCard label={t('projectedDeals.label')} testId="projectedDeals" value={count(r.projectedDeals)} note={t('projectedDeals.note')} />
        <ResultCard
          label={t('projectedRevenue.label')}
          testId="projectedRevenue"
          tone={r.onTrack ? 'good' : 'bad'}
          value={wrappable(money.format(r.projectedRevenue))}
          note={t('projectedRevenue.note')}
        />
        <AheadOrBehindCard input={input} results={r} />
        <ResultCard
          label={t('revenueMissed.label')}
          testId="revenueMissed"
          tone={r.revenueMissed > 0 ? 'bad' : 'default'}
          value={wrappable(money.format(r.revenueMissed))}
          note={r.revenueMissed > 0 ? t('revenueMissed.noteMissed') : t('revenueMissed.noteNone')}
        />
        <ResultCard
          label={t('coverage.label')}
          testId="coverage"
          value={`${count(r.coverage)}×`}
          note={t('coverage.note', { closeRate, coverage: r.coverage })}
        />
      </dl>
    </section>
  );
}

/** How far ahead of or behind the target: the label, the figure and the note always say the same thing. */
function AheadOrBehindCard({ input, results: r }: ResultsProps) {
  const t = useT('pipeline');
  const format = useFormat();
  const line = aheadOrBehind(r, input.target);
  return (
    <ResultCard
      label={line.kind === 'behind' ? t('percentAhead.labelBehind') : t('percentAhead.label')}
      testId="percentAhead"
      tone={line.kind === 'ahead' ? 'good' : line.kind === 'behind' ? 'bad' : 'default'}
      value={format.percent(line.percent)}
      note={line.kind === 'ahead' ? t('percentAhead.noteAhead') : line.kind === 'behind' ? t('percentAhead.noteBehind') : t('percentAhead.noteOnTarget')}
    />
  );
}

function OptionsSection({ input, results: r }: ResultsProps) {
  const t = useT('pipeline');
  const format = useFormat();
  const money = useMoney();
  const closeRate = format.percent(input.closeRate);
  // Off track, each option is checked against its realistic bound (decision 004) and says when it is beyond it.
  const remedy = r.onTrack ? null : pipelineRemedy(input, r);
  const rateBeyond = remedy !== null && r.alternativeCloseRateReachable && !remedy.levers.includes('closeRate');
  const sizeBeyond = remedy !== null && r.alternativeDealSize !== null && !remedy.levers.includes('dealSize');
  return (
    <section aria-labelledby="pipeline-options" className="space-y-3">
      <h2 id="pipeline-options" className="text-lg font-semibold text-slate-900">
        {t('options.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        <ResultCard
          label={t('alternativeCloseRate.label')}
          testId="alternativeCloseRate"
          value={format.percent(r.alternativeCloseRate)}
          tone={rateBeyond || !r.alternativeCloseRateReachable ? 'bad' : 'default'}
          note={
            !r.alternativeCloseRateReachable
              ? t('alternativeCloseRate.noteUnreachable')
              : rateBeyond
                ? t('alternativeCloseRate.noteBeyond', { max: format.percent(remedy?.bounds.closeRate ?? 0) })
                : t('alternativeCloseRate.noteInstead', { closeRate })
          }
        />
        <ResultCard
          label={t('alternativeDealSize.label')}
          testId="alternativeDealSize"
          value={r.alternativeDealSize === null ? '—' : wrappable(money.format(r.alternativeDealSize))}
          tone={sizeBeyond ? 'bad' : 'default'}
          note={
            r.alternativeDealSize === null
              ? t('alternativeDealSize.noteNone')
              : sizeBeyond
                ? t('alternativeDealSize.noteBeyond', { max: money.format(remedy?.bounds.dealSize ?? 0) })
                : t('alternativeDealSize.noteInstead', { dealSize: money.format(input.dealSize) })
          }
        />
      </dl>
    </section>
  );
}
