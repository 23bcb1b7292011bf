import { lazy, Suspense, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Calculator, CheckCircle2, RotateCcw, TriangleAlert } from 'lucide-react';
import {
  calculatePipeline,
  canCalculatePipeline,
  clampCloseRate,
  clampDealSize,
  clampLeads,
  clampTarget,
  parseNumberInput,
  PERIODS,
  PIPELINE_DEFAULTS,
  PIPELINE_LIMITS,
  type PipelineInput,
  type PipelinePeriod,
  type PipelineResults,
} from '@shared/pipeline';
import { ApiError } from '@web/lib/api.ts';
import { errorMessage } from '@web/lib/error-message.ts';
import { ToolWrapper, useToolAccess } from '@web/components/tool-shell/tool-wrapper.tsx';
import { ToolResultFooter } from '@web/components/tool-shell/result-footer.tsx';
import { Alert } from '@web/components/ui/alert.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input, NativeSelect } from '@web/components/ui/input.tsx';
import { Spinner } from '@web/components/ui/spinner.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { useClaimPipelineTrial } from './api/use-claim-trial.ts';

const LeadsChart = lazy(() => import('./leads-chart.tsx'));

export default function PipelineCalculatorPage() {
  return (
    <ToolWrapper toolId="tool-4">
      <PipelineCalculator />
    </ToolWrapper>
  );
}

// ---------------------------------------------------------------------------------------------
// Form state: the numbers the maths uses, and the text as typed beside each slider.

type NumberField = 'target' | 'dealSize' | 'closeRate' | 'leads';
type Texts = Record<NumberField, string>;

const NUMBER_FIELDS: NumberField[] = ['target', 'dealSize', 'closeRate', 'leads'];

const FIELD_NAMES: Record<NumberField, string> = {
  target: 'revenue target',
  dealSize: 'average deal size',
  closeRate: 'close rate',
  leads: 'leads per period',
};

/** Spec section 5: close rate 1–100, target and deal size 0 or more, leads at least 1. */
const CLAMPS: Record<NumberField, (value: number) => number> = {
  target: clampTarget,
  dealSize: clampDealSize,
  closeRate: clampCloseRate,
  leads: clampLeads,
};

const PERIOD_NOUN: Record<PipelinePeriod, string> = { weekly: 'week', monthly: 'month', quarterly: 'quarter', annually: 'year' };

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const textsFor = (input: PipelineInput): Texts => ({
  target: grouped.format(input.target),
  dealSize: grouped.format(input.dealSize),
  closeRate: grouped.format(input.closeRate),
  leads: grouped.format(input.leads),
});

/** Reads typed text: separators stripped, then clamped; empty or not a number counts as 0 (not entered). */
function valueFromText(field: NumberField, raw: string): number {
  const parsed = parseNumberInput(raw);
  return Number.isNaN(parsed) ? 0 : CLAMPS[field](parsed);
}

function missingText(input: PipelineInput): string | null {
  const missing = NUMBER_FIELDS.filter((field) => !(input[field] > 0)).map((field) => FIELD_NAMES[field]);
  if (missing.length === 0) return null;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  return `To calculate, enter your ${list}. Target, deal size, close rate and leads must all be above 0.`;
}

/** The trial route refuses a used device with 403; make sure the wrapper recognises it as such. */
function asTrialRefusal(error: unknown): unknown {
  if (error instanceof ApiError && error.status === 403 && !error.details?.reason) {
    return new ApiError(403, error.code, error.message, { ...error.details, reason: 'guest_trial_used' });
  }
  return error;
}

/** No answer at all (offline, or the server out of reach), as `api()` reports it; an HTTP refusal is not one. */
function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

type Phase = 'form' | 'results';

function PipelineCalculator() {
  const { isGuest, requestRun, handleRunError, trialReturned } = useToolAccess();
  const [phase, setPhase] = useState<Phase>('form');
  const [input, setInput] = useState<PipelineInput>({ ...PIPELINE_DEFAULTS });
  const [texts, setTexts] = useState<Texts>(() => textsFor(PIPELINE_DEFAULTS));
  const [problem, setProblem] = useState<string | null>(null);
  const claimTrial = useClaimPipelineTrial();
  const starting = claimTrial.isPending;
  const [results, setResults] = useState<{ input: PipelineInput; results: PipelineResults } | null>(null);

  function setFromSlider(field: NumberField, value: number) {
    setInput((current) => ({ ...current, [field]: value }));
    setTexts((current) => ({ ...current, [field]: grouped.format(value) }));
    setProblem(null);
  }

  function setFromText(field: NumberField, raw: string) {
    setTexts((current) => ({ ...current, [field]: raw }));
    setInput((current) => ({ ...current, [field]: valueFromText(field, raw) }));
    setProblem(null);
  }

  // Once the user leaves the box, show the number that will be used (clamped, with separators).
  function tidyText(field: NumberField) {
    setTexts((current) => ({ ...current, [field]: grouped.format(input[field]) }));
  }

  async function calculate(event: React.FormEvent) {
    event.preventDefault();
    if (!canCalculatePipeline(input)) {
      setProblem(missingText(input));
      return;
    }
    if (!requestRun()) return;
    if (isGuest) {
      // The maths runs here in the browser; the server only records the guest's one free run.
      try {
        await claimTrial.mutateAsync();
      } catch (error) {
        if (handleRunError(asTrialRefusal(error))) return;
        // Offline (the service worker serves the app): the maths needs no server, so it runs; the device's
        // trial stays marked used (requestRun), so the rules are the same once it is online again.
        if (!isNetworkError(error)) {
          trialReturned();
          toast.error(errorMessage(error, 'Could not start the calculator. Please try again.'));
          return;
        }
      }
    }
    setResults({ input, results: calculatePipeline(input) });
    setPhase('results');
    window.scrollTo({ top: 0 });
  }

  function calculateAgain() {
    setInput({ ...PIPELINE_DEFAULTS });
    setTexts(textsFor(PIPELINE_DEFAULTS));
    setProblem(null);
    setResults(null);
    setPhase('form');
    window.scrollTo({ top: 0 });
  }

  if (phase === 'results' && results) {
    return (
      <div className="space-y-6">
        <PipelineResultsView input={results.input} results={results.results} />
        <ToolResultFooter
          toolId="tool-4"
          againLabel="Calculate Again"
          againIcon={<RotateCcw aria-hidden="true" className="size-4" />}
          onAgain={calculateAgain}
        />
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Is your lead volume enough?</CardTitle>
        <CardDescription>
          Enter your yearly revenue target and your sales numbers. We work back from the target to the leads you need each week, and compare them with the leads
          you get today.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-6" noValidate onSubmit={calculate}>
          <NumberWithSlider
            field="target"
            label="Revenue target"
            sliderLabel="Revenue target slider"
            hint="Per year, in dollars. Type any amount; the slider goes to $1,000,000."
            prefix="$"
            limits={PIPELINE_LIMITS.target}
            value={input.target}
            text={texts.target}
            onSlider={setFromSlider}
            onText={setFromText}
            onBlur={tidyText}
          />
          <NumberWithSlider
            field="dealSize"
            label="Average deal size"
            sliderLabel="Average deal size slider"
            hint="What one closed deal is worth, in dollars."
            prefix="$"
            limits={PIPELINE_LIMITS.dealSize}
            value={input.dealSize}
            text={texts.dealSize}
            onSlider={setFromSlider}
            onText={setFromText}
            onBlur={tidyText}
          />
          <NumberWithSlider
            field="closeRate"
            label="Close rate (%)"
            sliderLabel="Close rate slider"
            hint="Out of 100 leads, how many become customers (1–100)."
            suffix="%"
            limits={PIPELINE_LIMITS.closeRate}
            value={input.closeRate}
            text={texts.closeRate}
            onSlider={setFromSlider}
            onText={setFromText}
            onBlur={tidyText}
          />
          <NumberWithSlider
            field="leads"
            label="Leads per period"
            sliderLabel="Leads per period slider"
            hint={`New leads you get each ${PERIOD_NOUN[input.period]} today.`}
            limits={PIPELINE_LIMITS.leads}
            value={input.leads}
            text={texts.leads}
            onSlider={setFromSlider}
            onText={setFromText}
            onBlur={tidyText}
          />
          <Field id="pipeline-period" label="Period" hint="The period your lead count above covers.">
            <NativeSelect
              id="pipeline-period"
              value={input.period}
              aria-describedby="pipeline-period-hint"
              onChange={(e) => setInput((current) => ({ ...current, period: e.target.value as PipelinePeriod }))}
            >
              {PERIODS.map((period) => (
                <option key={period.value} value={period.value}>
                  {period.label}
                </option>
              ))}
            </NativeSelect>
          </Field>

          {problem && (
            <Alert variant="warning" data-testid="pipeline-problem">
              {problem}
            </Alert>
          )}
          <Button type="submit" size="lg" className="w-full sm:w-auto" loading={starting}>
            {!starting && <Calculator aria-hidden="true" className="size-4" />}
            Calculate
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function NumberWithSlider({
  field,
  label,
  sliderLabel,
  hint,
  prefix,
  suffix,
  limits,
  value,
  text,
  onSlider,
  onText,
  onBlur,
}: {
  field: NumberField;
  label: string;
  sliderLabel: string;
  hint: string;
  prefix?: string;
  suffix?: string;
  limits: { min: number; max: number; step: number };
  value: number;
  text: string;
  onSlider: (field: NumberField, value: number) => void;
  onText: (field: NumberField, raw: string) => void;
  onBlur: (field: NumberField) => void;
}) {
  const id = `pipeline-${field}`;
  const unreadable = text.trim() !== '' && Number.isNaN(parseNumberInput(text));
  return (
    <Field id={id} label={label} hint={hint} error={unreadable ? 'Enter a number, e.g. 25,000' : undefined}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <input
          type="range"
          aria-label={sliderLabel}
          min={limits.min}
          max={limits.max}
          step={limits.step}
          // Typed values may go past the slider's end; the slider then rests at its max.
          value={Math.min(limits.max, Math.max(limits.min, value))}
          aria-valuetext={value > 0 ? `${prefix ?? ''}${grouped.format(value)}${suffix ?? ''}` : 'Not entered'}
          onChange={(e) => onSlider(field, Number(e.target.value))}
          className="h-11 w-full flex-1 cursor-pointer accent-brand-700"
        />
        <div className="relative sm:w-40">
          {prefix && (
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
              {prefix}
            </span>
          )}
          <Input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            className={cn('tabular-nums', prefix && 'pl-7', suffix && 'pr-8')}
            aria-invalid={unreadable || undefined}
            aria-describedby={unreadable ? `${id}-error` : `${id}-hint`}
            onChange={(e) => onText(field, e.target.value)}
            onBlur={() => onBlur(field)}
          />
          {suffix && (
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-500">
              {suffix}
            </span>
          )}
        </div>
      </div>
    </Field>
  );
}

// ---------------------------------------------------------------------------------------------
// Results

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

function PipelineResultsView({ input, results: r }: { input: PipelineInput; results: PipelineResults }) {
  const period = PERIODS.find((p) => p.value === input.period)!;
  const gapGood = r.weeklyGap >= 0;
  return (
    <div className="space-y-6">
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
          <h2 className="text-xl font-bold">{r.onTrack ? 'You’re on track' : 'Not enough leads yet'}</h2>
          <p data-testid="pipeline-verdict">{r.verdict}</p>
        </div>
      </Alert>

      <p className="text-sm text-slate-600">
        For a {money.format(input.target)} yearly target with {money.format(input.dealSize)} deals, a {count.format(input.closeRate)}% close rate and{' '}
        {count.format(input.leads)} leads {period.label.toLowerCase()}.
      </p>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Weekly leads: needed vs today</CardTitle>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Spinner label="Loading chart" />}>
            <LeadsChart required={r.leadsNeededPerWeek} current={r.currentLeadsPerWeek} />
          </Suspense>
        </CardContent>
      </Card>

      <section aria-labelledby="pipeline-needed" className="space-y-3">
        <h2 id="pipeline-needed" className="text-lg font-semibold text-slate-900">
          What your target needs
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <ResultCard
            label="Deals needed per year"
            testId="dealsNeeded"
            value={count.format(r.dealsNeeded)}
            note={`${money.format(input.target)} ÷ ${money.format(input.dealSize)}, rounded up`}
          />
          <ResultCard
            label="Leads needed per year"
            testId="leadsNeededPerYear"
            value={count.format(r.leadsNeededPerYear)}
            note={`Deals ÷ your ${count.format(input.closeRate)}% close rate`}
          />
          <ResultCard
            label="Leads needed per week"
            testId="leadsNeededPerWeek"
            value={count.format(r.leadsNeededPerWeek)}
            note="Leads per year ÷ 52, rounded up"
          />
        </dl>
      </section>

      <section aria-labelledby="pipeline-today" className="space-y-3">
        <h2 id="pipeline-today" className="text-lg font-semibold text-slate-900">
          Where you are today
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <ResultCard
            label="Your leads per week"
            testId="currentLeadsPerWeek"
            value={count.format(r.currentLeadsPerWeek)}
            note={period.weeks === 1 ? 'As entered' : `${count.format(input.leads)} ${period.label.toLowerCase()} ÷ ${period.weeks} weeks`}
          />
          <ResultCard
            label="Weekly gap"
            testId="weeklyGap"
            tone={gapGood ? 'good' : 'bad'}
            value={`${r.weeklyGap > 0 ? '+' : ''}${count.format(r.weeklyGap)}`}
            note={gapGood ? 'Leads a week to spare' : 'Leads a week short of what you need'}
          />
          <ResultCard label="Monthly lead pace" testId="monthlyPace" value={count.format(r.monthlyPace)} note="Leads a month at today’s pace" />
          <ResultCard label="Yearly lead pace" testId="yearlyPace" value={count.format(r.yearlyPace)} note="Leads a year at today’s pace" />
          <ResultCard
            label="Projected deals per year"
            testId="projectedDeals"
            value={count.format(r.projectedDeals)}
            note="Today’s leads × your close rate, rounded down"
          />
          <ResultCard
            label="Projected revenue per year"
            testId="projectedRevenue"
            tone={r.onTrack ? 'good' : 'bad'}
            value={money.format(r.projectedRevenue)}
            note="Projected deals × deal size"
          />
          <ResultCard
            label="Ahead of target"
            testId="percentAhead"
            tone={r.percentAhead > 0 ? 'good' : 'default'}
            value={`${count.format(r.percentAhead)}%`}
            note={r.onTrack ? 'How far projected revenue beats the target' : 'You are behind target'}
          />
          <ResultCard
            label="Revenue missed"
            testId="revenueMissed"
            tone={r.revenueMissed > 0 ? 'bad' : 'default'}
            value={money.format(r.revenueMissed)}
            note={r.revenueMissed > 0 ? 'Target minus projected revenue' : 'Nothing: you reach the target'}
          />
          <ResultCard
            label="Pipeline coverage"
            testId="coverage"
            value={`${count.format(r.coverage)}×`}
            note={`At a ${count.format(input.closeRate)}% close rate you need about ${count.format(r.coverage)} leads in the pipeline for every deal you close.`}
          />
        </dl>
      </section>

      <section aria-labelledby="pipeline-options" className="space-y-3">
        <h2 id="pipeline-options" className="text-lg font-semibold text-slate-900">
          Other ways to reach the target with today’s leads
        </h2>
        <dl className="grid grid-cols-2 gap-3">
          <ResultCard
            label="Close rate you would need"
            testId="alternativeCloseRate"
            value={`${count.format(r.alternativeCloseRate)}%`}
            note={
              r.alternativeCloseRateReachable
                ? `Instead of ${count.format(input.closeRate)}%, keeping deal size and leads the same`
                : 'Even a 100% close rate is not enough: you need more leads'
            }
          />
          <ResultCard
            label="Deal size you would need"
            testId="alternativeDealSize"
            value={r.alternativeDealSize === null ? '—' : money.format(r.alternativeDealSize)}
            note={
              r.alternativeDealSize === null
                ? 'Today’s leads close no deal at all, so no deal size can help'
                : `Instead of ${money.format(input.dealSize)}, keeping close rate and leads the same`
            }
          />
        </dl>
      </section>
    </div>
  );
}
