import { lazy, Suspense, useState, type ReactNode } from 'react';
import { toast } from '@web/lib/toast.ts';
import { Calculator, CheckCircle2, RotateCcw, TriangleAlert } from 'lucide-react';
import {
  calculatePipeline,
  canCalculatePipeline,
  clampCloseRate,
  clampDealSize,
  clampLeads,
  clampTarget,
  PERIODS,
  PIPELINE_DEFAULTS,
  PIPELINE_LIMITS,
  pipelineVerdictFacts,
  type PipelineInput,
  type PipelinePeriod,
  type PipelineResults,
} from '@shared/pipeline';
import type { Locale } from '@shared/i18n/locales.ts';
import { ApiError } from '@web/lib/api.ts';
import { errorMessage } from '@web/lib/error-message.ts';
import { useFormat } from '@web/lib/format.ts';
import { useLocale, useT, type Translate } from '@web/lib/i18n.ts';
import { useMoney } from '@web/lib/money.ts';
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
import { currencyPlacement, numberText, parseLocalNumber } from './number-text.ts';
import { verdictText } from './verdict-text.ts';

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
/** Amounts of money: shown with the organization's currency symbol, which may also be typed. */
const MONEY_FIELDS: ReadonlySet<NumberField> = new Set(['target', 'dealSize']);

/** Spec section 5: close rate 1–100, target and deal size 0 or more, leads at least 1. */
const CLAMPS: Record<NumberField, (value: number) => number> = {
  target: clampTarget,
  dealSize: clampDealSize,
  closeRate: clampCloseRate,
  leads: clampLeads,
};

/** The boxes' texts, written as the reader writes numbers (`numberLocale`: "500,000", "500 000", "500.000"). */
const textsFor = (input: PipelineInput, numberLocale: string): Texts => ({
  target: numberText(input.target, numberLocale),
  dealSize: numberText(input.dealSize, numberLocale),
  closeRate: numberText(input.closeRate, numberLocale),
  leads: numberText(input.leads, numberLocale),
});

/** The fields still at 0 (not entered), in form order. */
function missingFields(input: PipelineInput): NumberField[] {
  return NUMBER_FIELDS.filter((field) => !(input[field] > 0));
}

/** "a, b and c" as the language writes it; English without the serial comma, as the page always did. */
function listText(items: string[], locale: Locale): string {
  return new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(items);
}

/** The currency as a noun inside a sentence ("in dollars", "in Kenyan shillings", "em xelins quenianos"). */
function currencyWord(t: Translate<'pipeline'>, money: ReturnType<typeof useMoney>, locale: Locale): string {
  if (money.isDollars) return t('money.dollars');
  // Portuguese names start with a capital ("Xelins quenianos"); mid-sentence they do not. Codes ("CFA") stay.
  if (locale === 'pt' && !/^\p{Lu}{2}/u.test(money.name)) return money.name.charAt(0).toLocaleLowerCase('pt') + money.name.slice(1);
  return money.name;
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
  const t = useT('pipeline');
  const locale = useLocale();
  const format = useFormat();
  const money = useMoney();
  const numberLocale = money.numberLocale;
  const { isGuest, requestRun, handleRunError, trialReturned } = useToolAccess();
  const [phase, setPhase] = useState<Phase>('form');
  const [input, setInput] = useState<PipelineInput>({ ...PIPELINE_DEFAULTS });
  const [texts, setTexts] = useState<Texts>(() => textsFor(PIPELINE_DEFAULTS, numberLocale));
  // The language (or the organization's country, once known) changed: rewrite the boxes the new way.
  const [textsLocale, setTextsLocale] = useState(numberLocale);
  if (textsLocale !== numberLocale) {
    setTextsLocale(numberLocale);
    setTexts(textsFor(input, numberLocale));
  }
  const [missing, setMissing] = useState<NumberField[] | null>(null);
  const claimTrial = useClaimPipelineTrial();
  const starting = claimTrial.isPending;
  const [results, setResults] = useState<{ input: PipelineInput; results: PipelineResults } | null>(null);

  /** Typed text as a number, written the reader's way (a money box may carry the currency); NaN when unreadable. */
  function parseText(field: NumberField, raw: string): number {
    return parseLocalNumber(raw, numberLocale, MONEY_FIELDS.has(field) ? [money.symbol, money.currency] : []);
  }

  /** Reads typed text: separators stripped, then clamped; empty or not a number counts as 0 (not entered). */
  function valueFromText(field: NumberField, raw: string): number {
    const parsed = parseText(field, raw);
    return Number.isNaN(parsed) ? 0 : CLAMPS[field](parsed);
  }

  function setFromSlider(field: NumberField, value: number) {
    setInput((current) => ({ ...current, [field]: value }));
    setTexts((current) => ({ ...current, [field]: numberText(value, numberLocale) }));
    setMissing(null);
  }

  function setFromText(field: NumberField, raw: string) {
    setTexts((current) => ({ ...current, [field]: raw }));
    setInput((current) => ({ ...current, [field]: valueFromText(field, raw) }));
    setMissing(null);
  }

  // Once the user leaves the box, show the number that will be used (clamped, with separators).
  function tidyText(field: NumberField) {
    setTexts((current) => ({ ...current, [field]: numberText(input[field], numberLocale) }));
  }

  async function calculate(event: React.FormEvent) {
    event.preventDefault();
    if (!canCalculatePipeline(input)) {
      const fields = missingFields(input);
      setMissing(fields.length > 0 ? fields : null);
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
          toast.error(errorMessage(error, t('toast.startFailed')));
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
    setTexts(textsFor(PIPELINE_DEFAULTS, numberLocale));
    setMissing(null);
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
          againLabel={t('results.again')}
          againIcon={<RotateCcw aria-hidden="true" className="size-4" />}
          onAgain={calculateAgain}
        />
      </div>
    );
  }

  const currency = currencyWord(t, money, locale);
  const moneyAffix: Affix = { text: money.symbol, side: currencyPlacement(money.currency, numberLocale) };
  const fieldProps = {
    parse: parseText,
    notANumber: t('field.notANumber', { example: numberText(25_000, numberLocale) }),
    notEntered: t('field.notEntered'),
    onSlider: setFromSlider,
    onText: setFromText,
    onBlur: tidyText,
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
        <CardDescription>{t('form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-6" noValidate onSubmit={calculate}>
          <NumberWithSlider
            {...fieldProps}
            field="target"
            label={t('field.target.label')}
            sliderLabel={t('field.target.slider')}
            hint={t('field.target.hint', { currency, max: money.format(PIPELINE_LIMITS.target.max) })}
            affix={moneyAffix}
            valueText={(value) => money.format(value)}
            limits={PIPELINE_LIMITS.target}
            value={input.target}
            text={texts.target}
          />
          <NumberWithSlider
            {...fieldProps}
            field="dealSize"
            label={t('field.dealSize.label')}
            sliderLabel={t('field.dealSize.slider')}
            hint={t('field.dealSize.hint', { currency })}
            affix={moneyAffix}
            valueText={(value) => money.format(value)}
            limits={PIPELINE_LIMITS.dealSize}
            value={input.dealSize}
            text={texts.dealSize}
          />
          <NumberWithSlider
            {...fieldProps}
            field="closeRate"
            label={t('field.closeRate.label')}
            sliderLabel={t('field.closeRate.slider')}
            hint={t('field.closeRate.hint')}
            affix={{ text: '%', side: 'after' }}
            valueText={(value) => format.percent(value, 2)}
            limits={PIPELINE_LIMITS.closeRate}
            value={input.closeRate}
            text={texts.closeRate}
          />
          <NumberWithSlider
            {...fieldProps}
            field="leads"
            label={t('field.leads.label')}
            sliderLabel={t('field.leads.slider')}
            hint={t('field.leads.hint', { period: input.period })}
            valueText={(value) => numberText(value, numberLocale)}
            limits={PIPELINE_LIMITS.leads}
            value={input.leads}
            text={texts.leads}
          />
          <Field id="pipeline-period" label={t('field.period.label')} hint={t('field.period.hint')}>
            <NativeSelect
              id="pipeline-period"
              value={input.period}
              aria-describedby="pipeline-period-hint"
              onChange={(e) => setInput((current) => ({ ...current, period: e.target.value as PipelinePeriod }))}
            >
              {PERIODS.map((period) => (
                <option key={period.value} value={period.value}>
                  {t(`period.${period.value}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>

          {missing && (
            <Alert variant="warning" data-testid="pipeline-problem">
              {t('problem.missing', {
                fields: listText(
                  missing.map((field) => t(`problem.field.${field}`)),
                  locale,
                ),
              })}
            </Alert>
          )}
          <Button type="submit" size="lg" className="w-full sm:w-auto" loading={starting}>
            {!starting && <Calculator aria-hidden="true" className="size-4" />}
            {t('form.calculate')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** The currency symbol or "%" shown inside a box, before or after the number. */
interface Affix {
  text: string;
  side: 'before' | 'after';
}

/** Room for the affix inside the box: the old classes for one character ("$", "%"), more for "Ksh" or "F CFA". */
function affixPadding(affix: Affix | undefined): { className?: string; style?: React.CSSProperties } {
  if (!affix) return {};
  if (affix.text.length <= 1) return { className: affix.side === 'before' ? 'pl-7' : 'pr-8' };
  const room = `calc(1.25rem + ${affix.text.length}ch)`;
  return { style: affix.side === 'before' ? { paddingLeft: room } : { paddingRight: room } };
}

function NumberWithSlider({
  field,
  label,
  sliderLabel,
  hint,
  affix,
  valueText,
  parse,
  notANumber,
  notEntered,
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
  affix?: Affix;
  /** The value as the slider announces it ("$500,000", "25%"). */
  valueText: (value: number) => string;
  parse: (field: NumberField, raw: string) => number;
  notANumber: string;
  notEntered: string;
  limits: { min: number; max: number; step: number };
  value: number;
  text: string;
  onSlider: (field: NumberField, value: number) => void;
  onText: (field: NumberField, raw: string) => void;
  onBlur: (field: NumberField) => void;
}) {
  const id = `pipeline-${field}`;
  const unreadable = text.trim() !== '' && Number.isNaN(parse(field, text));
  const padding = affixPadding(affix);
  return (
    <Field id={id} label={label} hint={hint} error={unreadable ? notANumber : undefined}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <input
          type="range"
          aria-label={sliderLabel}
          min={limits.min}
          max={limits.max}
          step={limits.step}
          // Typed values may go past the slider's end; the slider then rests at its max.
          value={Math.min(limits.max, Math.max(limits.min, value))}
          aria-valuetext={value > 0 ? valueText(value) : notEntered}
          onChange={(e) => onSlider(field, Number(e.target.value))}
          className="h-11 w-full flex-1 cursor-pointer accent-brand-700"
        />
        <div className="relative sm:w-40">
          {affix?.side === 'before' && (
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
              {affix.text}
            </span>
          )}
          <Input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            className={cn('tabular-nums', padding.className)}
            style={padding.style}
            aria-invalid={unreadable || undefined}
            aria-describedby={unreadable ? `${id}-error` : `${id}-hint`}
            onChange={(e) => onText(field, e.target.value)}
            onBlur={() => onBlur(field)}
          />
          {affix?.side === 'after' && (
            <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-500">
              {affix.text}
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

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * An amount for a narrow result card: the space between the currency and the digits may wrap
 * ("Ksh" above "49,740,000"), so a long amount is not broken inside its digits. Grouping stays whole.
 */
const wrappable = (amount: string) => amount.replace(/\u00a0(?=\D)|(?<=\D)\u00a0/gu, ' ');

function PipelineResultsView({ input, results: r }: { input: PipelineInput; results: PipelineResults }) {
  const t = useT('pipeline');
  const format = useFormat();
  const money = useMoney();
  const count = (n: number) => format.number(n, { maximumFractionDigits: 1 });
  const period = PERIODS.find((p) => p.value === input.period)!;
  const gapGood = r.weeklyGap >= 0;
  const closeRate = format.percent(input.closeRate);
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
          <h2 className="text-xl font-bold">{r.onTrack ? t('verdict.onTrackTitle') : t('verdict.shortTitle')}</h2>
          <p data-testid="pipeline-verdict">
            {verdictText(t, pipelineVerdictFacts(input, r), { count, percent: (value) => format.percent(value), money: (amount) => money.format(amount) })}
          </p>
        </div>
      </Alert>

      <p className="text-sm text-slate-600">
        {t('results.summary', {
          target: money.format(input.target),
          dealSize: money.format(input.dealSize),
          closeRate,
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
          <ResultCard
            label={t('leadsNeededPerWeek.label')}
            testId="leadsNeededPerWeek"
            value={count(r.leadsNeededPerWeek)}
            note={t('leadsNeededPerWeek.note')}
          />
        </dl>
      </section>

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
          <ResultCard
            label={t('percentAhead.label')}
            testId="percentAhead"
            tone={r.percentAhead > 0 ? 'good' : 'default'}
            value={format.percent(r.percentAhead)}
            note={r.onTrack ? t('percentAhead.noteAhead') : t('percentAhead.noteBehind')}
          />
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

      <section aria-labelledby="pipeline-options" className="space-y-3">
        <h2 id="pipeline-options" className="text-lg font-semibold text-slate-900">
          {t('options.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-3">
          <ResultCard
            label={t('alternativeCloseRate.label')}
            testId="alternativeCloseRate"
            value={format.percent(r.alternativeCloseRate)}
            note={r.alternativeCloseRateReachable ? t('alternativeCloseRate.noteInstead', { closeRate }) : t('alternativeCloseRate.noteUnreachable')}
          />
          <ResultCard
            label={t('alternativeDealSize.label')}
            testId="alternativeDealSize"
            value={r.alternativeDealSize === null ? '—' : wrappable(money.format(r.alternativeDealSize))}
            note={
              r.alternativeDealSize === null
                ? t('alternativeDealSize.noteNone')
                : t('alternativeDealSize.noteInstead', { dealSize: money.format(input.dealSize) })
            }
          />
        </dl>
      </section>
    </div>
  );
}
