import { useId, useState, type ReactNode } from 'react';
import { toast } from '@web/lib/toast.ts';
import { Calculator, RotateCcw } from 'lucide-react';
import {
  ARPU_MAX,
  ATTAINMENT_LEVELS,
  COMMISSION_BEHAVIORS,
  COMMISSION_CAP_SLIDER,
  COMMISSION_EMPLOYMENTS,
  COMMISSION_MISSING_MESSAGE,
  COMMISSION_REVENUE_COLLECTIONS,
  COMMISSION_ROLES,
  COMMISSION_SALES_MODELS,
  commissionFormProblem,
  GROSS_MARGIN_SLIDER,
  missingCommissionFields,
  type CommissionAnchor,
  type CommissionField,
  type CommissionInputRaw,
  type CommissionRecommendation,
} from '@shared/commission';
import type { MessageId } from '@shared/i18n/namespaces.ts';
import { ApiError } from '@web/lib/api.ts';
import { errorMessage } from '@web/lib/error-message.ts';
import { useFormat } from '@web/lib/format.ts';
import { useT } from '@web/lib/i18n.ts';
import { useMoney } from '@web/lib/money.ts';
import { RichText } from '@web/lib/rich-text.tsx';
import { localizeServerText } from '@web/lib/server-text.ts';
import { ToolWrapper, useToolAccess } from '@web/components/tool-shell/tool-wrapper.tsx';
import { ToolResultFooter } from '@web/components/tool-shell/result-footer.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Field } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { cn } from '@web/components/ui/cn.ts';
import { useRecommendCommission } from './api/use-recommend-commission.ts';
import { parseAmount } from './parse-amount.ts';

export default function CommissionCalculatorPage() {
  return (
    <ToolWrapper toolId="tool-3">
      <CommissionCalculator />
    </ToolWrapper>
  );
}

// ---------------------------------------------------------------------------------------------
// Form state

type ChoiceField = 'behavior' | 'role' | 'salesModel' | 'revenueCollection' | 'employment';

interface CommissionForm {
  behavior: string;
  role: string;
  salesModel: string;
  revenueCollection: string;
  employment: string;
  /** As typed: the reader's thousands separators and the currency's symbol are accepted. */
  arpu: string;
  grossMargin: number;
  commissionCap: number;
}

/** Spec section 4: reset returns to the input with defaults (no answers, margin 50, cap not set). */
const FORM_DEFAULTS: CommissionForm = {
  behavior: '',
  role: '',
  salesModel: '',
  revenueCollection: '',
  employment: '',
  arpu: '',
  grossMargin: GROSS_MARGIN_SLIDER.default,
  commissionCap: COMMISSION_CAP_SLIDER.default,
};

type Id = MessageId<'commission'>;

/** The questions' labels (spec texts in English), by field. ARPU’s names the currency (useArpuLabel). */
const QUESTION_IDS: Record<Exclude<CommissionField, 'arpu'>, Id> = {
  behavior: 'question.behavior',
  role: 'question.role',
  salesModel: 'question.salesModel',
  revenueCollection: 'question.revenueCollection',
  employment: 'question.employment',
  grossMargin: 'question.grossMargin',
  commissionCap: 'question.commissionCap',
};

/** An answer: the value the server gets (stored, never translated) and the ids of what the reader sees. */
interface ChoiceOption {
  value: string;
  label: Id;
  hint: Id;
}

/** The catalog's keys for one question's answers: "sales" for "option.behavior.sales" (and its ".hint"). */
type OptionKey<F extends ChoiceField> = Id extends infer I ? (I extends `option.${F}.${infer K}.hint` ? K : never) : never;

function options<F extends ChoiceField, V extends string>(field: F, values: readonly V[], keys: Record<V, OptionKey<F>>): ChoiceOption[] {
  return values.map((value) => ({ value, label: `option.${field}.${keys[value]}` as Id, hint: `option.${field}.${keys[value]}.hint` as Id }));
}

const CHOICES: { field: ChoiceField; options: ChoiceOption[] }[] = [
  {
    field: 'behavior',
    options: options('behavior', COMMISSION_BEHAVIORS, { Sales: 'sales', Collection: 'collection', Retention: 'retention', Upsell: 'upsell' }),
  },
  {
    field: 'role',
    options: options('role', COMMISSION_ROLES, {
      Agent: 'agent',
      Manager: 'manager',
      'BD/Partner': 'bdPartner',
      Distributor: 'distributor',
      Technician: 'technician',
    }),
  },
  { field: 'salesModel', options: options('salesModel', COMMISSION_SALES_MODELS, { B2C: 'b2c', B2B: 'b2b', B2B2C: 'b2b2c' }) },
  {
    field: 'revenueCollection',
    options: options('revenueCollection', COMMISSION_REVENUE_COLLECTIONS, { Upfront: 'upfront', 'In Installments': 'installments' }),
  },
  {
    field: 'employment',
    options: options('employment', COMMISSION_EMPLOYMENTS, {
      'Commission-Only': 'commissionOnly',
      'Base + Commission': 'baseCommission',
      'Fixed + Bonus': 'fixedBonus',
      'Fixed Only': 'fixedOnly',
    }),
  },
];

function toRequest(form: CommissionForm, parseArpu: (raw: string) => number): CommissionInputRaw {
  return {
    behavior: form.behavior as CommissionInputRaw['behavior'],
    role: form.role as CommissionInputRaw['role'],
    salesModel: form.salesModel as CommissionInputRaw['salesModel'],
    revenueCollection: form.revenueCollection as CommissionInputRaw['revenueCollection'],
    employment: form.employment as CommissionInputRaw['employment'],
    arpu: parseArpu(form.arpu),
    grossMargin: form.grossMargin,
    commissionCap: form.commissionCap,
  };
}

// ---------------------------------------------------------------------------------------------
// Formatting (the same rules as the server's report, in the reader's language and the organization's currency)

/** Percentages as the engine rounds them (up to 2 decimals): "12.5%", "12,5 %". */
function usePercent() {
  const format = useFormat();
  return (x: number) => format.percent(x, 2);
}

/** Whole amounts without cents ("$1,000"), others with them ("$12.50"). */
function useAmount() {
  const money = useMoney();
  return (x: number) => (Math.abs(x - Math.round(x)) < 0.005 ? money.format(Math.round(x)) : money.format(x, { cents: true }));
}

/** "Average revenue per sale (ARPU), in dollars" (the spec's words) or in the organization's currency. */
function useArpuLabel() {
  const t = useT('commission');
  const money = useMoney();
  return money.isDollars ? t('question.arpuDollars') : t('question.arpuCurrency', { currency: money.name });
}

// ---------------------------------------------------------------------------------------------

type Phase = 'input' | 'result';
const MISSING_TOAST = 'commission-missing';

function CommissionCalculator() {
  const { requestRun, handleRunError, runFinished, trialReturned } = useToolAccess();
  const [phase, setPhase] = useState<Phase>('input');
  const [form, setForm] = useState<CommissionForm>(FORM_DEFAULTS);
  const [missing, setMissing] = useState<CommissionField[]>([]);
  // 'tooHigh' (above ARPU_MAX), or another problem's English text from the shared validator.
  const [arpuError, setArpuError] = useState<string | undefined>();
  const t = useT('commission');
  const money = useMoney();
  const pct = usePercent();
  const arpuLabel = useArpuLabel();
  const recommend = useRecommendCommission();
  const submitting = recommend.isPending;
  const [result, setResult] = useState<CommissionRecommendation | null>(null);

  function update<K extends keyof CommissionForm>(field: K, value: CommissionForm[K]) {
    setForm((current) => ({ ...current, [field]: value }));
    setMissing((current) => current.filter((f) => f !== field));
    if (field === 'arpu') setArpuError(undefined);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const inputs = toRequest(form, (raw) => parseAmount(raw, money.numberLocale, money.symbol));
    // The one validator the route uses too (src/shared/commission.ts).
    const problem = commissionFormProblem(inputs);
    const unanswered = missingCommissionFields(inputs);
    setMissing(unanswered);
    if (problem === COMMISSION_MISSING_MESSAGE) {
      toast.error(t('toast.missingTitle'), { id: MISSING_TOAST, description: t('toast.missingMessage') });
      document.getElementById(`commission-${unanswered[0]}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    if (problem) {
      // Radios and sliders only hold valid values: what is left to get wrong is the typed ARPU.
      const kind = typeof inputs.arpu === 'number' && inputs.arpu > ARPU_MAX ? 'tooHigh' : problem;
      setArpuError(kind);
      toast.error(t('toast.checkAnswers'), { description: arpuProblemText(kind) });
      return;
    }
    toast.dismiss(MISSING_TOAST);
    if (!requestRun()) return;
    try {
      setResult(await recommend.mutateAsync(inputs));
      setPhase('result');
      runFinished();
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (handleRunError(error)) return;
      // The server refuses before charging, or gives the credit / trial back when the work fails.
      trialReturned();
      if (error instanceof ApiError && error.status === 400) {
        toast.error(t('toast.missingTitle'), { description: errorMessage(error, t('toast.missingMessage')) });
      } else {
        toast.error(errorMessage(error, t('toast.failed')));
      }
    }
  }

  function arpuProblemText(kind: string) {
    return kind === 'tooHigh' ? t('arpu.tooHigh', { max: money.format(ARPU_MAX) }) : localizeServerText(kind);
  }

  function reset() {
    setForm(FORM_DEFAULTS);
    setMissing([]);
    setArpuError(undefined);
    setResult(null);
    setPhase('input');
    window.scrollTo({ top: 0 });
  }

  if (phase === 'result' && result) {
    return (
      <div className="space-y-6">
        <CommissionResult recommendation={result} />
        <ToolResultFooter toolId="tool-3" againLabel={t('result.again')} againIcon={<RotateCcw aria-hidden="true" className="size-4" />} onAgain={reset} />
      </div>
    );
  }

  const capHelp =
    form.commissionCap === 0
      ? t('cap.hintDefault', { cap: pct(form.grossMargin / 2) })
      : form.commissionCap > form.grossMargin
        ? t('cap.hintAboveMargin', { margin: pct(form.grossMargin) })
        : t('cap.hintSet', { cap: pct(form.commissionCap) });
  // "1,200" as the reader groups digits (always grouped, even where 4 digits usually are not).
  const arpuExample = new Intl.NumberFormat(money.numberLocale, { useGrouping: 'always' } as Intl.NumberFormatOptions).format(1200);
  // The currency's symbol sits inside the box where amounts write it: "$ 1,200", "1 200 F CFA".
  const symbolAfter = !money.format(1).startsWith(money.symbol) && money.format(1).endsWith(money.symbol);
  const symbolPadding = `calc(1.25rem + ${money.symbol.length}ch)`;
  const dollarPrefix = money.symbol === '$' && !symbolAfter;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('form.title')}</CardTitle>
        <CardDescription>{t('form.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-7" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
          {CHOICES.map(({ field, options }, index) => (
            <ChoiceGroup
              key={field}
              field={field}
              number={index + 1}
              label={t(QUESTION_IDS[field])}
              options={options}
              value={form[field]}
              invalid={missing.includes(field)}
              onChange={(value) => update(field, value)}
            />
          ))}

          <Question number={6}>
            <Field
              id="commission-arpu"
              label={arpuLabel}
              error={missing.includes('arpu') ? t('arpu.missing', { zero: money.format(0) }) : arpuError !== undefined ? arpuProblemText(arpuError) : undefined}
              hint={t('arpu.hint', { example: arpuExample })}
            >
              <div className="relative">
                <span
                  aria-hidden="true"
                  className={cn('pointer-events-none absolute inset-y-0 flex items-center text-slate-500', symbolAfter ? 'right-3' : 'left-3')}
                >
                  {money.symbol}
                </span>
                <Input
                  id="commission-arpu"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={arpuExample}
                  className={dollarPrefix ? 'pl-7' : undefined}
                  style={dollarPrefix ? undefined : symbolAfter ? { paddingRight: symbolPadding } : { paddingLeft: symbolPadding }}
                  value={form.arpu}
                  aria-invalid={missing.includes('arpu') || Boolean(arpuError) || undefined}
                  aria-describedby={missing.includes('arpu') || arpuError ? 'commission-arpu-error' : 'commission-arpu-hint'}
                  onChange={(e) => update('arpu', e.target.value)}
                />
              </div>
            </Field>
          </Question>

          <Question number={7}>
            <Slider
              id="commission-grossMargin"
              label={t(QUESTION_IDS.grossMargin)}
              min={GROSS_MARGIN_SLIDER.min}
              max={GROSS_MARGIN_SLIDER.max}
              step={GROSS_MARGIN_SLIDER.step}
              value={form.grossMargin}
              display={pct(form.grossMargin)}
              hint={t('grossMargin.hint')}
              onChange={(value) => update('grossMargin', value)}
            />
          </Question>

          <Question number={8}>
            <Slider
              id="commission-commissionCap"
              label={t(QUESTION_IDS.commissionCap)}
              min={COMMISSION_CAP_SLIDER.min}
              max={COMMISSION_CAP_SLIDER.max}
              step={COMMISSION_CAP_SLIDER.step}
              value={form.commissionCap}
              display={form.commissionCap === 0 ? t('cap.notSet', { share: pct(50) }) : pct(form.commissionCap)}
              hint={capHelp}
              onChange={(value) => update('commissionCap', value)}
            />
          </Question>

          <Button type="submit" size="lg" className="w-full sm:w-auto" loading={submitting}>
            {!submitting && <Calculator aria-hidden="true" className="size-4" />}
            {submitting ? t('submitting') : t('submit')}
          </Button>
          {submitting && (
            <p role="status" className="text-sm text-slate-600">
              {t('submittingStatus')}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}

function Question({ number, children }: { number: number; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800"
      >
        {number}
      </span>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

function ChoiceGroup({
  field,
  number,
  label,
  options,
  value,
  invalid,
  onChange,
}: {
  field: ChoiceField;
  number: number;
  label: string;
  options: ChoiceOption[];
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const t = useT('commission');
  return (
    <Question number={number}>
      <fieldset id={`commission-${field}`} className="space-y-2" aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">{label}</legend>
        <div role="radiogroup" aria-label={label} className={cn('grid gap-2 sm:grid-cols-2', invalid && 'rounded-lg ring-2 ring-red-300 ring-offset-2')}>
          {options.map((option) => {
            const optionId = `${id}-${option.value.replace(/\W+/g, '-')}`;
            const checked = value === option.value;
            return (
              <label
                key={option.value}
                htmlFor={optionId}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors',
                  checked ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                <input
                  id={optionId}
                  type="radio"
                  name={field}
                  value={option.value}
                  checked={checked}
                  aria-label={t(option.label)}
                  aria-describedby={`${optionId}-hint`}
                  onChange={() => onChange(option.value)}
                  className="size-4 accent-brand-700"
                />
                <span>
                  <span className="font-medium">{t(option.label)}</span>
                  <span id={`${optionId}-hint`} className="block text-xs text-slate-500">
                    {t(option.hint)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {invalid && (
          <p id={`${id}-error`} className="text-sm text-red-600">
            {t('question.chooseOne')}
          </p>
        )}
      </fieldset>
    </Question>
  );
}

function Slider({
  id,
  label,
  min,
  max,
  step,
  value,
  display,
  hint,
  onChange,
}: {
  id: string;
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  display: string;
  hint: string;
  onChange: (value: number) => void;
}) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-brand-800" data-testid={`${id}-value`}>
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={display}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-11 w-full cursor-pointer accent-brand-700"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Result

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

const ANCHOR_IDS: Record<CommissionAnchor, { label: Id; detail: Id }> = {
  booking: { label: 'anchor.booking', detail: 'anchor.booking.detail' },
  invoice: { label: 'anchor.invoice', detail: 'anchor.invoice.detail' },
  payment: { label: 'anchor.payment', detail: 'anchor.payment.detail' },
};

/** Longest amount (in characters) the payout table shows in full. */
const COMPACT_AFTER = 12;

// The plan's name, trigger, example, reasoning and components are the engine's own words (server side).
function CommissionResult({ recommendation: rec }: { recommendation: CommissionRecommendation }) {
  const t = useT('commission');
  const pct = usePercent();
  const amount = useAmount();
  const money = useMoney();
  // Three columns fit a phone while amounts stay short; a long one ("6 000 000 F CFA") becomes "6 M F CFA".
  const cell = (x: number) => {
    const full = amount(x);
    if (full.length <= COMPACT_AFTER) return full;
    return (
      <abbr title={full} className="no-underline">
        {money.format(x, { compact: true })}
      </abbr>
    );
  };
  const paysCommission = rec.commission_rate > 0;
  const anchor = ANCHOR_IDS[rec.anchor];
  const target = rec.payout_table.find((row) => row.attainment === 100);
  const [low, mid, high] = ATTAINMENT_LEVELS;
  return (
    <div className="space-y-6">
      <Card className="border-brand-600">
        <CardHeader>
          <p className="text-sm font-medium text-brand-700">{t('result.recommended')}</p>
          <CardTitle as="h2" className="text-2xl" data-testid="commission-plan">
            {rec.recommended_plan}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Fact label={t('result.rate')} testId="commission-rate">
              {paysCommission ? (
                <>
                  <RichText
                    ns="commission"
                    id="result.rateOfRevenue"
                    values={{ rate: pct(rec.commission_rate) }}
                    components={{ 0: <span className="text-xl font-bold text-brand-800" /> }}
                  />
                  <span className="block text-xs text-slate-500">{t('result.rateCap', { cap: pct(rec.effective_cap) })}</span>
                </>
              ) : (
                <span className="text-xl font-bold">{t('result.none')}</span>
              )}
            </Fact>
            <Fact label={t('result.split')} testId="commission-split">
              {rec.base_variable_split ? (
                <>
                  <span className="font-semibold">
                    {t('result.splitValue', { base: pct(rec.base_variable_split.base), variable: pct(rec.base_variable_split.variable) })}
                  </span>
                  <span className="block text-xs text-slate-500">{t('result.splitNote')}</span>
                </>
              ) : (
                t('result.notApplicable')
              )}
            </Fact>
            <Fact label={t('result.trigger')} testId="commission-trigger">
              {rec.payout_trigger}
            </Fact>
            <Fact label={t('result.anchor')} testId="commission-anchor">
              {paysCommission ? (
                <>
                  <span className="font-semibold">{t(anchor.label)}</span>
                  <span className="block text-xs text-slate-500">{t(anchor.detail)}</span>
                </>
              ) : (
                t('result.noAnchor')
              )}
            </Fact>
          </dl>
          <div className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
            <p className="font-semibold">{t('result.example')}</p>
            <p data-testid="commission-example">{rec.example_payout}</p>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h3">{t('payout.title', { low: pct(low), target: pct(mid), high: pct(high) })}</CardTitle>
          <CardDescription>{target ? t('payout.descriptionWithTarget', { target: amount(target.revenue) }) : t('payout.description')}</CardDescription>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="commission-payout-table">
            <caption className="sr-only">{t('payout.caption')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-600">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('payout.attainment')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('payout.revenue')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('payout.payout')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rec.payout_table.map((row) => (
                <tr key={row.attainment} className={cn('border-b border-slate-100', row.attainment === 100 && 'bg-brand-50 font-semibold')}>
                  <th scope="row" className="py-2 pr-3 text-left font-medium">
                    {t('payout.row', { attainment: pct(row.attainment) })}
                  </th>
                  <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">{cell(row.revenue)}</td>
                  <td className="whitespace-nowrap py-2 text-right tabular-nums">{cell(row.payout)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h3">{t('components.title')}</CardTitle>
          <CardDescription>{t('components.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3" data-testid="commission-components">
            {rec.components.map((component) => (
              <li key={component.name} className="rounded-lg border border-slate-200 p-3">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  <span>{component.name}</span>
                  {component.rate !== undefined && <Badge variant="secondary">{pct(component.rate)}</Badge>}
                </p>
                <p className="mt-1 text-sm text-slate-700">{component.description}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h3">{t('reasoning.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm leading-relaxed text-slate-800" data-testid="commission-reasoning">
            {rec.reasoning}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
